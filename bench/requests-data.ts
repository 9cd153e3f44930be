/** The classroom the request benchmark saves as a revision: walls, floor and an absorptive ceiling. */
export function classroomCalcForBench(): Record<string, unknown> {
  const walls = { a125: 0.01, a250: 0.02, a500: 0.02, a1000: 0.03, a2000: 0.04, a4000: 0.05 };
  const ceiling = { a125: 0.3, a250: 0.55, a500: 0.7, a1000: 0.75, a2000: 0.8, a4000: 0.8 };
  return {
    name: 'Classroom',
    units: { system: 'Metric' },
    len: 7,
    width: 6,
    height: 4,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: false, airAbsorption: true },
    surfaces: [
      { type: 'multiaxis-custom-alpha', name: 'Painted plaster walls', ...walls, area: { lr: 56, fr: 48 } },
      { type: 'multiaxis-custom-alpha', name: 'Mineral fibre ceiling tile', ...ceiling, area: { fc: 42 } },
    ],
  };
}
