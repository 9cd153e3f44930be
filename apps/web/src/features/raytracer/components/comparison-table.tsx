import { Badge, Table, Text } from '@mantine/core';
import type { RaytraceResults } from '@roomtone/contracts';
import type { ComparisonRow } from '../model/comparison.ts';
import { bandLabel, secondsText, signedPercentText } from '../model/format.ts';

type ComparisonTableProps = { results: RaytraceResults; rows: ComparisonRow[] };

/** The simulated T30 per band beside each formula's RT60 and its difference in percent. */
export function ComparisonTable({ results, rows }: ComparisonTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={6} aria-label="Simulated T30 and the seven formulas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>RT60</Table.Th>
            {results.bands.map((band) => (
              <Table.Th key={band.frequencyHz} ta="right">
                {bandLabel(band.frequencyHz)}
              </Table.Th>
            ))}
            <Table.Th ta="right">Largest difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr fw={600}>
            <Table.Td>Simulated T30</Table.Td>
            {results.bands.map((band) => (
              <Table.Td key={band.frequencyHz} ta="right" ff="monospace">
                {secondsText(band.t30Seconds)}
              </Table.Td>
            ))}
            <Table.Td />
          </Table.Tr>
          {rows.map((row) => (
            <Table.Tr key={row.modelId}>
              <Table.Td>
                <Text size="sm" span>
                  {row.label}
                </Text>{' '}
                {row.agrees ? (
                  <Badge size="xs" color="teal" variant="light">
                    within 10 %
                  </Badge>
                ) : null}
              </Table.Td>
              {row.seconds.map((value, index) => (
                <Table.Td key={results.bands[index]?.frequencyHz ?? index} ta="right" ff="monospace">
                  <Text size="sm" ff="monospace" span>
                    {secondsText(value)}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace" display="block">
                    {signedPercentText(row.differencePercent[index])}
                  </Text>
                </Table.Td>
              ))}
              <Table.Td ta="right" ff="monospace">
                {row.largestDifferencePercent === null
                  ? '—'
                  : `${Math.round(row.largestDifferencePercent)} %`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
