import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminGroup } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminGroupDialog } from './admin-group-dialog.tsx';
import { AdminPage, QueryState } from './admin-page.tsx';
import { useAdminAction } from './use-admin-action.ts';

/** `/admin/admin-groups`: groups and the permissions they grant; administrators are put in them from their page. */
export function AdminGroupsPage() {
  const groups = useQuery(adminQueries.groups());
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminGroup | null>(null);
  const remove = useAdminAction(
    (id: string) => api.delete(`/api/admin/admin-groups/${id}`),
    'Admin group deleted',
  );
  return (
    <AdminPage title="Admin groups" actions={<Button onClick={() => setEditing('new')}>New group</Button>}>
      <QueryState query={groups} what="admin groups">
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.map((group) => (
              <Card key={group.id} withBorder padding="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap">
                    <Title order={2} fz="lg">
                      {group.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {group.memberCount} administrator{group.memberCount === 1 ? '' : 's'}
                    </Text>
                  </Group>
                  {group.permissions.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      Grants nothing.
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {group.permissions.map((permission) => (
                        <Badge key={permission} variant="light" tt="none">
                          {permission}
                        </Badge>
                      ))}
                    </Group>
                  )}
                  <Group gap="xs" justify="flex-end">
                    <Button variant="default" size="xs" onClick={() => setEditing(group)}>
                      Edit
                    </Button>
                    <Button variant="subtle" color="red" size="xs" onClick={() => setDeleting(group)}>
                      Delete
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {editing ? (
        <AdminGroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete the group “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete group"
        isPending={remove.isPending}
        errors={remove.errors}
        onConfirm={async () => {
          if (deleting && (await remove.execute(deleting.id))) setDeleting(null);
        }}
        onCancel={() => {
          remove.clear();
          setDeleting(null);
        }}
      >
        Its {deleting?.memberCount ?? 0} administrator(s) lose the permissions it granted. The last group that
        lets someone manage administrators cannot be deleted.
      </ConfirmDialog>
    </AdminPage>
  );
}
