/**
 * Turns the compiled source table `finishes.csv` (in `reference-data`, see docs/data.md) into the
 * project's seed files `finishes.v1.json` and `audience-presets.v1.json`. Run once per new source
 * table, read the diff, commit the JSON:
 *
 *   node --import tsx apps/server/src/db/seed/finishes/convert-sources.ts reference-data
 *
 * Every row is kept and every value stays as published; what looks wrong is named in `flags`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvWithHeader } from '../../../lib/csv.ts';
import { AUDIENCE_PRESET_DEFINITIONS } from './audience-preset-definitions.ts';
import type { AudiencePresetSeedFile, FinishSeedFile, FinishSeedRow } from './seed-format.ts';

/**
 * The data version of the rows: raised with every change to them, so that databases seeded with an
 * earlier one take the change (`seed-finishes.ts`). 2: product names without editorial notes.
 */
const FINISH_DATA_VERSION = 2;

const BANDS = ['a125', 'a250', 'a500', 'a1000', 'a2000', 'a4000'] as const;

/** Flags decided by reading the sources (docs/data.md explains each). */
const FLAGS_BY_NAME: Readonly<Record<string, string[]>> = {
  'Plasterboard on frame 100mm cavity, 13 mm': ['values-reversed-in-source'],
  'Plasterboard on frame, 100mm cavity with mineral wool, 13 mm': ['values-reversed-in-source'],
  'Curtain, 14 oz/sq yd fabric molleton': ['label-conflict'],
  'Theater seats, wood, 2/3 occupied': ['spectrum-irregular'],
  'Theater seats, wood, fully occupied': ['spectrum-irregular'],
};

function unitOf(row: Record<string, string>): FinishSeedRow['unit'] {
  const name = row.name ?? '';
  if (row.category === 'People') return 'sabin-per-object';
  if (/\(absorption per (person|item), m2\)/.test(name)) return 'sabin-per-object';
  if (name.includes('likely m2 per seat')) return 'sabin-per-object';
  return 'coefficient';
}

function flagsOf(row: Record<string, string>, values: number[], unit: FinishSeedRow['unit']): string[] {
  const flags = [...(FLAGS_BY_NAME[row.name ?? ''] ?? [])];
  if (unit === 'coefficient' && values.some((value) => value > 1)) flags.push('above-1');
  if (values.some((value) => value === 1)) flags.push('capped-1.00');
  if ((row.name ?? '').includes('likely m2 per seat')) flags.push('unit-uncertain');
  if ((row.description ?? '').includes('Unit not stated in the source table')) flags.push('unit-assumed');
  if ((row.source ?? '').includes('thickness fraction reconstructed')) flags.push('thickness-reconstructed');
  if ((row.name ?? '').includes('as printed')) flags.push('density-as-printed');
  return flags;
}

/**
 * Editorial notes the compiled table keeps in some names, and where each goes instead: the name
 * becomes the product's name, the note a detail (`feat1`, shown in the finish's details line) or
 * the density it states; the unit of per-object rows is the finish's unit already. docs/data.md.
 */
const NAME_NOTES: readonly { note: string; feat1?: string; density?: string }[] = [
  {
    note: ' (unit as in source; likely m2 per seat)',
    feat1: 'unit not stated in the source, read as m² per seat',
  },
  { note: ' (absorption per person, m2)', feat1: 'per person' },
  { note: ' (absorption per item, m2)' },
  { note: ' (1 lb/ft2 as printed)', density: '1 lb/ft2 (as printed)' },
];

/** The product name of a source row, and the details its editorial note holds. */
export function cleanNameOf(name: string): { name: string; feat1: string; density: string } {
  for (const rule of NAME_NOTES) {
    if (name.endsWith(rule.note)) {
      return { name: name.slice(0, -rule.note.length), feat1: rule.feat1 ?? '', density: rule.density ?? '' };
    }
  }
  return { name, feat1: '', density: '' };
}

/**
 * Search words added to rows by what they are (keywords are ours, not the sources'): the
 * suspended absorbers of the tables are what a user looks for as baffles.
 */
const KEYWORDS_BY_NAME: readonly { pattern: RegExp; keywords: string }[] = [
  { pattern: /^Hanging absorber panels/, keywords: 'baffle; suspended baffle; hanging baffle' },
];

function keywordsOf(row: Record<string, string>): string {
  const extra = KEYWORDS_BY_NAME.filter((rule) => rule.pattern.test(row.name ?? '')).map(
    (rule) => rule.keywords,
  );
  return [row.altkeywords ?? '', ...extra].filter((words) => words !== '').join('; ');
}

function toNumber(text: string, where: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new Error(`${where}: '${text}' is not a number`);
  return value;
}

function convert(dataDir: string): { finishes: FinishSeedFile; presets: AudiencePresetSeedFile } {
  const { header, rows } = parseCsvWithHeader(readFileSync(join(dataDir, 'finishes.csv'), 'utf8'));
  const seedRows: FinishSeedRow[] = rows.map((record, index) => {
    const row = Object.fromEntries(header.map((name, column) => [name, record.fields[column] ?? '']));
    const where = `finishes.csv line ${record.line}`;
    const values = BANDS.map((band) => toNumber(row[band] ?? '', `${where} ${band}`));
    const unit = unitOf(row);
    const [a125, a250, a500, a1000, a2000, a4000] = values as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const clean = cleanNameOf(row.name ?? '');
    return {
      finishId: `F${String(index + 1).padStart(4, '0')}`,
      category: row.category ?? '',
      name: clean.name,
      description: row.description ?? '',
      altkeywords: keywordsOf(row),
      manufacturer: row.manufacturer ?? '',
      model: row.model ?? '',
      thickness: row.thickness ?? '',
      density: row.density || clean.density,
      mounting: row.mounting ?? '',
      ...(clean.feat1 ? { feat1: clean.feat1 } : {}),
      unit,
      a63: row.a63 ? toNumber(row.a63, `${where} a63`) : null,
      a125,
      a250,
      a500,
      a1000,
      a2000,
      a4000,
      source: row.source ?? '',
      flags: flagsOf(row, values, unit).join(', '),
    };
  });
  const idByName = new Map(seedRows.map((row) => [row.name, row.finishId]));
  const presets = AUDIENCE_PRESET_DEFINITIONS.map((definition) => {
    const finishId = idByName.get(definition.finishName);
    if (!finishId)
      throw new Error(`audience preset ${definition.key}: no finish named '${definition.finishName}'`);
    return {
      key: definition.key,
      label: definition.label,
      seating: definition.seating,
      occupancy: definition.occupancy,
      finishId,
    };
  });
  return {
    finishes: {
      format: 'roomtone.finishes',
      formatVersion: 1,
      dataVersion: FINISH_DATA_VERSION,
      generatedFrom: 'finishes.csv and finishes-SOURCES.md (357 rows, ten public sources); see docs/data.md',
      rows: seedRows,
    },
    presets: { format: 'roomtone.audience-presets', formatVersion: 1, dataVersion: 1, presets },
  };
}

/** The source tables kept in the repository (`reference-data`), or the folder given. */
const dataDir =
  process.argv[2] ?? fileURLToPath(new URL('../../../../../../reference-data', import.meta.url));
const { finishes, presets } = convert(dataDir);
const here = import.meta.dirname;
writeFileSync(join(here, 'finishes.v1.json'), `${JSON.stringify(finishes, null, 2)}\n`);
writeFileSync(join(here, 'audience-presets.v1.json'), `${JSON.stringify(presets, null, 2)}\n`);
const flagged = finishes.rows.filter((row) => row.flags !== '');
console.log(
  `${finishes.rows.length} finishes (${flagged.length} flagged), ${presets.presets.length} audience presets`,
);
for (const row of flagged) console.log(`  ${row.finishId} ${row.flags}: ${row.name}`);
