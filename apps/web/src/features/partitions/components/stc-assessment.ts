import { STC_BANDS, soundTransmissionClass, stcContour } from '@roomtone/acoustics';
import { PARTITION_TL_BANDS, type Partition, type PartitionTlField } from '@roomtone/contracts';
import type { ChartPoint } from './transmission-loss-chart.tsx';

/** What can be said about a partition's STC. */
export type StcAssessment =
  | {
      kind: 'recomputed';
      published: number;
      recomputed: number;
      totalDeficiency: number;
      maxDeficiency: number;
      contour: ChartPoint[];
    }
  | { kind: 'not-recomputed'; published: number; reason: string; contour: ChartPoint[] };

function levelAt(partition: Partition, band: number): number | null {
  return partition[`t${band}` as PartitionTlField];
}

/** The partition's transmission loss as chart points (bands without a value are left out). */
export function curveOf(partition: Partition): ChartPoint[] {
  return PARTITION_TL_BANDS.flatMap((band) => {
    const level = levelAt(partition, band);
    return level === null ? [] : [{ frequencyHz: band, levelDb: level }];
  });
}

function contourPoints(stc: number): ChartPoint[] {
  const values = stcContour(stc);
  return STC_BANDS.map((band, index) => ({ frequencyHz: band, levelDb: values[index] ?? 0 }));
}

/**
 * The STC recomputed per ASTM E413 by the acoustics engine where the 16 third-octave bands
 * 125-4000 Hz are all present; otherwise the published STC and the reason it cannot be checked.
 */
export function assessStc(partition: Partition): StcAssessment {
  const published = partition.stc;
  if (partition.bandType === 'octave') {
    return {
      kind: 'not-recomputed',
      published,
      reason:
        'The source gives octave-band values only. ASTM E413 rates the 16 third-octave bands from 125 to 4000 Hz, so the published STC cannot be recomputed here.',
      contour: contourPoints(published),
    };
  }
  const levels = STC_BANDS.map((band) => levelAt(partition, band));
  const missing = STC_BANDS.filter((_, index) => levels[index] === null);
  const rating =
    missing.length === 0 ? soundTransmissionClass(levels.map((level) => level ?? Number.NaN)) : null;
  if (!rating) {
    return {
      kind: 'not-recomputed',
      published,
      reason: `The third-octave curve lacks ${missing.map((band) => `${band} Hz`).join(', ')}, so ASTM E413 cannot be applied.`,
      contour: contourPoints(published),
    };
  }
  return {
    kind: 'recomputed',
    published,
    recomputed: rating.stc,
    totalDeficiency: rating.totalDeficiency,
    maxDeficiency: rating.maxDeficiency,
    contour: contourPoints(rating.stc),
  };
}
