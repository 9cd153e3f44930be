import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type AdminUserDetail, VIEW_AS_MINUTES } from '@roomtone/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useStartViewAs } from '../api/use-view-as.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { useAdminAction } from './use-admin-action.ts';

type Dialog = 'lock' | 'unlock' | 'view-as' | null;

/** Why the app cannot be viewed as this user, or null when it can. */
function viewAsRefusal(user: AdminUserDetail): string | null {
  if (user.isAdmin) return 'Not for administrators.';
  if (user.lock) return 'Unlock the user first.';
  return null;
}

/** A user's lock (with its reason) and the way to view the app as them, each asking why first. */
export function UserLockAndViewAs({ user }: { user: AdminUserDetail }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const lock = useAdminAction(
    (reason: string) => api.put(`/api/admin/users/${user.id}/lock`, { reason }),
    'User locked',
  );
  const unlock = useAdminAction(() => api.delete(`/api/admin/users/${user.id}/lock`), 'User unlocked');
  const startViewAs = useStartViewAs(user.id);
  const [viewAsState, setViewAsState] = useState({ isPending: false, errors: [] as string[], reason: '' });
  const close = () => {
    lock.clear();
    unlock.clear();
    setViewAsState({ isPending: false, errors: [], reason: '' });
    setDialog(null);
  };
  const handleViewAs = async (reason: string) => {
    setViewAsState({ isPending: true, errors: [], reason: '' });
    try {
      await startViewAs(reason);
    } catch (error) {
      const isApi = error instanceof ApiError;
      setViewAsState({
        isPending: false,
        errors: isApi ? error.errors : [String(error)],
        reason: isApi ? (error.errfor.reason ?? '') : '',
      });
    }
  };
  const refusal = viewAsRefusal(user);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Lock and view as
        </Title>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.lock
              ? `Locked since ${new Date(user.lock.lockedOn).toLocaleString()}: ${user.lock.reason}`
              : 'Not locked: the user can sign in.'}
          </Text>
          {user.lock ? (
            <Button variant="default" onClick={() => setDialog('unlock')}>
              Unlock
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={() => setDialog('lock')} disabled={user.isAdmin}>
              Lock
            </Button>
          )}
        </Group>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{refusal ?? `See the app as this user for up to ${VIEW_AS_MINUTES} minutes.`}</Text>
          <Button variant="default" onClick={() => setDialog('view-as')} disabled={refusal !== null}>
            View as this user
          </Button>
        </Group>
      </Stack>
      <ReasonDialog
        opened={dialog === 'lock'}
        title={`Lock ${user.email}?`}
        confirmLabel="Lock"
        isPending={lock.isPending}
        errors={lock.errors}
        reasonError={lock.errfor.reason}
        onConfirm={async (reason) => {
          if (await lock.execute(reason)) close();
        }}
        onCancel={close}
      >
        They are signed out everywhere and cannot sign in until an administrator unlocks them. Their data
        stays.
      </ReasonDialog>
      <ConfirmDialog
        opened={dialog === 'unlock'}
        title={`Unlock ${user.email}?`}
        confirmLabel="Unlock"
        isPending={unlock.isPending}
        errors={unlock.errors}
        onConfirm={async () => {
          if (await unlock.execute(undefined)) close();
        }}
        onCancel={close}
      >
        They can sign in again with their own password.
      </ConfirmDialog>
      <ReasonDialog
        opened={dialog === 'view-as'}
        title={`View the app as ${user.email}?`}
        confirmLabel="View as this user"
        color="orange"
        isPending={viewAsState.isPending}
        errors={viewAsState.errors}
        reasonError={viewAsState.reason || undefined}
        onConfirm={handleViewAs}
        onCancel={close}
      >
        For {VIEW_AS_MINUTES} minutes you see and use the app as they do; a banner says so on every page. You
        cannot change their e-mail address, password or sign-in providers, and every change you make is
        written to the audit log under your name.
      </ReasonDialog>
    </Card>
  );
}
