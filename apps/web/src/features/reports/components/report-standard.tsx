import { Stack, Table, Text } from '@mantine/core';
import type { ReportStandard as ReportStandardData } from '@roomtone/contracts';
import classes from './report.module.css';

type ReportStandardProps = { standard: ReportStandardData };

/** The room held against its standard: the verdict line, the rule with its source, and each band's pass or fail. */
export function ReportStandard({ standard }: ReportStandardProps) {
  return (
    <Stack gap="xs">
      <Text fw={700} data-testid="report-verdict">
        {standard.verdict}
      </Text>
      <Text size="sm">{`${standard.roomType}. ${standard.rule}`}</Text>
      {standard.note === '' ? null : <Text size="sm">{standard.note}</Text>}
      <Text size="xs" c="dimmed">
        {`Held with ${standard.model}. Source: ${standard.source}`}
      </Text>
      {standard.rows.length === 0 ? null : (
        <Table.ScrollContainer minWidth={420} type="native" className={classes.scroll}>
          <Table fz="sm" verticalSpacing={4} className={classes.table} data-testid="report-standard-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Band</Table.Th>
                <Table.Th className={classes.number}>Value</Table.Th>
                <Table.Th className={classes.number}>Limits</Table.Th>
                <Table.Th className={classes.number}>Margin</Table.Th>
                <Table.Th className={classes.number}>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {standard.rows.map((row) => (
                <Table.Tr key={row.band} className={classes.keep} data-outcome={row.outcome}>
                  <Table.Th scope="row" fw={400}>
                    {row.band}
                  </Table.Th>
                  <Table.Td className={classes.number}>{row.value}</Table.Td>
                  <Table.Td className={classes.number}>{row.limits}</Table.Td>
                  <Table.Td className={classes.number}>{row.margin}</Table.Td>
                  <Table.Td className={classes.number} fw={row.outcome === 'fails' ? 700 : 400}>
                    {row.outcome}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
