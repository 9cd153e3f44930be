import { describe, expect, it } from 'vitest';
import { buildSharedView } from './shared-view.ts';

/** A 10 × 8 × 3 m room with two surfaces above 1.0 (Eyring's warning lists them): one without a name. */
const calc = {
  units: { system: 'Metric' },
  len: 10,
  width: 8,
  height: 3,
  surfaces: [
    {
      type: 'multiaxis-custom-alpha',
      name: 'Walls',
      a125: 0.05,
      a250: 0.05,
      a500: 0.05,
      a1000: 0.05,
      a2000: 0.05,
      a4000: 0.05,
      area: { lr: 60, fr: 48 },
    },
    {
      type: 'multiaxis-custom-alpha',
      name: '',
      a125: 0.1,
      a250: 0.1,
      a500: 1.2,
      a1000: 0.1,
      a2000: 0.1,
      a4000: 0.1,
      area: { fc: 10 },
    },
    {
      type: 'multiaxis-custom-alpha',
      name: ' Panels ',
      a125: 0.1,
      a250: 0.1,
      a500: 0.1,
      a1000: 1.5,
      a2000: 0.1,
      a4000: 0.1,
      area: { fc: 10 },
    },
  ],
};

describe('buildSharedView', () => {
  it("names a surface without a name 'Surface #2' in a warning's details, never 'Surface #2 :'", () => {
    const view = buildSharedView(calc);
    const details = view?.warnings.flatMap((warning) => warning.details) ?? [];
    expect(details).toContain('Surface #2: 500 Hz');
    expect(details).toContain('Surface #3 Panels: 1000 Hz');
    expect(details.join('\n')).not.toMatch(/Surface #\d+ :/);
  });
});
