/**
 * Property-based tests of the seven models over random rooms (fast-check): every value is null or
 * a finite positive number; with uniform absorption Fitzroy = Sabine and Fitzroy-Eyring =
 * Arau-Puchades = Neubauer = Eyring, and no model is more than 10 % below Eyring; scaling the
 * three dimensions by k with fixed coefficients scales every RT by k (air absorption off; for
 * Tohyama, a wave model, at a frequency scaled by 1/k).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { MODEL_IDS } from './models/metadata.ts';
import type { BandInput } from './models/model-types.ts';
import { tohyama } from './models/tohyama.ts';
import { createFinish, createRoom, uniformSurface } from './testing/factories.ts';
import type { CalcInput, FacePlacement } from './types.ts';

const dimension = fc.double({ min: 0.5, max: 200, noNaN: true });
/** A value in steps of 0.0001 (no subnormal absorption that rounds to zero when scaled). */
const stepped = (min: number, max: number) =>
  fc.integer({ min: min * 10_000, max: max * 10_000 }).map((value) => value / 10_000);
const RELATIVE = 1e-9;
const airOff = { limitCoefficients: false, airAbsorption: false };

const placement: fc.Arbitrary<FacePlacement | null> = fc.option(
  fc.record({
    lr: fc.constantFrom('left' as const, 'right' as const, 'both' as const),
    fr: fc.constantFrom('front' as const, 'rear' as const, 'both' as const),
    fc: fc.constantFrom('ceiling' as const, 'floor' as const, 'both' as const),
  }),
);

/** Any room: finishes with coefficients from −0.2 to 1.5 over fractions (even above 1 or negative) of each axis. */
const anyRoom = fc
  .record({
    length: dimension,
    width: dimension,
    height: dimension,
    airAbsorption: fc.boolean(),
    limitCoefficients: fc.boolean(),
    finishes: fc.array(
      fc.record({
        alphas: fc.array(stepped(-0.2, 1.5), { minLength: 6, maxLength: 6 }),
        share: fc.record({ lr: stepped(-0.5, 1.5), fr: stepped(-0.5, 1.5), fc: stepped(-0.5, 1.5) }),
        placement,
      }),
      { maxLength: 6 },
    ),
  })
  .map(
    ({ length, width, height, airAbsorption, limitCoefficients, finishes }): CalcInput =>
      createRoom({
        length,
        width,
        height,
        settings: { airAbsorption, limitCoefficients },
        surfaces: finishes.map((finish) =>
          createFinish(
            finish.alphas,
            {
              lr: finish.share.lr * 2 * length * height,
              fr: finish.share.fr * 2 * width * height,
              fc: finish.share.fc * 2 * length * width,
            },
            { placement: finish.placement },
          ),
        ),
      }),
  );

const uniformAlpha = fc.double({ min: 0.01, max: 0.98, noNaN: true });

function expectClose(actual: number | null | undefined, expected: number | null | undefined): void {
  expect(actual).toBeTypeOf('number');
  expect(expected).toBeTypeOf('number');
  const a = actual ?? Number.NaN;
  const b = expected ?? Number.NaN;
  expect(Math.abs(a - b)).toBeLessThanOrEqual(RELATIVE * Math.max(Math.abs(a), Math.abs(b)));
}

describe('the models over random rooms', () => {
  it('give every band either null (with a reason) or a finite positive time, never 0 or negative', () => {
    fc.assert(
      fc.property(anyRoom, (room) => {
        const { rt } = calculateRoom(room);
        for (const id of MODEL_IDS) {
          for (const band of rt[id]) {
            if (band.value === null) expect(band.reason).not.toBeNull();
            else {
              expect(Number.isFinite(band.value), id).toBe(true);
              expect(band.value, id).toBeGreaterThan(0);
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('with uniform absorption: Fitzroy = Sabine, and Fitzroy-Eyring = Arau-Puchades = Neubauer = Eyring', () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, uniformAlpha, fc.boolean(), (l, w, h, alpha, air) => {
        const room = createRoom({
          length: l,
          width: w,
          height: h,
          settings: { limitCoefficients: false, airAbsorption: air },
          surfaces: [uniformSurface(l, w, h, alpha)],
        });
        const { rt } = calculateRoom(room);
        for (let band = 0; band < 6; band++) {
          expectClose(rt.fitzroy[band]?.value, rt.sabine[band]?.value);
          for (const id of ['fitzroyEyring', 'arauPuchades', 'neubauer'] as const) {
            expectClose(rt[id][band]?.value, rt.eyring[band]?.value);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with uniform absorption no model is more than 10 % below Eyring', () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, uniformAlpha, fc.boolean(), (l, w, h, alpha, air) => {
        const room = createRoom({
          length: l,
          width: w,
          height: h,
          settings: { limitCoefficients: false, airAbsorption: air },
          surfaces: [uniformSurface(l, w, h, alpha)],
        });
        const { rt } = calculateRoom(room);
        for (let band = 0; band < 6; band++) {
          const eyring = rt.eyring[band]?.value ?? Number.NaN;
          for (const id of MODEL_IDS) {
            expect(rt[id][band]?.value ?? 0, id).toBeGreaterThanOrEqual(0.9 * eyring);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('scaling the three dimensions by k (fixed coefficients, air off) scales every RT by k', () => {
    const scale = fc.double({ min: 0.1, max: 10, noNaN: true });
    fc.assert(
      fc.property(anyRoom, scale, (room, k) => {
        const scaled: CalcInput = {
          ...room,
          settings: airOff,
          length: room.length * k,
          width: room.width * k,
          height: room.height * k,
          surfaces: room.surfaces.map((surface) =>
            surface.kind === 'finish'
              ? {
                  ...surface,
                  area: {
                    lr: surface.area.lr * k * k,
                    fr: surface.area.fr * k * k,
                    fc: surface.area.fc * k * k,
                  },
                }
              : surface,
          ),
        };
        const original = calculateRoom({ ...room, settings: airOff }).rt;
        const larger = calculateRoom(scaled).rt;
        for (const id of MODEL_IDS) {
          // Tohyama weighs the 2-D field by the modal count c/(2·h·f): a wave model, it scales with
          // the room only together with the wavelength (checked below).
          if (id === 'tohyama') continue;
          for (let band = 0; band < 6; band++) {
            const before = original[id][band]?.value ?? null;
            const after = larger[id][band]?.value ?? null;
            expect(after === null, id).toBe(before === null);
            if (before !== null && after !== null) {
              expect(Math.abs(after - k * before), id).toBeLessThanOrEqual(1e-7 * k * before);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Tohyama scales by k when the room grows by k and the frequency falls by k', () => {
    const alpha = fc.double({ min: 0, max: 0.95, noNaN: true });
    fc.assert(
      fc.property(
        dimension,
        dimension,
        dimension,
        alpha,
        alpha,
        alpha,
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.constantFrom(125, 250, 500, 1000, 2000, 4000),
        (l, w, h, lr, fr, fcAlpha, k, frequencyHz) => {
          fc.pre(lr + fr + fcAlpha > 0.01);
          const input = (factor: number, frequency: number): BandInput => {
            const areas = {
              lr: 2 * l * h * factor ** 2,
              fr: 2 * w * h * factor ** 2,
              fc: 2 * l * w * factor ** 2,
            };
            return {
              k: (24 * Math.LN10) / 343,
              volume: l * w * h * factor ** 3,
              areas,
              totalArea: areas.lr + areas.fr + areas.fc,
              sabins: { lr: lr * areas.lr, fr: fr * areas.fr, fc: fcAlpha * areas.fc },
              airSabins: 0,
              frequencyHz: frequency,
              speedOfSound: 343,
              height: h * factor,
            };
          };
          const before = tohyama(input(1, frequencyHz)).value;
          const after = tohyama(input(k, frequencyHz / k)).value;
          expect(before).not.toBeNull();
          expect(Math.abs((after ?? 0) - k * (before ?? 0))).toBeLessThanOrEqual(1e-9 * k * (before ?? 0));
        },
      ),
      { numRuns: 300 },
    );
  });
});
