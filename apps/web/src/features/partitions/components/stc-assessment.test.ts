import { STC_BANDS, stcContour } from '@roomtone/acoustics';
import { PARTITION_TL_FIELDS, type Partition, type PartitionTlField } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { assessStc, curveOf } from './stc-assessment.ts';

function partition(overrides: Partial<Partition>): Partition {
  const empty = Object.fromEntries(PARTITION_TL_FIELDS.map((field) => [field, null])) as Record<
    PartitionTlField,
    null
  >;
  return {
    id: 'p-1',
    sourceKey: 'LAB-1',
    category: 'Walls',
    description: 'Test wall',
    elements: ['GB13'],
    stc: 42,
    bandType: 'third-octave',
    labName: 'Lab',
    testNo: 'T-1',
    testDate: '2019-03-14',
    source: 'Lab report',
    flags: '',
    ...empty,
    ...overrides,
  };
}

/** A third-octave curve equal to the STC-40 contour: ASTM E413 rates it STC 42. */
function stc42Curve(): Partial<Partition> {
  const contour = stcContour(40);
  return Object.fromEntries(STC_BANDS.map((band, index) => [`t${band}`, contour[index]]));
}

describe('assessStc', () => {
  it('recomputes a complete third-octave curve per ASTM E413 beside the published STC', () => {
    const assessment = assessStc(partition({ ...stc42Curve(), stc: 43 }));
    expect(assessment).toMatchObject({
      kind: 'recomputed',
      published: 43,
      recomputed: 42,
      totalDeficiency: 32,
    });
    expect(assessment.contour).toHaveLength(16);
    expect(assessment.contour[6]).toEqual({ frequencyHz: 500, levelDb: 42 });
  });

  it('says which bands are missing when the third-octave curve is incomplete', () => {
    const assessment = assessStc(partition({ ...stc42Curve(), t2500: null }));
    expect(assessment.kind).toBe('not-recomputed');
    expect(assessment.kind === 'not-recomputed' && assessment.reason).toMatch(/lacks 2500 Hz/);
  });

  it('explains that octave-band rows cannot be recomputed and draws the published contour', () => {
    const assessment = assessStc(partition({ bandType: 'octave', stc: 33, t125: 17, t250: 31, t500: 33 }));
    expect(assessment).toMatchObject({ kind: 'not-recomputed', published: 33 });
    expect(assessment.kind === 'not-recomputed' && assessment.reason).toMatch(/octave-band values only/);
    expect(assessment.contour[6]).toEqual({ frequencyHz: 500, levelDb: 33 });
    expect(curveOf(partition({ bandType: 'octave', t125: 17, t250: 31 }))).toEqual([
      { frequencyHz: 125, levelDb: 17 },
      { frequencyHz: 250, levelDb: 31 },
    ]);
  });
});
