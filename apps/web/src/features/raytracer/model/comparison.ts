/**
 * The simulated T30 beside the seven formulas: each formula's RT60 per band (the calculator's
 * value rescaled from its decay range to 60 dB), its difference from the simulation in percent,
 * and which formulas agree within 10 % in every band.
 */
import { MODEL_IDS, MODEL_METADATA, type ModelId, type RoomResult } from '@roomtone/acoustics';
import type { RaytraceResults } from '@roomtone/contracts';

/** Two values agree when they differ by at most this share of the simulated value. */
export const AGREEMENT_SHARE = 0.1;

/** One formula's row. */
export type ComparisonRow = {
  modelId: ModelId;
  label: string;
  /** RT60 per band, seconds (`null`: the formula has no value). */
  seconds: (number | null)[];
  /** Difference from the simulated T30 per band, percent (`null` when either is missing). */
  differencePercent: (number | null)[];
  /** Largest absolute difference over the bands, percent. */
  largestDifferencePercent: number | null;
  agrees: boolean;
};

/** The formulas' rows for a room and a simulation of it. */
export function comparisonRows(result: RoomResult, simulation: RaytraceResults): ComparisonRow[] {
  const toSixty = 60 / result.rtDecayDb;
  return MODEL_IDS.map((modelId) => {
    const seconds = (result.rt[modelId] ?? []).map((band) =>
      band.value === null ? null : band.value * toSixty,
    );
    const differencePercent = seconds.map((value, index) => {
      const simulated = simulation.bands[index]?.t30Seconds ?? null;
      return value === null || simulated === null || simulated <= 0
        ? null
        : ((value - simulated) / simulated) * 100;
    });
    const known = differencePercent.filter((value): value is number => value !== null);
    const largestDifferencePercent = known.length === 0 ? null : Math.max(...known.map(Math.abs));
    return {
      modelId,
      label: MODEL_METADATA[modelId].label,
      seconds,
      differencePercent,
      largestDifferencePercent,
      agrees:
        known.length === seconds.length &&
        largestDifferencePercent !== null &&
        largestDifferencePercent <= AGREEMENT_SHARE * 100,
    };
  });
}

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The plain sentence naming the formulas that agree with the simulation. */
export function agreementSentence(rows: ComparisonRow[], scatteringText: string): string {
  const agreeing = rows.filter((row) => row.agrees).map((row) => row.label);
  const where = `for this room at scattering ${scatteringText}`;
  if (agreeing.length === rows.length)
    return `All seven formulas agree with the simulated T30 within 10 % in every band ${where}.`;
  if (agreeing.length > 0) {
    const verb = agreeing.length === 1 ? 'agrees' : 'agree';
    return `${listOf(agreeing)} ${verb} with the simulated T30 within 10 % in every band ${where}.`;
  }
  const closest = rows
    .filter((row) => row.largestDifferencePercent !== null)
    .sort((a, b) => (a.largestDifferencePercent ?? 0) - (b.largestDifferencePercent ?? 0))[0];
  const hint =
    closest === undefined
      ? ''
      : ` The closest is ${closest.label}, at most ${Math.round(closest.largestDifferencePercent ?? 0)} % off.`;
  return `None of the seven formulas agrees with the simulated T30 within 10 % in every band ${where}.${hint}`;
}
