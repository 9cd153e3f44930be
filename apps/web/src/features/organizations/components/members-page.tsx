import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { canAddMembers, MESSAGES, type Member, viewerOf } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { organizationQueries } from '../api/organization-queries.ts';
import { useRemoveMember } from '../api/use-organization-mutations.ts';
import { MemberList } from './member-list.tsx';
import { NewMemberDialog } from './new-member-dialog.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';

/** `/members`: the organization's members, Add Member and Delete (organization users only). */
export function MembersPage() {
  const { data: user } = useCurrentUser();
  const members = useQuery(organizationQueries.members());
  const removeMember = useRemoveMember();
  const [isAdding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<Member | null>(null);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);
  const mayAdd = canAddMembers(viewerOf(user));
  const organizationName = user?.organizationName ?? 'your organization';

  const handleRemove = async (member: Member) => {
    setAlerts([]);
    setNotice([]);
    if (!member.id) {
      setAlerts([MESSAGES.memberIdRequired]);
      return;
    }
    try {
      await removeMember.mutateAsync(member.id);
      setNotice([`${member.name} was removed from ${organizationName}.`]);
    } catch (error) {
      setAlerts(error instanceof ApiError ? error.errors : [MESSAGES.unknownServerError]);
    } finally {
      setToRemove(null);
    }
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>Members</Title>
            <Text c="dimmed">{organizationName}</Text>
          </Stack>
          <Button onClick={() => setAdding(true)} disabled={!mayAdd}>
            Add Member
          </Button>
        </Group>
        {!mayAdd ? (
          <Alert color="blue" variant="light">
            Members come with the Professional or Manufacturer plan. You can still remove the members listed
            here.
          </Alert>
        ) : null}
        <AlertList messages={notice} color="green" onClose={() => setNotice([])} />
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        {members.isPending ? <Loader aria-label="Loading the members" /> : null}
        {members.isError ? (
          <Alert color="red" role="alert">
            {members.error.message}
          </Alert>
        ) : null}
        {members.data ? (
          <MemberList members={members.data.members} owner={members.data.owner} onDelete={setToRemove} />
        ) : null}
      </Stack>
      <NewMemberDialog
        opened={isAdding}
        onClose={() => setAdding(false)}
        onAdded={(email) => {
          setAdding(false);
          setAlerts([]);
          setNotice([`${email} was added. They can sign in now with the password you chose.`]);
        }}
      />
      <RemoveMemberDialog
        member={toRemove}
        organizationName={organizationName}
        isRemoving={removeMember.isPending}
        onConfirm={(member) => void handleRemove(member)}
        onCancel={() => setToRemove(null)}
      />
    </Container>
  );
}
