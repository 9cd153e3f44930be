import { STC_BANDS, soundTransmissionClass } from '@roomtone/acoustics';

/** The octave band (Hz) that contains each third-octave band of the STC rating. */
function octaveOf(thirdOctaveHz: number): number {
  const octaves = [125, 250, 500, 1000, 2000, 4000];
  return octaves.reduce((best, octave) =>
    Math.abs(Math.log2(thirdOctaveHz / octave)) < Math.abs(Math.log2(thirdOctaveHz / best)) ? octave : best,
  );
}

/**
 * A consistency check only, not an ASTM E413 rating (E413 is defined on third-octave data):
 * gives each third-octave band the value of its octave band and rates the result. Used to flag
 * octave-band source rows whose published STC is far from what their own numbers suggest.
 */
export function octaveApproximateStc(octaveTlDb: readonly number[]): number | null {
  if (octaveTlDb.length !== 6) return null;
  const octaves = [125, 250, 500, 1000, 2000, 4000];
  const thirdOctaves = STC_BANDS.map((band) => octaveTlDb[octaves.indexOf(octaveOf(band))] ?? Number.NaN);
  return soundTransmissionClass(thirdOctaves)?.stc ?? null;
}
