/**
 * Identities the models must satisfy, checked over random rooms with fast-check:
 * uniform absorption makes Eyring = Fitzroy-Eyring = Arau-Puchades = Neubauer and
 * Sabine = Fitzroy; Eyring ≤ Sabine; Arau-Puchades ≤ Fitzroy-Eyring; Metric and Imperial
 * give the same seconds; an existing-room surface alone gives back its RT under Sabine;
 * rtDecay scales linearly; and any valid input computes without NaN or a throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { MODEL_IDS } from './models/metadata.ts';
import { parseCalcDocument } from './parse.ts';
import { createFinish, createRoom, uniformSurface } from './testing/factories.ts';
import type { CalcInput } from './types.ts';
import { convertCalcDocument } from './unit-conversion.ts';

const dimension = fc.double({ min: 1, max: 40, noNaN: true });
const alpha = fc.double({ min: 0.01, max: 0.95, noNaN: true });
const bandAlphas = fc.array(alpha, { minLength: 6, maxLength: 6 });
const fraction = fc.double({ min: 0, max: 0.2, noNaN: true });
const temperature = fc.double({ min: -10, max: 40, noNaN: true });
const settings = fc.record({ limitCoefficients: fc.boolean(), airAbsorption: fc.boolean() });

const RELATIVE = 1e-9;

function expectClose(actual: number | null | undefined, expected: number | null | undefined): void {
  expect(actual).not.toBeNull();
  expect(expected).not.toBeNull();
  const a = actual ?? Number.NaN;
  const b = expected ?? Number.NaN;
  expect(Math.abs(a - b)).toBeLessThanOrEqual(RELATIVE * Math.max(Math.abs(a), Math.abs(b)));
}

/** A room whose finishes cover random fractions (≤ 100 %) of each axis. */
const unevenRoom = fc
  .record({
    length: dimension,
    width: dimension,
    height: dimension,
    temperature,
    settings,
    finishes: fc.array(fc.record({ alphas: bandAlphas, lr: fraction, fr: fraction, fc: fraction }), {
      minLength: 1,
      maxLength: 5,
    }),
  })
  .map(
    ({ length, width, height, finishes, ...rest }): CalcInput =>
      createRoom({
        ...rest,
        length,
        width,
        height,
        surfaces: finishes.map((finish) =>
          createFinish(finish.alphas, {
            lr: finish.lr * 2 * length * height,
            fr: finish.fr * 2 * width * height,
            fc: finish.fc * 2 * length * width,
          }),
        ),
      }),
  );

describe('model identities over random rooms', () => {
  it('with uniform absorption Eyring = Fitzroy-Eyring = Arau-Puchades = Neubauer and Sabine = Fitzroy', () => {
    fc.assert(
      fc.property(
        dimension,
        dimension,
        dimension,
        bandAlphas,
        settings,
        (length, width, height, alphas, flags) => {
          const room = createRoom({
            length,
            width,
            height,
            settings: flags,
            surfaces: [uniformSurface(length, width, height, alphas)],
          });
          const { rt } = calculateRoom(room);
          for (let band = 0; band < 6; band++) {
            const eyring = rt.eyring[band]?.value;
            expectClose(rt.fitzroyEyring[band]?.value, eyring);
            expectClose(rt.arauPuchades[band]?.value, eyring);
            expectClose(rt.neubauer[band]?.value, eyring);
            expectClose(rt.fitzroy[band]?.value, rt.sabine[band]?.value);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('Eyring ≤ Sabine and Arau-Puchades ≤ Fitzroy-Eyring', () => {
    fc.assert(
      fc.property(unevenRoom, (room) => {
        const { rt } = calculateRoom(room);
        for (let band = 0; band < 6; band++) {
          const sabine = rt.sabine[band]?.value ?? null;
          const eyring = rt.eyring[band]?.value ?? null;
          const arau = rt.arauPuchades[band]?.value ?? null;
          const fitzroyEyring = rt.fitzroyEyring[band]?.value ?? null;
          if (sabine !== null && eyring !== null) expect(eyring).toBeLessThanOrEqual(sabine * (1 + RELATIVE));
          if (arau !== null && fitzroyEyring !== null)
            expect(arau).toBeLessThanOrEqual(fitzroyEyring * (1 + RELATIVE));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same seconds for the same room in Metric and Imperial', () => {
    fc.assert(
      fc.property(
        dimension,
        dimension,
        dimension,
        temperature.filter((value) => value !== 20),
        bandAlphas,
        fraction,
        fc.boolean(),
        (length, width, height, celsius, alphas, share, airAbsorption) => {
          const coefficients = Object.fromEntries(
            alphas.map((value, band) => [`a${[125, 250, 500, 1000, 2000, 4000][band]}`, value]),
          );
          const metric = {
            units: { system: 'Metric' },
            len: length,
            width,
            height,
            temperature: celsius,
            settings: { airAbsorption },
            surfaces: [
              {
                type: 'multiaxis-search',
                ...coefficients,
                area: { lr: share * length * height, fc: share * length * width },
              },
              { type: 'sabin-multiaxis-search', ...coefficients, multiplier: { fr: 3 } },
              { type: 'existing-room-rt', rtAvg: 2 + share },
            ],
          };
          const metricInput = parseCalcDocument(metric);
          const imperialInput = parseCalcDocument(convertCalcDocument(metric, 'Imperial'));
          if (!metricInput.ok || !imperialInput.ok) throw new Error('parse failed');
          const metricRt = calculateRoom(metricInput.value).rt;
          const imperialRt = calculateRoom(imperialInput.value).rt;
          for (const id of MODEL_IDS) {
            metricRt[id].forEach((band, index) => {
              const imperial = imperialRt[id][index]?.value ?? null;
              if (band.value === null) expect(imperial).toBeNull();
              else expectClose(imperial, band.value);
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an existing-room surface alone gives back its measured RT under Sabine', () => {
    fc.assert(
      fc.property(
        dimension,
        dimension,
        dimension,
        fc.array(fc.double({ min: 0.1, max: 10, noNaN: true }), { minLength: 6, maxLength: 6 }),
        settings,
        (length, width, height, measured, flags) => {
          const room = createRoom({
            length,
            width,
            height,
            settings: flags,
            surfaces: [
              {
                kind: 'existing-room',
                type: 'existing-room-rt',
                name: 'As built',
                isInactive: false,
                rt: measured,
              },
            ],
          });
          calculateRoom(room).rt.sabine.forEach((band, index) => {
            expectClose(band.value, measured[index]);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('scales every model linearly with rtDecay', () => {
    fc.assert(
      fc.property(unevenRoom, fc.double({ min: 1, max: 120, noNaN: true }), (room, decay) => {
        const at60 = calculateRoom(room).rt;
        const atDecay = calculateRoom({ ...room, rtDecayDb: decay }).rt;
        for (const id of MODEL_IDS) {
          at60[id].forEach((band, index) => {
            if (band.value === null) expect(atDecay[id][index]?.value).toBeNull();
            else expectClose(atDecay[id][index]?.value, (band.value * decay) / 60);
          });
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('robustness over random valid documents', () => {
  const number = fc.oneof(fc.double({ min: -50, max: 500, noNaN: true }), fc.constant(0));
  const coefficient = fc.double({ min: -0.5, max: 1.6, noNaN: true });
  const axisValues = fc.record({ lr: number, fr: number, fc: number });
  const coefficientFields = fc.record({
    a125: coefficient,
    a250: coefficient,
    a500: coefficient,
    a1000: coefficient,
    a2000: coefficient,
    a4000: coefficient,
  });
  const surface = fc.oneof(
    fc
      .record({
        type: fc.constantFrom('multiaxis-search', 'vendor-x', 'multiaxis-custom-alpha'),
        area: axisValues,
        inactive: fc.boolean(),
      })
      .chain((s) => coefficientFields.map((c) => ({ ...s, ...c }))),
    coefficientFields.map((c) => ({ type: 'sabin-multiaxis-search', ...c, multiplier: { fc: 4 } })),
    fc
      .record({
        balance: fc.integer({ min: 0, max: 100 }),
        finishA: coefficientFields,
        finishB: coefficientFields,
        area: axisValues,
      })
      .map((s) => ({ type: 'multiaxis-search-variable', ...s })),
    fc
      .record({ rtAvg: fc.double({ min: -1, max: 8, noNaN: true }) })
      .map((s) => ({ type: 'existing-room-rt', ...s })),
    coefficientFields.chain((c) =>
      axisValues.map((perimeter) => ({
        type: 'multiaxis-absorption-constant',
        ...c,
        k500: 0.1,
        perimeter,
        area: { lr: 5 },
      })),
    ),
    fc
      .record({ occupancy: fc.integer({ min: 0, max: 100 }), width: number, len: number })
      .chain((s) => coefficientFields.map((c) => ({ type: 'audience-area', ...s, ...c }))),
    coefficientFields.map((c) => ({
      type: 'master-with-reducers',
      ...c,
      area: { fc: 50 },
      reducers: [{ area: { fc: 10 } }],
    })),
  );
  const document = fc.record({
    units: fc.record({ system: fc.constantFrom('Metric', 'Imperial') }),
    len: fc.double({ min: 0.1, max: 200, noNaN: true }),
    width: fc.double({ min: 0.1, max: 200, noNaN: true }),
    height: fc.double({ min: 0.1, max: 50, noNaN: true }),
    // Within the physical range of both unit systems (-50..60 °C, -58..140 °F).
    temperature: fc.double({ min: -30, max: 60, noNaN: true }),
    rtDecay: fc.double({ min: 1, max: 60, noNaN: true }),
    settings,
    surfaces: fc.array(surface, { maxLength: 8 }),
  });

  it('never throws and never returns NaN for any model', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const parsed = parseCalcDocument(doc);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const result = calculateRoom(parsed.value);
        for (const id of MODEL_IDS) {
          for (const band of result.rt[id]) {
            if (band.value === null) expect(band.reason).not.toBeNull();
            else expect(Number.isFinite(band.value)).toBe(true);
          }
        }
        expect(result.meanAlpha.every(Number.isFinite)).toBe(true);
        expect(result.sabins.every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
