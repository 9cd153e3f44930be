import { describe, expect, it } from 'vitest';
import { convertCalcDocument } from './unit-conversion.ts';

describe('convertCalcDocument', () => {
  const metric = {
    units: { system: 'Metric' },
    len: 3.048,
    width: '6.096',
    height: '',
    temperature: 25,
    surfaces: [
      {
        type: 'multiaxis-search',
        a500: 0.5,
        area: { lr: 0.09290304, fr: '', sum: 0.09290304 },
        panel: { lr: { len: 0.3048, qty: 2 } },
      },
      { type: 'sabin-multiaxis-search', a500: 0.9290304, multiplier: { fc: 3 } },
      { type: 'multiaxis-absorption-constant', k500: 0.3048, perimeter: { lr: 0.6096 } },
    ],
  };

  it('converts lengths, areas, sabins, edge constants and temperature, keeping value types', () => {
    const imperial = convertCalcDocument(metric, 'Imperial') as typeof metric;
    expect(imperial.units.system).toBe('Imperial');
    expect(imperial.len).toBeCloseTo(10, 12);
    expect(Number(imperial.width)).toBeCloseTo(20, 12);
    expect(imperial.height).toBe('');
    expect(imperial.temperature).toBeCloseTo(77, 12);
    expect(imperial.surfaces).toMatchObject([
      {
        a500: 0.5,
        area: { lr: expect.closeTo(1, 12), fr: '', sum: expect.closeTo(1, 12) },
        panel: { lr: { len: expect.closeTo(1, 12), qty: 2 } },
      },
      { a500: expect.closeTo(10, 12), multiplier: { fc: 3 } },
      { k500: expect.closeTo(1, 12), perimeter: { lr: expect.closeTo(2, 12) } },
    ]);
  });

  it('round-trips and leaves the input unchanged', () => {
    const back = convertCalcDocument(convertCalcDocument(metric, 'Imperial'), 'Metric') as typeof metric;
    expect(back.len).toBeCloseTo(3.048, 12);
    expect(back.temperature).toBeCloseTo(25, 12);
    expect(metric.len).toBe(3.048);
  });

  it('resets a default temperature to the new default (20 °C ↔ 72 °F)', () => {
    expect(
      (convertCalcDocument({ ...metric, temperature: 20 }, 'Imperial') as typeof metric).temperature,
    ).toBe(72);
    const imperial = { units: { system: 'Imperial' }, temperature: '72' };
    expect((convertCalcDocument(imperial, 'Metric') as typeof metric).temperature).toBe('20');
  });

  it('returns a copy when already in the target system', () => {
    const copy = convertCalcDocument(metric, 'Metric');
    expect(copy).toEqual(metric);
    expect(copy).not.toBe(metric);
  });
});
