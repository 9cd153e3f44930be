import { Badge, Box, Stack, Table, Text } from '@mantine/core';
import type { RoomReport } from '@roomtone/contracts';
import classes from './report.module.css';
import { ReportChart } from './report-chart.tsx';

type ReportResultsProps = { report: RoomReport };

/** The report model's RT per band (1 decimal) with the goal, why this model, and the RT graph. */
export function ReportResults({ report }: ReportResultsProps) {
  const { results, chart } = report;
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="report-explanation">
        {results.explanation}
      </Text>
      <Table.ScrollContainer minWidth={560} type="native" className={classes.scroll}>
        <Table fz="sm" verticalSpacing={4} className={classes.table} data-testid="report-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>RT (s)</Table.Th>
              {chart.bands.map((band) => (
                <Table.Th key={band} className={classes.number}>
                  {band} Hz
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={chart.bands.length + 1} c="dimmed">
                  No reverberation time: no model applies.
                </Table.Td>
              </Table.Tr>
            ) : null}
            {results.rows.map((row) => (
              <Table.Tr key={row.id} data-model={row.id} className={classes.keep}>
                <Table.Th scope="row">
                  {row.label}
                  {row.isExperimental ? (
                    <Badge size="xs" ml={6} variant="outline" color="gray">
                      experimental
                    </Badge>
                  ) : null}
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={chart.bands[index]} className={classes.number}>
                    {value}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {results.goalRows.map((row) => (
              <Table.Tr key={row.label} className={`${classes.keep} ${classes.goalRow}`}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={chart.bands[index]} className={classes.number}>
                    {value}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {results.footnotes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
      <Box component="figure" m={0} className={classes.keep}>
        <Text component="figcaption" fw={700} size="sm" mb={4}>
          Reverberation time per octave band
        </Text>
        <ReportChart chart={chart} />
      </Box>
    </Stack>
  );
}
