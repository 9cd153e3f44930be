import { Table, Text } from '@mantine/core';
import { formatAlpha, formatSabins } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import { type ReactNode, useMemo } from 'react';
import { type CalculatedRoom, surfacesOf } from '../model/calculated-room.ts';

type AbsorptionBreakdownProps = { result: CalculatedRoom; sabinsLabel: string; lastRow: ReactNode };

function Row({ label, values }: { label: string; values: string[] }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        {label}
      </Table.Th>
      {values.map((value, index) => (
        <Table.Td key={CALC_BANDS[index]} ta="right" ff="monospace">
          {value}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** Sabins per surface and band, air absorption, totals and mean coefficients: what went into a method. */
export function AbsorptionBreakdown({ result, sabinsLabel, lastRow }: AbsorptionBreakdownProps) {
  const active = useMemo(() => surfacesOf(result).filter((surface) => surface.isActive), [result]);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={2} fz="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{sabinsLabel}</Table.Th>
            {CALC_BANDS.map((band) => (
              <Table.Th key={band} ta="right">
                {band} Hz
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {active.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text size="xs" c="dimmed">
                  No active surfaces.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {active.map((surface) => (
            <Row
              key={surface.index}
              label={`#${surface.index + 1} ${surface.name || 'Unnamed surface'}`}
              values={surface.sabins.map((value) => formatSabins(value))}
            />
          ))}
          <Row label="Surface absorption A" values={result.sabins.map((value) => formatSabins(value))} />
          <Row label="Air absorption 4mV" values={result.airSabins.map((value) => formatSabins(value))} />
          <Row label="Mean absorption ᾱ = A/S" values={result.meanAlpha.map((value) => formatAlpha(value))} />
          <Row
            label="ᾱ sidewalls (lr)"
            values={result.meanAlphaByAxis.lr.map((value) => formatAlpha(value))}
          />
          <Row
            label="ᾱ front/rear (fr)"
            values={result.meanAlphaByAxis.fr.map((value) => formatAlpha(value))}
          />
          <Row
            label="ᾱ floor/ceiling (fc)"
            values={result.meanAlphaByAxis.fc.map((value) => formatAlpha(value))}
          />
          {lastRow}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
