import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Member } from '@roomtone/contracts';

type MemberListProps = { members: Member[]; onDelete: (member: Member) => void };

/** The members by name, each with Delete; 'no documents matched' when there are none. */
export function MemberList({ members, onDelete }: MemberListProps) {
  if (members.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed">no documents matched</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members">
      {members.map((member, index) => (
        <Group
          key={member.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          px="md"
          py="sm"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fw={500} truncate>
              {member.name}
            </Text>
            {member.name !== member.email ? (
              <Text size="sm" c="dimmed" truncate>
                {member.email}
              </Text>
            ) : null}
          </Stack>
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
        </Group>
      ))}
    </Paper>
  );
}
