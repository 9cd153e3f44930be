import { Table, Text } from '@mantine/core';
import type { RaytraceResults } from '@roomtone/contracts';
import { bandLabel, decibelText, ratioPercentText, secondsText } from '../model/format.ts';

/** T20, T30 with its spread, EDT, C50, C80 and D50 per band (ISO 3382-1). */
export function BandResultsTable({ results }: { results: RaytraceResults }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} aria-label="Simulated room-acoustic parameters">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Band</Table.Th>
            <Table.Th ta="right">T20</Table.Th>
            <Table.Th ta="right">T30</Table.Th>
            <Table.Th ta="right">EDT</Table.Th>
            <Table.Th ta="right">C50</Table.Th>
            <Table.Th ta="right">C80</Table.Th>
            <Table.Th ta="right">D50</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.bands.map((band) => (
            <Table.Tr key={band.frequencyHz}>
              <Table.Td>{bandLabel(band.frequencyHz)}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {secondsText(band.t20Seconds)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {secondsText(band.t30Seconds)}
                {band.t30SpreadSeconds === null ? null : (
                  <Text span size="xs" c="dimmed" ff="monospace">
                    {' '}
                    ± {band.t30SpreadSeconds.toFixed(2)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {secondsText(band.edtSeconds)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {decibelText(band.c50Db)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {decibelText(band.c80Db)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {ratioPercentText(band.d50)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
