import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminUserDetail } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { useAdminAction } from './use-admin-action.ts';
import { UserAdminRole } from './user-admin-role.tsx';
import { UserLockAndViewAs } from './user-lock-and-view-as.tsx';
import { UserNotes } from './user-notes.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

function AccountCard({ user }: { user: AdminUserDetail }) {
  const methods = [
    user.providers.password ? 'Password' : null,
    user.providers.google ? 'Google' : null,
    user.providers.facebook ? 'Facebook' : null,
  ].filter(Boolean);
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg" mb="sm">
        Account
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="First name">{user.firstName}</Field>
        <Field label="Last name">{user.lastName}</Field>
        <Field label="E-mail">{user.email}</Field>
        <Field label="Company">{user.company}</Field>
        <Field label="Phone">{user.phone}</Field>
        <Field label="Sign-in methods">{methods.join(', ') || 'None'}</Field>
        <Field label="Created">{new Date(user.createdOn).toLocaleString()}</Field>
        <Field label="Last sign-in">
          {user.lastLoginOn ? new Date(user.lastLoginOn).toLocaleString() : 'Never'}
        </Field>
        <Field label="Organization">
          {user.organizationId && !user.isPersonalOrganization ? (
            <Anchor component={Link} to={paths.adminOrganization(user.organizationId)}>
              {user.organizationName}
            </Anchor>
          ) : user.organizationId ? (
            <Anchor component={Link} to={paths.adminOrganization(user.organizationId)}>
              Personal organization
            </Anchor>
          ) : (
            'None'
          )}
          {user.organizationRole === 'owner' && !user.isPersonalOrganization
            ? ' (organization-level user)'
            : ''}
        </Field>
        <Field label="Plan">{user.planCode ?? 'No plan'}</Field>
      </SimpleGrid>
    </Card>
  );
}

function AccessCard({ user }: { user: AdminUserDetail }) {
  const [isSigningOut, setSigningOut] = useState(false);
  const verify = useAdminAction(() => api.put(`/api/admin/users/${user.id}/verify`), 'Marked as verified');
  const resend = useAdminAction(
    () => api.post<{ message: string }>(`/api/admin/users/${user.id}/verification`),
    (result) => result.message,
  );
  const signOut = useAdminAction(
    () => api.delete<{ message: string }>(`/api/admin/users/${user.id}/sessions`),
    (result) => result.message,
  );
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Verification and sessions
        </Title>
        <AlertList
          messages={[...verify.errors, ...resend.errors]}
          onClose={() => {
            verify.clear();
            resend.clear();
          }}
        />
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {user.isVerified ? 'The e-mail address is verified.' : 'The e-mail address is not verified.'}
          </Text>
          {user.isVerified ? null : (
            <Group gap="xs">
              <Button variant="default" onClick={() => resend.execute(undefined)} loading={resend.isPending}>
                Resend verification e-mail
              </Button>
              <Button variant="default" onClick={() => verify.execute(undefined)} loading={verify.isPending}>
                Verify by hand
              </Button>
            </Group>
          )}
        </Group>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {user.sessions.count === 0
              ? 'Not signed in anywhere.'
              : `Signed in on ${user.sessions.count} session${user.sessions.count === 1 ? '' : 's'}, last seen ${new Date(user.sessions.lastSeenOn ?? user.createdOn).toLocaleString()}.`}
          </Text>
          <Button variant="default" onClick={() => setSigningOut(true)} disabled={user.sessions.count === 0}>
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isSigningOut}
        title="Sign this user out everywhere?"
        confirmLabel="Sign out everywhere"
        isPending={signOut.isPending}
        errors={signOut.errors}
        onConfirm={async () => {
          if (await signOut.execute(undefined)) setSigningOut(false);
        }}
        onCancel={() => setSigningOut(false)}
      >
        Every session of {user.email} ends; they sign in again with their own password.
      </ConfirmDialog>
    </Card>
  );
}

function DeleteCard({ user }: { user: AdminUserDetail }) {
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const remove = useAdminAction(() => api.delete(`/api/admin/users/${user.id}`), 'User deleted');
  const handleConfirm = async () => {
    if (await remove.execute(undefined)) navigate(paths.adminUsers);
  };
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} fz="lg">
            Delete user
          </Title>
          <Text size="sm" c="dimmed">
            The account and its personal organization go; the audit log keeps its entries.
          </Text>
        </div>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          Delete user
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title={`Delete ${user.email}?`}
        confirmLabel="Delete user"
        isPending={remove.isPending}
        errors={remove.errors}
        onConfirm={handleConfirm}
        onCancel={() => {
          remove.clear();
          setConfirming(false);
        }}
      >
        This cannot be undone. The user's projects in their personal organization are deleted with it; an
        organization account keeps what they made there.
      </ConfirmDialog>
    </Card>
  );
}

/** `/admin/users/{id}`: a user's account, access, notes and administrator rights. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const user = useQuery(adminQueries.user(id));
  return (
    <QueryState query={user} what="user">
      {(data) => (
        <AdminPage
          title={data.name}
          actions={
            <Group gap={4}>
              {data.isAdmin ? <Badge color="dark">Administrator</Badge> : null}
              {data.lock ? <Badge color="red">Locked</Badge> : null}
              <Badge color={data.isVerified ? 'green' : 'yellow'}>
                {data.isVerified ? 'Verified' : 'Unverified'}
              </Badge>
            </Group>
          }
        >
          <Anchor component={Link} to={paths.adminUsers} size="sm">
            ← All users
          </Anchor>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="md">
              <AccountCard user={data} />
              <AccessCard user={data} />
              <UserLockAndViewAs user={data} />
              <UserAdminRole key={data.groups.map((group) => group.id).join()} user={data} />
            </Stack>
            <Stack gap="md">
              <UserNotes userId={data.id} notes={data.notes} />
              <DeleteCard user={data} />
            </Stack>
          </SimpleGrid>
        </AdminPage>
      )}
    </QueryState>
  );
}
