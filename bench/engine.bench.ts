/**
 * Engine benchmark: time of `calculateRoom` for one room with 60 surfaces of every kind
 * (all seven models, six bands, warnings), median and p99 over many runs. Target: median
 * ≤ 5 µs in Node on the CI machine. The result is plain data without the per-surface
 * explanation; a second figure times the same call followed by `explainSurfaces`, as the
 * calculator's detail panels do.
 *
 * Standalone: `node --import tsx bench/engine.bench.ts`; from the runner: `runEngineBench()`.
 */
import { fileURLToPath } from 'node:url';
import { type CalcInput, calculateRoom, explainSurfaces, parseCalcDocument } from '@roomtone/acoustics';
import { percentile } from './percentile.ts';

/** Figures printed by the engine benchmark, in microseconds per room. */
export type EngineBenchResult = {
  surfaces: number;
  runs: number;
  medianMicroseconds: number;
  p99Microseconds: number;
  meanMicroseconds: number;
  targetMedianMicroseconds: number;
  meetsTarget: boolean;
  /** Median and p99 of the same call followed by `explainSurfaces`. */
  withExplanationMedianMicroseconds: number;
  withExplanationP99Microseconds: number;
};

const TARGET_MEDIAN_MICROSECONDS = 5;
const WARMUP_RUNS = 20_000;
const MEASURED_RUNS = 200_000;

/** Typical finish coefficients (0.02-0.62), different for every surface. */
function coefficients(seed: number): Record<string, number> {
  const bands = [125, 250, 500, 1000, 2000, 4000];
  return Object.fromEntries(
    bands.map((band, index) => [`a${band}`, ((seed * 7 + index * 13) % 61) / 100 + 0.02]),
  );
}

/**
 * A 20 × 15 × 8 m Metric room with `surfaceCount` surfaces: one existing-room surface and the
 * rest cycling through finishes, sabin objects, variable and absorption-constant surfaces,
 * with typical coefficients (mean absorption about 0.2-0.3) and coefficients limited.
 */
export function benchRoom(surfaceCount = 60): CalcInput {
  const surfaces: Record<string, unknown>[] = [{ type: 'existing-room-rt', rtAvg: 3 }];
  for (let index = 1; index < surfaceCount; index++) {
    const area = { lr: (index % 3) * 2 + 1, fr: (index % 5) + 1, fc: (index % 4) * 3 + 1 };
    const kind = index % 6;
    if (kind === 0)
      surfaces.push({ type: 'sabin-multiaxis-search', ...coefficients(index), multiplier: { fc: 2 } });
    else if (kind === 1) {
      surfaces.push({
        type: 'multiaxis-search-variable',
        finishA: coefficients(index),
        finishB: coefficients(index + 1),
        balance: 40,
        area,
      });
    } else if (kind === 2) {
      const perimeter = { lr: 4, fr: 4, fc: 4 };
      surfaces.push({
        type: 'multiaxis-absorption-constant',
        ...coefficients(index),
        k500: 0.05,
        area,
        perimeter,
      });
    } else surfaces.push({ type: 'multiaxis-search', ...coefficients(index), area });
  }
  const parsed = parseCalcDocument({
    units: { system: 'Metric' },
    len: 20,
    width: 15,
    height: 8,
    temperature: 21,
    settings: { limitCoefficients: true, airAbsorption: true },
    surfaces,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** Per-call times in µs, sorted: `calculateRoom`, then `explainSurfaces` when asked. */
function measure(
  room: CalcInput,
  isReadingExplanation: boolean,
  runs = MEASURED_RUNS,
): { samples: Float64Array; sink: number } {
  let sink = 0;
  for (let run = 0; run < WARMUP_RUNS; run++) sink += calculateRoom(room).volume;
  const samples = new Float64Array(runs);
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint();
    const result = calculateRoom(room);
    if (isReadingExplanation) sink += explainSurfaces(room, result).length;
    samples[run] = Number(process.hrtime.bigint() - start) / 1000;
    sink += result.volume;
  }
  samples.sort();
  return { samples, sink };
}

/**
 * The median µs of `calculateRoom` on the bench room over a short run: a reading of the machine's
 * speed at the time, printed beside other benchmarks' figures so that runs on a busier or slower
 * machine can be told apart from slower code.
 */
export function machineSpeedMicroseconds(): number {
  const { samples, sink } = measure(benchRoom(), false, 20_000);
  return sink === 0 ? Number.NaN : percentile(samples, 0.5);
}

/** Runs the benchmark, prints its figures and returns them. */
export async function runEngineBench(): Promise<EngineBenchResult> {
  const room = benchRoom();
  const { samples, sink } = measure(room, false);
  const explained = measure(room, true);
  const mean = samples.reduce((total, value) => total + value, 0) / samples.length;
  const figures: EngineBenchResult = {
    surfaces: room.surfaces.length,
    runs: MEASURED_RUNS,
    medianMicroseconds: percentile(samples, 0.5),
    p99Microseconds: percentile(samples, 0.99),
    meanMicroseconds: mean,
    targetMedianMicroseconds: TARGET_MEDIAN_MICROSECONDS,
    meetsTarget: percentile(samples, 0.5) <= TARGET_MEDIAN_MICROSECONDS,
    withExplanationMedianMicroseconds: percentile(explained.samples, 0.5),
    withExplanationP99Microseconds: percentile(explained.samples, 0.99),
  };
  if (sink === 0 || explained.sink === 0) console.log('');
  console.log(
    `engine: calculateRoom, ${figures.surfaces} surfaces, 7 models × 6 bands, ${figures.runs} runs: ` +
      `median ${figures.medianMicroseconds.toFixed(2)} µs, p99 ${figures.p99Microseconds.toFixed(2)} µs, ` +
      `mean ${figures.meanMicroseconds.toFixed(2)} µs (target median ≤ ${TARGET_MEDIAN_MICROSECONDS} µs: ` +
      `${figures.meetsTarget ? 'met' : 'NOT met'})`,
  );
  console.log(
    `engine: calculateRoom and explainSurfaces (detail panels): ` +
      `median ${figures.withExplanationMedianMicroseconds.toFixed(2)} µs, ` +
      `p99 ${figures.withExplanationP99Microseconds.toFixed(2)} µs`,
  );
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runEngineBench();
