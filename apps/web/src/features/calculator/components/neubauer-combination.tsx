import { Stack, Table, Text } from '@mantine/core';
import { formatAlpha, formatRt, formatSabins, type NeubauerExplanation } from '@roomtone/acoustics';
import { NULL_REASON_TEXT } from '../model/model-texts.ts';
import { formatArea, formatExponent, formatShare, formatTerm } from '../model/neubauer-texts.ts';
import { Subscripted } from './subscripted.tsx';

type NeubauerCombinationProps = {
  explanation: NeubauerExplanation;
  /** The room's totals the groups share. */
  room: { totalArea: number; rtDecayDb: number; sabins: number };
  units: { area: string; sabins: string; term: string };
};

type Row = { label: string; walls: string; ceilingFloor: string };

/** Each group's mean reflection coefficient, sum, exponent, decay denominator and share of the time, and their sum. */
export function NeubauerCombination({ explanation, room, units }: NeubauerCombinationProps) {
  const { walls, ceilingFloor, result } = explanation;
  const rows: Row[] = [
    {
      label: `S_G, group area (${units.area})`,
      walls: formatArea(walls.area),
      ceilingFloor: formatArea(ceilingFloor.area),
    },
    {
      label: 'ρ_G = 1 − A_G/S_G',
      walls: formatAlpha(walls.reflection),
      ceilingFloor: formatAlpha(ceilingFloor.reflection),
    },
    {
      label: `Σ_G, sum of the face terms (${units.term})`,
      walls: formatTerm(walls.termSum),
      ceilingFloor: formatTerm(ceilingFloor.termSum),
    },
    {
      label: 'Correction Σ_G/(ρ_G·S_G)²',
      walls: formatExponent(walls.correction),
      ceilingFloor: formatExponent(ceilingFloor.correction),
    },
    {
      label: 'α*_G = −ln ρ̄ + correction',
      walls: formatExponent(walls.exponent),
      ceilingFloor: formatExponent(ceilingFloor.exponent),
    },
    {
      label: `D_G = S·α*_G + 4mV (${units.sabins})`,
      walls: formatSabins(walls.denominator),
      ceilingFloor: formatSabins(ceilingFloor.denominator),
    },
    {
      label: 'T_G = (S_G/S)·K·V/D_G (s)',
      walls: formatShare(walls.time),
      ceilingFloor: formatShare(ceilingFloor.time),
    },
  ];
  return (
    <Stack gap={6}>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {`Both groups start from the room's mean: ρ̄ = 1 − A/S = 1 − ${formatSabins(room.sabins)}/${formatArea(room.totalArea)} = ${formatAlpha(explanation.meanReflection)}, −ln ρ̄ = ${formatExponent(explanation.baseExponent)} (Eyring's exponent); air 4mV = ${formatSabins(explanation.airSabins)} ${units.sabins}.`}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={2} fz="xs" withTableBorder aria-label="Neubauer groups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Group G</Table.Th>
              <Table.Th ta="right">Walls (w)</Table.Th>
              <Table.Th ta="right">Ceiling and floor (cf)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={400}>
                  <Subscripted text={row.label} />
                </Table.Th>
                <Table.Td ta="right" ff="monospace">
                  {row.walls}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {row.ceilingFloor}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="neubauer-sum">
        <Subscripted
          text={`T = T_w + T_cf = ${formatShare(walls.time)} + ${formatShare(ceilingFloor.time)} = ${formatShare(explanation.rt60)} s`}
        />
        {room.rtDecayDb === 60 || result.value === null
          ? ''
          : `; for a ${room.rtDecayDb} dB decay T·${room.rtDecayDb}/60 = ${formatShare(result.value)} s`}
      </Text>
      {result.value === null ? (
        <Text size="sm" fw={600} data-testid="neubauer-band-result">
          {`Neubauer at ${explanation.frequencyHz} Hz has no value: ${NULL_REASON_TEXT[result.reason]}.`}
        </Text>
      ) : (
        <Text size="sm" fw={600} data-testid="neubauer-band-result">
          {`Neubauer at ${explanation.frequencyHz} Hz: ${formatRt(result.value)} s (results table, one decimal).`}
        </Text>
      )}
    </Stack>
  );
}
