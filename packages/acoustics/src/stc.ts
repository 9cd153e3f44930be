/**
 * Sound Transmission Class per ASTM E413 from third-octave transmission loss 125-4000 Hz
 * (16 bands). The reference contour, relative to its 500 Hz value, is
 * −16, −13, −10, −7, −4, −1, 0, +1, +2, +3, +4, +4, +4, +4, +4, +4 dB. The STC is the
 * highest contour (whole dB at 500 Hz) for which the deficiencies (contour above TL) sum
 * to at most 32 dB and none exceeds 8 dB.
 * Reference: ASTM E413, Classification for Rating Sound Insulation.
 */

/** The 16 third-octave bands of the rating, in Hz. */
export const STC_BANDS = [
  125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000,
] as const;

/** Contour offsets from the 500 Hz value, one per band, in dB. */
export const STC_CONTOUR_OFFSETS = [-16, -13, -10, -7, -4, -1, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4] as const;

/** Largest allowed sum of deficiencies, in dB. */
export const STC_MAX_DEFICIENCY_SUM = 32;

/** Largest allowed single deficiency, in dB. */
export const STC_MAX_DEFICIENCY = 8;

/** An STC rating with what a chart needs to draw it. */
export type StcResult = {
  stc: number;
  /** Reference contour value per band at the rating. */
  contour: number[];
  /** `max(0, contour − TL)` per band. */
  deficiencies: number[];
  totalDeficiency: number;
  maxDeficiency: number;
};

/** Reference contour of a given STC, one value per band. */
export function stcContour(stc: number): number[] {
  return STC_CONTOUR_OFFSETS.map((offset) => stc + offset);
}

function deficienciesAt(stc: number, transmissionLoss: readonly number[]): number[] {
  return STC_CONTOUR_OFFSETS.map((offset, band) => Math.max(0, stc + offset - (transmissionLoss[band] ?? 0)));
}

function fits(deficiencies: number[]): boolean {
  const sum = deficiencies.reduce((total, value) => total + value, 0);
  // Compare at 1e-9 dB so 32.000000000001 from decimal inputs still counts as 32.
  return sum <= STC_MAX_DEFICIENCY_SUM + 1e-9 && Math.max(...deficiencies) <= STC_MAX_DEFICIENCY + 1e-9;
}

/**
 * Rates 16 third-octave transmission-loss values (125-4000 Hz, dB). Returns `null` when
 * there are not exactly 16 finite values.
 */
export function soundTransmissionClass(transmissionLoss: readonly number[]): StcResult | null {
  if (transmissionLoss.length !== STC_BANDS.length || !transmissionLoss.every(Number.isFinite)) return null;
  // No contour can fit once its lowest margin passes 8 dB, so start there and step down.
  let stc = Math.floor(
    Math.min(...transmissionLoss.map((value, band) => value - (STC_CONTOUR_OFFSETS[band] ?? 0))) +
      STC_MAX_DEFICIENCY,
  );
  let deficiencies = deficienciesAt(stc, transmissionLoss);
  while (!fits(deficiencies)) {
    stc -= 1;
    deficiencies = deficienciesAt(stc, transmissionLoss);
  }
  return {
    stc,
    contour: stcContour(stc),
    deficiencies,
    totalDeficiency: deficiencies.reduce((total, value) => total + value, 0),
    maxDeficiency: Math.max(...deficiencies),
  };
}
