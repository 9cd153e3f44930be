import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import type { AdminUserDetail } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { useAdminAction } from './use-admin-action.ts';

/** Whether the user is an administrator, and their admin groups. */
export function UserAdminRole({ user }: { user: AdminUserDetail }) {
  const groups = useQuery({ ...adminQueries.groups(), enabled: user.isAdmin });
  const [groupIds, setGroupIds] = useState(user.groups.map((group) => group.id));
  const [confirming, setConfirming] = useState<'grant' | 'revoke' | null>(null);
  const role = useAdminAction(
    (grant: boolean) =>
      grant
        ? api.put(`/api/admin/users/${user.id}/role-admin`)
        : api.delete(`/api/admin/users/${user.id}/role-admin`),
    'Administrator rights changed',
  );
  const saveGroups = useAdminAction(
    (ids: string[]) => api.put(`/api/admin/users/${user.id}/groups`, { groupIds: ids }),
    'Admin groups saved',
  );
  const handleConfirm = async () => {
    if (await role.execute(confirming === 'grant')) setConfirming(null);
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Administrator
        </Title>
        <AlertList messages={saveGroups.errors} onClose={saveGroups.clear} />
        {user.isAdmin ? (
          <>
            <Text size="sm">An administrator. What they may do comes from their admin groups.</Text>
            <MultiSelect
              label="Admin groups"
              data={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              value={groupIds}
              onChange={setGroupIds}
              placeholder={groups.isPending ? 'Loading groups…' : 'No group: no permission'}
              error={groups.isError ? groups.error.message : undefined}
              searchable
            />
            <Group justify="space-between" wrap="wrap">
              <Button variant="default" color="red" onClick={() => setConfirming('revoke')}>
                Remove administrator rights
              </Button>
              <Button onClick={() => saveGroups.execute(groupIds)} loading={saveGroups.isPending}>
                Save groups
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">Not an administrator.</Text>
            <Button variant="default" onClick={() => setConfirming('grant')}>
              Make administrator
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'grant' ? 'Make this user an administrator?' : 'Remove administrator rights?'}
        confirmLabel={confirming === 'grant' ? 'Make administrator' : 'Remove rights'}
        isPending={role.isPending}
        errors={role.errors}
        onConfirm={handleConfirm}
        onCancel={() => {
          role.clear();
          setConfirming(null);
        }}
      >
        {confirming === 'grant'
          ? `${user.email} becomes an administrator in no group (no permission until you give them one) and is signed out everywhere.`
          : `${user.email} leaves every admin group and is signed out everywhere. The last administrator who can manage administrators keeps that right.`}
      </ConfirmDialog>
    </Card>
  );
}
