import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Member } from '@roomtone/contracts';

type MemberListProps = {
  members: Member[];
  /** The organization-level user, shown apart: the owner manages the members and is never removed. */
  owner: Member | null;
  onDelete: (member: Member) => void;
};

function MemberRow({ member, onDelete }: { member: Member; onDelete: (member: Member) => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" px="md" py="sm">
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text fw={500} truncate>
            {member.name}
          </Text>
          <Badge variant="light" color={member.role === 'owner' ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
            {member.role === 'owner' ? 'Owner' : 'Member'}
          </Badge>
        </Group>
        {member.name !== member.email ? (
          <Text size="sm" c="dimmed" truncate>
            {member.email}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {member.canRemove
            ? 'May be removed by the owner.'
            : 'The organization account: manages the members and cannot be removed.'}
        </Text>
      </Stack>
      {member.canRemove ? (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          onClick={() => onDelete(member)}
          aria-label={`Delete ${member.name}`}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}

/** The owner, then the members by name with their role and Delete; 'no documents matched' when there are none. */
export function MemberList({ members, owner, onDelete }: MemberListProps) {
  return (
    <Stack gap="sm">
      {owner ? (
        <Paper withBorder aria-label="Owner" component="section">
          <MemberRow member={owner} onDelete={onDelete} />
        </Paper>
      ) : null}
      {members.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">no documents matched</Text>
        </Paper>
      ) : (
        <Paper withBorder component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members">
          {members.map((member, index) => (
            <li
              key={member.id}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <MemberRow member={member} onDelete={onDelete} />
            </li>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
