import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLIENT_SORTS, type Client, type ClientSort, canDeleteRecords, viewerOf } from '@roomtone/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { clientQueries } from '../api/client-queries.ts';
import { useDeleteClient } from '../api/use-client-mutations.ts';
import { AddClientDialog } from './add-client-dialog.tsx';
import { ClientsTable } from './clients-table.tsx';

function sortOf(value: string | null): ClientSort {
  return (CLIENT_SORTS as readonly string[]).includes(value ?? '') ? (value as ClientSort) : 'name';
}

/** `/clients`: the signed-in user's clients with search and sort, Add client, and Remove with confirmation. */
export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const sort = sortOf(params.get('sort'));
  const clients = useQuery(clientQueries.list(q, sort));
  const { data: user } = useCurrentUser();
  const mayDelete = canDeleteRecords(viewerOf(user));
  const deleteClient = useDeleteClient();
  const [isAdding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string[]>([]);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const removal = useConfirmedDelete((client: Client) => deleteClient.mutateAsync(client._id), {
    isPending: deleteClient.isPending,
    onDeleted: (client) => setNotice([`${client.name} was removed.`]),
  });
  const toRemove = removal.target;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>Clients</Title>
            <Text c="dimmed">Your organization's clients, to name on projects.</Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add client
          </Button>
        </Group>
        <AlertList messages={notice} color="green" onClose={() => setNotice([])} />
        <TextInput
          label="Search clients"
          placeholder="Id, name, address or country"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setParam('q', event.currentTarget.value.trim());
          }}
          maw={420}
        />
        <Paper withBorder p={0}>
          {clients.isPending ? (
            <Group justify="center" p="xl">
              <Loader aria-label="Loading your clients" />
            </Group>
          ) : clients.isError ? (
            <Alert color="red" role="alert" m="md">
              {clients.error.message}
            </Alert>
          ) : clients.data.length === 0 ? (
            <Text c="dimmed" ta="center" p="xl">
              {q
                ? 'No client matches your search.'
                : 'No clients yet. Add your first client to name it on projects.'}
            </Text>
          ) : (
            <ClientsTable
              clients={clients.data}
              sort={sort}
              onSort={(value) => setParam('sort', value)}
              onRemove={mayDelete ? removal.ask : undefined}
            />
          )}
        </Paper>
      </Stack>
      <AddClientDialog
        opened={isAdding}
        onClose={() => setAdding(false)}
        onAdded={(client) => {
          setAdding(false);
          setNotice([`${client.name} was added.`]);
        }}
      />
      <ConfirmDialog title="Remove client" confirmLabel="Remove" {...removal.dialogProps}>
        Remove <strong>{toRemove?.name}</strong>? Projects that name this client keep their rooms and
        revisions and show no client. There is no undo.
      </ConfirmDialog>
    </Container>
  );
}
