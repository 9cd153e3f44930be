import type { Requirement } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';

/**
 * What the RT graph draws besides the methods of the open variant (issue 24): the chosen
 * standard's tolerance band, and extra curves (the room with its proposals, each variant).
 */

/** One band of a tolerance: the target and its limits in seconds (`null`: no limit on that side). */
export type TolerancePoint = { index: number; target: number; lower: number | null; upper: number | null };

/** The chosen room type's tolerance band, at the graph's bands. */
export type ToleranceBand = { label: string; points: TolerancePoint[] };

/** An extra curve: one value per band (`null` where there is none), with its stroke. */
export type GraphOverlay = {
  id: string;
  label: string;
  values: (number | null)[];
  color: string;
  dash: string;
};

/** Stroke of the room with its proposals: the chosen model's colour family, dashed. */
export const PROPOSAL_STYLE = { color: '#5f3dc4', dash: '7 4' } as const;

/** Strokes of the variants, in order: each its own dash pattern, so they read in greyscale too. */
export const VARIANT_STYLES: readonly { color: string; dash: string }[] = [
  { color: '#212529', dash: '' },
  { color: '#d9480f', dash: '10 4' },
  { color: '#0b7285', dash: '3 3' },
  { color: '#862e9c', dash: '12 3 3 3' },
  { color: '#5c940d', dash: '6 2 2 2 2 2' },
  { color: '#a61e4d', dash: '1 3' },
];

/** The stroke of the variant at `index` in the list: the styles repeat past the last. */
export function variantStyleOf(index: number): { color: string; dash: string } {
  return VARIANT_STYLES[index % VARIANT_STYLES.length] ?? { color: '#212529', dash: '' };
}

/**
 * The tolerance band of a requirement at the graph's bands: each listed band of a band-limits
 * rule; the mean's bands of a mean-limit rule, at its limits; nothing for an absorption rule
 * (A/V is not a reverberation time).
 */
export function toleranceOf(requirement: Requirement | null, label: string): ToleranceBand | null {
  if (requirement === null) return null;
  if (requirement.kind === 'band-limits') {
    const points = CALC_BANDS.flatMap((frequencyHz, index) => {
      const limit = requirement.limits.find((candidate) => candidate.frequencyHz === frequencyHz);
      return limit === undefined
        ? []
        : [{ index, target: limit.target, lower: limit.lower, upper: limit.upper }];
    });
    return points.length === 0 ? null : { label, points };
  }
  if (requirement.kind === 'mean-limit') {
    const points = CALC_BANDS.flatMap((frequencyHz, index) =>
      requirement.bands.includes(frequencyHz)
        ? [{ index, target: requirement.target, lower: requirement.lower, upper: requirement.upper }]
        : [],
    );
    return points.length === 0 ? null : { label, points };
  }
  return null;
}

/** Runs of neighbouring bands (a tolerance with a gap is drawn as separate areas). */
export function contiguousRuns(points: readonly TolerancePoint[]): TolerancePoint[][] {
  const runs: TolerancePoint[][] = [];
  for (const point of points) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run !== undefined && last !== undefined && point.index === last.index + 1) run.push(point);
    else runs.push([point]);
  }
  return runs;
}
