import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import type { RaytraceResults } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { agreementSentence, comparisonRows } from './comparison.ts';
import { DEFAULT_TYPED_ROOM, typedRoomDocument } from './typed-room.ts';

function roomResult(rtDecay = 60) {
  const parsed = parseCalcDocument({ ...typedRoomDocument(DEFAULT_TYPED_ROOM), rtDecay });
  if (!parsed.ok) throw new Error(parsed.message);
  return calculateRoom(parsed.value);
}

/** Results whose T30 is the given value in every band. */
function simulationWith(t30: (band: number) => number | null): RaytraceResults {
  const bands = [125, 250, 500, 1000, 2000, 4000];
  return {
    bands: bands.map((frequencyHz, index) => ({
      frequencyHz,
      t20Seconds: null,
      t30Seconds: t30(index),
      edtSeconds: null,
      t30SpreadSeconds: null,
      c50Db: null,
      c80Db: null,
      d50: null,
      fits: { t20: null, t30: null, edt: null },
    })),
    decayCurves: bands.map((frequencyHz) => ({ frequencyHz, stepSeconds: 0.005, levelsDb: [0] })),
    directArrivalSeconds: 0.01,
    imageSourceCount: 1,
    rayCount: 100,
    receiverRadiusM: 0.5,
    durationSeconds: 1,
    speedOfSoundMps: 343.4,
  };
}

describe('comparisonRows', () => {
  it('compares each formula on a 60 dB decay with the simulated T30, in percent of the simulation', () => {
    const result = roomResult(30);
    const sabine = result.rt.sabine.map((band) => (band.value ?? 0) * 2);
    const rows = comparisonRows(
      result,
      simulationWith((band) => (sabine[band] ?? 0) / 1.25),
    );
    const sabineRow = rows.find((row) => row.modelId === 'sabine');
    expect(sabineRow?.seconds[2]).toBeCloseTo(sabine[2] ?? 0, 12);
    expect(sabineRow?.differencePercent[2]).toBeCloseTo(25, 10);
    expect(sabineRow?.agrees).toBe(false);
  });

  it('names the formulas within 10 % in every band, and the closest when none is', () => {
    const result = roomResult();
    const eyring = result.rt.eyring.map((band) => band.value ?? 0);
    const close = comparisonRows(
      result,
      simulationWith((band) => (eyring[band] ?? 0) * 1.05),
    );
    expect(close.find((row) => row.modelId === 'eyring')?.agrees).toBe(true);
    expect(agreementSentence(close, '0.20')).toMatch(
      /Eyring .*with the simulated T30 within 10 % in every band for this room at scattering 0\.20\./,
    );
    const far = comparisonRows(
      result,
      simulationWith(() => 50),
    );
    expect(agreementSentence(far, '0.20')).toMatch(/^None of the seven formulas agrees .* The closest is /);
  });

  it('leaves a band out of the difference when the simulation has no T30 there, and then nothing agrees', () => {
    const result = roomResult();
    const eyring = result.rt.eyring.map((band) => band.value ?? 0);
    const rows = comparisonRows(
      result,
      simulationWith((band) => (band === 0 ? null : (eyring[band] ?? 0))),
    );
    const row = rows.find((entry) => entry.modelId === 'eyring');
    expect(row?.differencePercent[0]).toBeNull();
    expect(row?.agrees).toBe(false);
  });
});
