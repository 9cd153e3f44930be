import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { explainNeubauer } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import { useMemo, useState } from 'react';
import { type CalculatedRoom, surfacesOf } from '../model/calculated-room.ts';
import { unitsOf } from '../model/model-texts.ts';
import { termUnit } from '../model/neubauer-texts.ts';
import { NeubauerCombination } from './neubauer-combination.tsx';
import { NeubauerFacesTable } from './neubauer-faces-table.tsx';
import { Subscripted } from './subscripted.tsx';

const BAND_CHOICES = CALC_BANDS.map((band) => ({ value: String(band), label: String(band) }));

/** The band shown first: 500 Hz, a mid band without air absorption (the docs' worked example). */
const FIRST_BAND = '500';

/**
 * Neubauer's eq. 20 face by face for one band, as the engine computed it: every face with its area,
 * absorption and the surfaces placed on it, each group's mean reflection coefficient, the face
 * terms and their sums, and how the two groups combine into the time.
 */
export function NeubauerTerms({ result }: { result: CalculatedRoom }) {
  const [band, setBand] = useState(FIRST_BAND);
  const bandIndex = CALC_BANDS.findIndex((value) => String(value) === band);
  const surfaces = surfacesOf(result);
  const explanation = useMemo(
    () => explainNeubauer(result, surfaces, bandIndex),
    [result, surfaces, bandIndex],
  );
  const units = useMemo(
    () => ({ ...unitsOf(result.unitSystem), term: termUnit(result.unitSystem) }),
    [result.unitSystem],
  );
  return (
    <Stack gap="xs" component="section" aria-label="Neubauer face by face" data-testid="neubauer-terms">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Eq. 20 face by face
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" id="neubauer-band-label">
            Band (Hz)
          </Text>
          <SegmentedControl
            size="xs"
            value={band}
            onChange={setBand}
            data={BAND_CHOICES}
            aria-labelledby="neubauer-band-label"
          />
        </Group>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Subscripted text="α*_G = −ln ρ̄ + Σ_{i∈G} ρ_i(ρ_i − ρ_G)·S_i² / (ρ_G·S_G)²" />
      </Text>
      <Text size="xs" c="dimmed">
        Each face is measured against its own group's mean reflection coefficient (walls: the four walls;
        ceiling and floor: the two). Means are area-weighted, where the transcription takes plain means. A
        surface sits on the face its placement names; on both faces its absorption is split evenly.
      </Text>
      {explanation === null ? (
        <Text size="xs" c="dimmed">
          This band has no face-by-face explanation.
        </Text>
      ) : (
        <>
          <NeubauerFacesTable
            walls={explanation.walls}
            ceilingFloor={explanation.ceilingFloor}
            surfaces={surfaces}
            units={units}
          />
          <NeubauerCombination
            explanation={explanation}
            room={{
              totalArea: result.totalArea,
              rtDecayDb: result.rtDecayDb,
              sabins: result.sabins[bandIndex] ?? 0,
            }}
            units={units}
          />
        </>
      )}
    </Stack>
  );
}
