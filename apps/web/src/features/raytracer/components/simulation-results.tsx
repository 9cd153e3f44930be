import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { RaytraceResults, RaytraceSettings } from '@roomtone/contracts';
import { useMemo, useState } from 'react';
import { agreementSentence, comparisonRows } from '../model/comparison.ts';
import type { SimulatedRoom } from '../model/simulated-room.ts';
import { BandResultsTable } from './band-results-table.tsx';
import { ComparisonGraph } from './comparison-graph.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { DecayCurves } from './decay-curves.tsx';

type SimulationResultsProps = {
  room: SimulatedRoom;
  results: RaytraceResults;
  settings: RaytraceSettings;
  elapsedMs: number | null;
  isStale: boolean;
};

function scatteringText(settings: RaytraceSettings): string {
  const { lr, fr, fc } = settings.scattering;
  return lr === fr && fr === fc
    ? lr.toFixed(2)
    : `${lr.toFixed(2)} (sidewalls), ${fr.toFixed(2)} (front and rear), ${fc.toFixed(2)} (floor and ceiling)`;
}

/** The parameters per band, the decay curves and the comparison with the seven formulas. */
export function SimulationResults({ room, results, settings, elapsedMs, isStale }: SimulationResultsProps) {
  const [band, setBand] = useState(2);
  const rows = useMemo(() => comparisonRows(room.result, results), [room.result, results]);
  const sentence = agreementSentence(rows, scatteringText(settings));
  const runText =
    `${results.rayCount.toLocaleString('en-US')} rays and ${results.imageSourceCount} image sources, seed ` +
    `${settings.seed}, receiver sphere ${results.receiverRadiusM.toFixed(2)} m, ` +
    `${results.durationSeconds.toFixed(1)} s simulated` +
    (elapsedMs === null ? '' : `, computed in ${(elapsedMs / 1000).toFixed(1)} s`);
  return (
    <Stack gap="md">
      {isStale ? (
        <Alert color="yellow" role="status">
          The room or the settings changed since this simulation. Run it again to see results for them.
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Comparison with the formulas
          </Title>
          <Text fw={500} data-testid="agreement-sentence">
            {sentence}
          </Text>
          <Text size="xs" c="dimmed">
            The formulas' RT60 for the same room (the calculator's values, on a 60 dB decay) beside the
            simulated T30, with the difference in percent of the simulation. The ± beside T30 is two standard
            errors between independent batches of rays: a run with another seed lands within it about 19 times
            in 20.
          </Text>
          <ComparisonTable results={results} rows={rows} />
          <ComparisonGraph results={results} rows={rows} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Decay curves
          </Title>
          <DecayCurves results={results} band={band} onBandChange={setBand} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Room-acoustic parameters (ISO 3382-1)
          </Title>
          <BandResultsTable results={results} />
          <Text size="xs" c="dimmed">
            {runText}. T20 and T30 from the Schroeder curve between −5 and −25 dB and −5 and −35 dB, EDT
            between 0 and −10 dB; C50, C80 and D50 from the energy before and after 50 and 80 ms.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
