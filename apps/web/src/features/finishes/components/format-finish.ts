import { FINISH_BANDS, type Finish } from '@roomtone/contracts';

/** Band labels of the six required bands, in order. */
export const BAND_LABELS = ['125', '250', '500', '1k', '2k', '4k'] as const;

/** A coefficient as published: at least 2 decimals, up to 3 (0.013 stays 0.013). */
export function formatCoefficient(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
}

/** The six band values of a finish, formatted. */
export function bandValuesOf(finish: Finish): string[] {
  return FINISH_BANDS.map((band) => formatCoefficient(finish[band]));
}

/** 'NRC 0.85', or the unit of a per-object finish (which has no NRC). */
export function nrcLabelOf(finish: Finish): string {
  if (finish.unit === 'sabin-per-object') return 'sabins (m²) per object';
  return finish.nrc === null ? 'NRC –' : `NRC ${formatCoefficient(finish.nrc)}`;
}

/** One line for screen readers and titles: name, coefficients per band, NRC. */
export function finishSummaryOf(finish: Finish): string {
  const bands = bandValuesOf(finish)
    .map((value, index) => `${BAND_LABELS[index]} Hz ${value}`)
    .join(', ');
  return `${finish.finishName}: ${bands}; ${nrcLabelOf(finish)}`;
}
