import { Box, Card, Code, Stack, Table, Text } from '@mantine/core';
import type { AdminAuditEntry } from '@roomtone/contracts';

function detailsOf(entry: AdminAuditEntry): string {
  return Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/** Audit entries: who, what, which entity, when and from which address. */
export function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No audit entry matches.</Text>;
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <Card key={entry.id} component="li" withBorder padding="sm">
            <Code>{entry.action}</Code>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {entry.actorEmail ?? 'Nobody signed in'} → {entry.target || '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {new Date(entry.at).toLocaleString()}
              {entry.ip ? ` · ${entry.ip}` : ''}
            </Text>
            {detailsOf(entry) ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {detailsOf(entry)}
              </Text>
            ) : null}
          </Card>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Entity</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{new Date(entry.at).toLocaleString()}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.actorEmail ?? '—'}</Table.Td>
                  <Table.Td>
                    <Code>{entry.action}</Code>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.target || '—'}</Table.Td>
                  <Table.Td>{entry.ip || '—'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="xs" c="dimmed">
                      {detailsOf(entry)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
