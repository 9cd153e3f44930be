import { Alert, Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminPartitionImportReport } from '@roomtone/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { countText } from './admin-paged-table.tsx';

/** Rows of each table shown at once: a file of 1MB can hold some 10,000. */
const SHOWN_ROWS = 500;

function summaryOf(report: AdminPartitionImportReport): { color: string; title: string; text: string } {
  const loaded = countText(report.loaded.length, 'partition', 'partitions');
  const refused = countText(report.refused.length, 'row', 'rows');
  if (report.loaded.length + report.refused.length === 0) {
    return { color: 'gray', title: 'No rows', text: 'The file has no rows below its header.' };
  }
  if (report.isDryRun) {
    return {
      color: report.loaded.length > 0 ? 'blue' : 'orange',
      title: 'Checked: nothing was loaded',
      text:
        report.loaded.length > 0
          ? `Importing this file would load ${loaded} and refuse ${refused}.`
          : `Every row would be refused (${refused}): correct the file and check it again.`,
    };
  }
  return {
    color: report.loaded.length > 0 ? 'green' : 'orange',
    title: report.loaded.length > 0 ? `${loaded} loaded` : 'Nothing was loaded',
    text: `${countText(report.loaded.length, 'row was', 'rows were')} loaded into the public partitions database; ${countText(report.refused.length, 'row was', 'rows were')} refused.`,
  };
}

/** Reasons with keys that stay unique when a reason repeats (an element code given twice). */
function keyed(reasons: string[]): { key: string; reason: string }[] {
  const seen = new Map<string, number>();
  return reasons.map((reason) => {
    const count = (seen.get(reason) ?? 0) + 1;
    seen.set(reason, count);
    return { key: `${reason}#${count}`, reason };
  });
}

function shownNote(shown: number, total: number) {
  if (shown === total) return null;
  return (
    <Text size="xs" c="dimmed">
      The first {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} rows.
    </Text>
  );
}

/** What a check or an import of a file did: its counts, the rows loaded and the rows refused with every reason. */
export function PartitionsImportReport({ report }: { report: AdminPartitionImportReport }) {
  const summary = summaryOf(report);
  const loaded = report.loaded.slice(0, SHOWN_ROWS);
  const refused = report.refused.slice(0, SHOWN_ROWS);
  return (
    <Stack gap="md" component="section" aria-labelledby="partitions-report-title">
      <Title order={2} size="h3" id="partitions-report-title" style={{ overflowWrap: 'anywhere' }}>
        {report.isDryRun ? 'Check' : 'Import'} of {report.fileName}
      </Title>
      <Alert color={summary.color} variant="light" title={summary.title} role="status">
        {summary.text}
      </Alert>
      {report.loaded.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {report.isDryRun ? 'Loaded if imported' : 'Loaded'} (
            {report.loaded.length.toLocaleString('en-US')})
          </Title>
          {report.isDryRun ? null : (
            <Text size="sm" c="dimmed">
              Each id opens the{' '}
              <Anchor component={Link} to={paths.publicPartitions}>
                partitions database
              </Anchor>{' '}
              at the partition’s STC.
            </Text>
          )}
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing={6} aria-label="Loaded rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={64}>Line</Table.Th>
                  <Table.Th>Id</Table.Th>
                  <Table.Th w={80}>STC</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loaded.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {report.isDryRun ? (
                        row.id
                      ) : (
                        <Anchor component={Link} to={paths.publicPartitionsOfStc(row.stc)}>
                          {row.id}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td ff="monospace">{row.stc}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shownNote(loaded.length, report.loaded.length)}
        </Stack>
      ) : null}
      {report.refused.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Refused ({report.refused.length.toLocaleString('en-US')})
          </Title>
          <Table.ScrollContainer minWidth={340}>
            <Table striped verticalSpacing={6} aria-label="Refused rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={64}>Line</Table.Th>
                  <Table.Th w="25%">Id</Table.Th>
                  <Table.Th>Reasons</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {refused.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {row.id || <Text c="dimmed">(no id)</Text>}
                    </Table.Td>
                    <Table.Td>
                      <List size="sm" spacing={2}>
                        {keyed(row.reasons).map(({ key, reason }) => (
                          <List.Item key={key} style={{ overflowWrap: 'anywhere' }}>
                            {reason}
                          </List.Item>
                        ))}
                      </List>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shownNote(refused.length, report.refused.length)}
        </Stack>
      ) : null}
    </Stack>
  );
}
