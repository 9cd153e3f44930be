import { type CalcInput, calculateRoom } from '@roomtone/acoustics';
import { describe, expect, it } from 'vitest';
import { fitDecay, schroederCurve } from './decay.ts';
import { traceRays } from './ray-tracing.ts';
import { roomFromCalcInput, roomSpeedOfSound, roomVolume } from './room.ts';
import { simulate } from './simulate.ts';
import { settingsFor, shoebox } from './testing/rooms.ts';

const BAND_500 = 2;
const BAND_1000 = 3;

/** The 10 × 8 × 3 m room in the calculator's terms, each surface group with its own coefficient. */
function calcRoom(alpha: { lr: number; fr: number; fc: number }): CalcInput {
  const surface = (name: string, coefficient: number, area: { lr: number; fr: number; fc: number }) => ({
    kind: 'finish' as const,
    type: 'multiaxis-custom-alpha',
    name,
    isInactive: false,
    coefficients: [coefficient, coefficient, coefficient, coefficient, coefficient, coefficient],
    a63: null,
    area,
  });
  return {
    unitSystem: 'Metric',
    length: 10,
    width: 8,
    height: 3,
    temperature: 20,
    rtDecayDb: 60,
    settings: { limitCoefficients: false, airAbsorption: false },
    surfaces: [
      surface('Sidewalls', alpha.lr, { lr: 60, fr: 0, fc: 0 }),
      surface('Front and rear', alpha.fr, { lr: 0, fr: 48, fc: 0 }),
      surface('Floor and ceiling', alpha.fc, { lr: 0, fr: 0, fc: 160 }),
    ],
  };
}

function formulaAt(input: CalcInput, model: 'sabine' | 'eyring', band: number): number {
  const value = calculateRoom(input).rt[model][band]?.value;
  if (value === null || value === undefined) throw new Error(`${model} has no value`);
  return value;
}

describe('simulate, diffuse field', () => {
  const input = calcRoom({ lr: 0.2, fr: 0.2, fc: 0.2 });
  const room = roomFromCalcInput(input);
  const result = simulate(room, settingsFor(1));
  const t30 = result.bands[BAND_500]?.t30Seconds ?? 0;
  const eyring = formulaAt(input, 'eyring', BAND_500);

  it('takes the coefficients per surface group from the calculator', () => {
    expect(room.absorptionByAxis.lr[BAND_500]).toBeCloseTo(0.2, 12);
    expect(room.absorptionByAxis.fc[BAND_500]).toBeCloseTo(0.2, 12);
    expect(roomVolume(room)).toBe(240);
  });

  it('gives a T30 within 5 % of Kuttruff’s diffuse-field result with uniform α 0.2 and scattering 1', () => {
    // Kuttruff, Room Acoustics (6th ed., §5.5): the spread of free path lengths (relative variance
    // γ² ≈ 0.4 in rectangular rooms) lengthens Eyring's time by 1/(1 + γ²/2·ln(1 − ᾱ)).
    const kuttruff = eyring / (1 + (0.4 / 2) * Math.log(1 - 0.2));
    expect(Math.abs(t30 / kuttruff - 1)).toBeLessThan(0.05);
    // Eyring itself (the limit of equal free paths) is slightly shorter: about 5 %.
    expect(t30).toBeGreaterThan(eyring);
    expect(t30 / eyring - 1).toBeLessThan(0.06);
  });

  it('gives the same T30 in every band when nothing depends on frequency', () => {
    for (const band of result.bands) expect(band.t30Seconds).toBe(t30);
  });

  it('reports T20, EDT, C50, C80 and D50 consistent with one exponential decay', () => {
    const band = result.bands[BAND_500];
    expect(Math.abs((band?.t20Seconds ?? 0) / t30 - 1)).toBeLessThan(0.05);
    expect(Math.abs((band?.edtSeconds ?? 0) / t30 - 1)).toBeLessThan(0.1);
    const d50 = band?.d50 ?? 0;
    expect(d50).toBeGreaterThan(0);
    expect(d50).toBeLessThan(1);
    expect(band?.c50Db).toBeCloseTo(10 * Math.log10(d50 / (1 - d50)), 10);
    expect(band?.c80Db).toBeGreaterThan(band?.c50Db ?? 0);
  });
});

describe('simulate, specular room with absorption on one axis', () => {
  const input = calcRoom({ lr: 0.02, fr: 0.02, fc: 0.5 });
  const room = roomFromCalcInput(input);
  const specular = simulate(room, settingsFor(0));
  const diffuse = simulate(room, settingsFor(1));
  const sabine = formulaAt(input, 'sabine', BAND_500);
  const eyring = formulaAt(input, 'eyring', BAND_500);

  it('decays more slowly than Sabine and Eyring predict', () => {
    const t30 = specular.bands[BAND_500]?.t30Seconds ?? 0;
    expect(t30).toBeGreaterThan(2 * sabine);
    expect(t30).toBeGreaterThan(2 * eyring);
    // Fully diffuse walls mix the field again and bring it back near Eyring.
    const diffuseT30 = diffuse.bands[BAND_500]?.t30Seconds ?? 0;
    expect(Math.abs(diffuseT30 / eyring - 1)).toBeLessThan(0.1);
  });

  it('bends: the late part of the decay is slower than its start', () => {
    const curve = specular.decayCurves[BAND_500];
    const levels = curve?.levelsDb ?? [];
    const step = curve?.stepSeconds ?? 0;
    const start = fitDecay(levels, 0, step, -5, -15);
    const late = fitDecay(levels, 0, step, -25, -35);
    expect(late?.seconds ?? 0).toBeGreaterThan(1.3 * (start?.seconds ?? Number.POSITIVE_INFINITY));
    expect(specular.bands[BAND_500]?.edtSeconds ?? 0).toBeLessThan(specular.bands[BAND_500]?.t30Seconds ?? 0);
    // The diffuse room's decay stays straight.
    const diffuseLevels = diffuse.decayCurves[BAND_500]?.levelsDb ?? [];
    const diffuseStart = fitDecay(diffuseLevels, 0, step, -5, -15)?.seconds ?? 0;
    const diffuseLate = fitDecay(diffuseLevels, 0, step, -25, -35)?.seconds ?? 0;
    expect(Math.abs(diffuseLate / diffuseStart - 1)).toBeLessThan(0.15);
  });
});

describe('simulate, reproducibility', () => {
  const room = shoebox({ all: 0.2 });

  it('gives the same result to the last digit for the same seed', () => {
    const settings = settingsFor(0.5, { rayCount: 2000, seed: 99 });
    expect(simulate(room, settings)).toEqual(simulate(room, settings));
  });

  it('gives T30 within the stated spread for different seeds', () => {
    const results = [11, 12, 13, 14, 15, 16].map((seed) => simulate(room, settingsFor(1, { seed })));
    const t30s = results.map((result) => result.bands[BAND_1000]?.t30Seconds ?? 0);
    const spreads = results.map((result) => result.bands[BAND_1000]?.t30SpreadSeconds ?? 0);
    const mean = t30s.reduce((sum, value) => sum + value, 0) / t30s.length;
    const deviation = Math.sqrt(
      t30s.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (t30s.length - 1),
    );
    // The ± figure is two standard errors: the seeds' standard deviation is about half of it.
    const meanSpread = spreads.reduce((sum, value) => sum + value, 0) / spreads.length;
    expect(deviation).toBeLessThan(meanSpread);
    expect(deviation).toBeGreaterThan(0.15 * meanSpread);
    for (const value of t30s) expect(Math.abs(value - mean)).toBeLessThan(1.5 * meanSpread);
    expect(new Set(t30s).size).toBe(t30s.length);
  });

  it('refuses zero rays and a receiver outside the room before tracing', () => {
    expect(() => simulate(room, settingsFor(0.5, { rayCount: 0 }))).toThrow(RangeError);
    expect(() => simulate(room, settingsFor(0.5, { receiver: { x: 11, y: 2, z: 1 } }))).toThrow(RangeError);
  });
});

describe('energy', () => {
  const options = { binSeconds: 0.001, durationSeconds: 0.6, receiverRadiusM: 0.5, isRecordingEnergy: true };

  it('is conserved with every α 0 and air absorption off: nothing is lost and the decay is flat', () => {
    const room = shoebox({ all: 0 });
    const settings = settingsFor(1, { rayCount: 5000, imageSourceOrder: 0 });
    const traced = traceRays(room, settings, options);
    const inFlight = traced.energyInFlight ?? new Float64Array();
    expect(inFlight.length).toBeGreaterThan(0);
    for (const value of inFlight) expect(value).toBeCloseTo(1, 9);
    // Once mixed, the fluence per bin is c·Δt/V (energy density 1/V): flat, with noise only.
    const expected = (roomSpeedOfSound(room) * options.binSeconds) / roomVolume(room);
    const fluenceAt = (bin: number) => {
      let sum = 0;
      for (let batch = 0; batch < 8; batch++)
        sum += traced.histogram[(batch * 6 + 2) * traced.binCount + bin] ?? 0;
      return sum;
    };
    const windows: number[] = [];
    for (let start = 100; start + 100 <= traced.binCount; start += 100) {
      let sum = 0;
      for (let bin = start; bin < start + 100; bin++) sum += fluenceAt(bin);
      windows.push(sum / 100);
    }
    expect(windows.length).toBe(5);
    for (const value of windows) expect(Math.abs(value / expected - 1)).toBeLessThan(0.1);
    const mean = windows.reduce((sum, value) => sum + value, 0) / windows.length;
    expect(Math.abs(mean / expected - 1)).toBeLessThan(0.05);
    // No trend: the last window is as loud as the first, within the noise.
    expect(Math.abs(10 * Math.log10((windows[4] ?? 0) / (windows[0] ?? 1)))).toBeLessThan(0.5);
  });

  it('decreases monotonically with absorption and air', () => {
    const room = shoebox({ lr: 0.1, fr: 0.3, fc: 0.05 }, true);
    const traced = traceRays(room, settingsFor(0.3, { rayCount: 2000 }), options);
    const inFlight = traced.energyInFlight ?? new Float64Array();
    const bins = inFlight.length / 6;
    for (let band = 0; band < 6; band++) {
      for (let bin = 1; bin < bins; bin++) {
        expect(inFlight[band * bins + bin]).toBeLessThanOrEqual(inFlight[band * bins + bin - 1] ?? 0);
      }
      expect(inFlight[band * bins + bins - 1]).toBeLessThan(inFlight[band * bins] ?? 0);
    }
    const result = simulate(room, settingsFor(0.3, { rayCount: 2000 }));
    for (const curve of result.decayCurves) {
      for (let index = 1; index < curve.levelsDb.length; index++) {
        expect(curve.levelsDb[index]).toBeLessThanOrEqual(curve.levelsDb[index - 1] ?? 0);
      }
    }
    expect(schroederCurve([1, 0, 1], 0)[1]).toBeCloseTo(10 * Math.log10(0.5), 12);
  });
});
