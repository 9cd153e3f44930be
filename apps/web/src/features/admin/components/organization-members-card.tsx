import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_MESSAGES, type AdminOrganizationDetail } from '@roomtone/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { useAdminAction } from './use-admin-action.ts';

type Member = AdminOrganizationDetail['members'][number];

/** An organization's users: add an existing user by e-mail, remove a member. */
export function OrganizationMembersCard({ organization }: { organization: AdminOrganizationDetail }) {
  const [email, setEmail] = useState('');
  const [removing, setRemoving] = useState<Member | null>(null);
  const [isConfirmingMove, setConfirmingMove] = useState(false);
  const add = useAdminAction(
    (address: string) => api.post(`/api/admin/organizations/${organization.id}/member`, { email: address }),
    'Member added',
  );
  const move = useAdminAction(
    (address: string) =>
      api.post(`/api/admin/organizations/${organization.id}/member`, { email: address, move: true }),
    'Member moved',
  );
  // The user is a member elsewhere: the field says so, and the move is offered.
  const offersMove = add.errfor.email === ADMIN_MESSAGES.memberHasOrganization;
  const remove = useAdminAction(
    (userId: string) => api.delete(`/api/admin/organizations/${organization.id}/member/${userId}`),
    'Member removed',
  );
  const handleAdd = async () => {
    if (await add.execute(email)) setEmail('');
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Users
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {organization.members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.adminUser(member.id)} size="sm">
                      {member.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {member.role === 'owner' ? (
                      <Badge variant="light">Organization-level user</Badge>
                    ) : (
                      'Member'
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {member.role === 'member' ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => setRemoving(member)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {organization.isPersonal ? null : (
          <>
            <AlertList messages={add.alerts} onClose={add.clear} />
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label="Add an existing user by e-mail"
                placeholder="name@example.com"
                value={email}
                error={add.errfor.email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                style={{ flex: '1 1 220px' }}
              />
              <Button variant="default" onClick={handleAdd} loading={add.isPending}>
                Add member
              </Button>
              {offersMove ? (
                <Button variant="light" onClick={() => setConfirmingMove(true)}>
                  Move them here
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              A user of no organization account joins as a member; their projects come with them. A member of
              another organization account can be moved here; their projects stay there.
            </Text>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={isConfirmingMove}
        title={`Move ${email.trim()} to ${organization.name}?`}
        confirmLabel="Move member"
        isPending={move.isPending}
        errors={move.errors}
        onConfirm={async () => {
          if (await move.execute(email)) {
            setConfirmingMove(false);
            add.clear();
            setEmail('');
          }
        }}
        onCancel={() => {
          move.clear();
          setConfirmingMove(false);
        }}
      >
        They leave their current organization account and join {organization.name} as a member, and are signed
        out. The projects they made stay with the organization they leave.
      </ConfirmDialog>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this member?"
        confirmLabel="Remove member"
        isPending={remove.isPending}
        errors={remove.errors}
        onConfirm={async () => {
          if (removing && (await remove.execute(removing.id))) setRemoving(null);
        }}
        onCancel={() => {
          remove.clear();
          setRemoving(null);
        }}
      >
        {removing?.email} leaves {organization.name} with a personal organization of their own and is signed
        out. The projects they made stay with {organization.name}.
      </ConfirmDialog>
    </Card>
  );
}
