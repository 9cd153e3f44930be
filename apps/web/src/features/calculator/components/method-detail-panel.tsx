import { Badge, Card, Collapse, Group, List, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { formatRt, MODEL_METADATA, type ModelId } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import type { CalculatedRoom } from '../model/calculated-room.ts';
import { MODEL_FORMULAS, NULL_REASON_TEXT, temperatureText, unitsOf } from '../model/model-texts.ts';
import { AbsorptionBreakdown } from './absorption-breakdown.tsx';
import { NeubauerTerms } from './neubauer-terms.tsx';

type MethodDetailPanelProps = {
  id: ModelId;
  /** Read only while the panel is open, so closed panels skip re-rendering on every change. */
  result: CalculatedRoom | null;
  isOpen: boolean;
  /** A field stops the calculation (the results table names it). */
  isStopped?: boolean;
  dispatch: Dispatch<CalcAction>;
};

/** What went into one method: geometry, absorption per surface and band, formula, citation and null reasons. */
export const MethodDetailPanel = memo(function MethodDetailPanel({
  id,
  result,
  isOpen,
  isStopped = false,
  dispatch,
}: MethodDetailPanelProps) {
  const metadata = MODEL_METADATA[id];
  const bodyId = `method-detail-${id}`;
  const units = unitsOf(result?.unitSystem ?? 'Metric');
  const nullBands =
    result === null
      ? []
      : result.rt[id].flatMap((band, index) =>
          band.reason === null ? [] : [{ frequency: CALC_BANDS[index], reason: band.reason }],
        );
  return (
    <Card withBorder padding={0}>
      <UnstyledButton
        onClick={() => dispatch({ type: 'toggleGuiFlag', group: 'panels', id })}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        p="sm"
        w="100%"
      >
        <Group gap="xs" wrap="nowrap">
          {isOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          <Text fw={600} size="sm">
            {metadata.label}
          </Text>
          {metadata.experimental ? (
            <Badge size="xs" color="orange.4" variant="filled" autoContrast>
              experimental
            </Badge>
          ) : null}
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen}>
        <Stack gap="xs" p="sm" pt={0} id={bodyId}>
          {isOpen && result !== null ? (
            <>
              <Text size="sm" ff="monospace">
                {MODEL_FORMULAS[id]}
              </Text>
              <Text size="xs" c="dimmed">
                {metadata.citation}
              </Text>
              <Text size="xs">{metadata.note}</Text>
              <Text size="xs">
                {`V = ${result.volume.toFixed(2)} ${units.volume}; S = ${result.totalArea.toFixed(2)} ${units.area} (lr ${result.geometricAreas.lr.toFixed(2)}, fr ${result.geometricAreas.fr.toFixed(2)}, fc ${result.geometricAreas.fc.toFixed(2)}); c = ${result.speedOfSound.toFixed(1)} ${units.length}/s at ${temperatureText(result.temperatureCelsius, result.unitSystem)}; K = ${result.k.toFixed(5)} s/${units.length}; decay ${result.rtDecayDb} dB.`}
              </Text>
              <AbsorptionBreakdown
                result={result}
                sabinsLabel={`Absorption (${units.sabins})`}
                lastRow={
                  <Table.Tr>
                    <Table.Th scope="row">RT {metadata.label} (s)</Table.Th>
                    {result.rt[id].map((band, index) => (
                      <Table.Td key={CALC_BANDS[index]} ta="right" ff="monospace" fw={600}>
                        {formatRt(band.value)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                }
              />
              {id === 'neubauer' ? <NeubauerTerms result={result} /> : null}
              {nullBands.length > 0 ? (
                <List size="xs">
                  {nullBands.map((band) => (
                    <List.Item
                      key={band.frequency}
                    >{`${band.frequency} Hz has no value: ${NULL_REASON_TEXT[band.reason]}.`}</List.Item>
                  ))}
                </List>
              ) : null}
            </>
          ) : null}
          {isOpen && result === null ? (
            <Text size="sm" c="dimmed">
              {isStopped
                ? 'The calculation stops at a field (the results table says which); this explanation returns once the field holds a valid value.'
                : 'Enter the room dimensions to see what goes into this method.'}
            </Text>
          ) : null}
        </Stack>
      </Collapse>
    </Card>
  );
});
