import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Client, type ClientBody, ClientBodySchema, MESSAGES } from '@roomtone/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSaveClient } from '../api/use-client-mutations.ts';
import { ClientFields } from './client-fields.tsx';

/** The edit form of one client. */
export function ClientForm({ client }: { client: Client }) {
  const initialValues: ClientBody = {
    id: client.id,
    name: client.name,
    address: client.address,
    country: client.country.code,
  };
  const form = useForm<ClientBody>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(ClientBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useSaveClient(client._id);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    setNotice([]);
    try {
      await save.mutateAsync(values);
      form.resetDirty(values);
      setNotice([MESSAGES.changesSaved]);
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <AlertList messages={notice} color="green" onClose={() => setNotice([])} />
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <ClientFields form={form} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isValid() || !form.isDirty()}>
            Save
          </Button>
          <Button component={Link} to={paths.clients} variant="default">
            Back to clients
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
