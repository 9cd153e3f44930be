/**
 * What reading a search page of finishes costs in the server: the JSON text PostgreSQL answers for
 * a page of 20 finishes (35 fields each), parsed and checked by the hand-written decoder the search
 * uses (`finishRowOf`, apps/server/src/modules/finishes/finish-json.ts), and by the obvious
 * alternative, a zod schema of the same fields with the same checks. Prints the median time per
 * page of nine runs of 2,000 pages after a warm-up, the three ways taking turns.
 * Run: `npm run bench -- finish-json`.
 */
import { z } from 'zod';
import { finishRowOf } from '../apps/server/src/modules/finishes/finish-json.ts';

const PAGE_SIZE = 20;

/** A finish as the search's JSON carries it (keys of `FinishRow`, dates as ISO text). */
function sampleRow(index: number) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    finishId: `F${String(index).padStart(4, '0')}`,
    categoryId: '00000000-0000-4000-8000-000000000001',
    organizationId: null,
    isSponsor: false,
    name: `Acoustic ceiling tile ${index}, 15 mm, suspended`,
    description: 'Mineral fibre tile on an exposed grid, 400 mm plenum',
    altkeywords: 'ceiling tile; suspended ceiling; lay-in tile',
    manufacturer: '',
    model: '',
    thickness: '15 mm',
    density: '',
    feat1: '',
    feat2: '',
    feat3: '',
    feat4: '',
    feat5: '',
    mounting: 'E-400',
    suggest: true,
    unit: 'coefficient',
    a63: null,
    a125: 0.35,
    a250: 0.42,
    a500: 0.57,
    a1000: 0.7,
    a2000: 0.76,
    a4000: 0.74,
    source: 'Hall 1987',
    flags: '',
    createdBy: null,
    createdOn: '2026-11-01T09:00:00.000Z',
    updatedOn: '2026-11-01T09:00:00.000Z',
    categoryName: 'Ceilings',
    categoryIsPublic: true,
  };
}

const instant = z.string().transform((value, context) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) context.addIssue({ code: 'custom', message: 'not a date' });
  return date;
});
const FinishRowSchema = z.object({
  id: z.string(),
  finishId: z.string().nullable(),
  categoryId: z.string().nullable(),
  organizationId: z.string().nullable(),
  isSponsor: z.boolean(),
  name: z.string(),
  description: z.string(),
  altkeywords: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  thickness: z.string(),
  density: z.string(),
  feat1: z.string(),
  feat2: z.string(),
  feat3: z.string(),
  feat4: z.string(),
  feat5: z.string(),
  mounting: z.string(),
  suggest: z.boolean(),
  unit: z.enum(['coefficient', 'sabin-per-object']),
  a63: z.number().nullable(),
  a125: z.number(),
  a250: z.number(),
  a500: z.number(),
  a1000: z.number(),
  a2000: z.number(),
  a4000: z.number(),
  source: z.string(),
  flags: z.string(),
  createdBy: z.string().nullable(),
  createdOn: instant,
  updatedOn: instant,
  categoryName: z.string().nullable(),
  categoryIsPublic: z.boolean().nullable(),
});

/** Microseconds per page of one run of 2,000 pages. */
function runMicroseconds(decodePage: () => unknown): number {
  const started = performance.now();
  for (let index = 0; index < 2_000; index++) decodePage();
  return ((performance.now() - started) / 2_000) * 1_000;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/**
 * The median of nine runs of each way, the ways taking turns run by run, so that a machine busy
 * with other work slows each of them alike.
 */
function medianMicrosecondsInTurns(ways: (() => unknown)[]): number[] {
  for (const way of ways) runMicroseconds(way);
  const runs: number[][] = ways.map(() => []);
  for (let run = 0; run < 9; run++) {
    for (const [index, way] of ways.entries()) runs[index]?.push(runMicroseconds(way));
  }
  return runs.map(median);
}

export async function runFinishJsonBench(): Promise<{
  parseUs: number;
  handWrittenUs: number;
  zodUs: number;
}> {
  const page = JSON.stringify(Array.from({ length: PAGE_SIZE }, (_, index) => sampleRow(index + 1)));
  const handWritten = () => (JSON.parse(page) as unknown[]).map(finishRowOf);
  const withZod = () => (JSON.parse(page) as unknown[]).map((row) => FinishRowSchema.parse(row));
  if (JSON.stringify(handWritten()) !== JSON.stringify(withZod())) {
    throw new Error('the two decoders read the page differently');
  }
  const [parseUs = Number.NaN, handWrittenUs = Number.NaN, zodUs = Number.NaN] = medianMicrosecondsInTurns([
    () => JSON.parse(page),
    handWritten,
    withZod,
  ]);
  console.log(
    `\nA search page of ${PAGE_SIZE} finishes as JSON: ${parseUs.toFixed(1)} µs to parse it; parsed and checked, ` +
      `${handWrittenUs.toFixed(1)} µs with the hand-written decoder, ${zodUs.toFixed(1)} µs with a zod schema of ` +
      `the same fields (median of 9 runs of 2,000 pages each, taking turns)`,
  );
  return { parseUs, handWrittenUs, zodUs };
}
