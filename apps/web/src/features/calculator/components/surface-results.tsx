import { Table } from '@mantine/core';
import { formatAlpha, formatSabins, type SurfaceResult } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';

type SurfaceResultsProps = { result: SurfaceResult | undefined; sabinsLabel: string };

/** The results tab of a surface: its effective coefficients (above 0.30 in red) and sabins per band. */
export function SurfaceResults({ result, sabinsLabel }: SurfaceResultsProps) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table fz="xs" verticalSpacing={2} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {CALC_BANDS.map((band) => (
              <Table.Th key={band} ta="right">
                {band} Hz
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Coefficient</Table.Th>
            {CALC_BANDS.map((band, index) => {
              const alpha = result?.coefficients[index] ?? null;
              return (
                <Table.Td
                  key={band}
                  ta="right"
                  ff="monospace"
                  c={alpha !== null && alpha > 0.3 ? 'red.8' : undefined}
                >
                  {formatAlpha(alpha)}
                </Table.Td>
              );
            })}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{sabinsLabel}</Table.Th>
            {CALC_BANDS.map((band, index) => (
              <Table.Td key={band} ta="right" ff="monospace">
                {formatSabins(result?.sabins[index] ?? null)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
