import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Finish } from '@roomtone/contracts';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  configuration,
  finishCategories,
  finishes,
  partitionElements,
  partitions,
} from '../src/db/schema/index.ts';
import { readFinishSeed } from '../src/db/seed/finishes/seed-files.ts';
import { seedPartitions } from '../src/db/seed/partitions/seed-partitions.ts';
import { FINISH_CATEGORIES } from '../src/db/seed/reference-data.ts';
import { seedReferenceData } from '../src/db/seed/seed-reference.ts';
import { parseCsvWithHeader } from '../src/lib/csv.ts';
import { seedFinishes } from '../src/modules/finishes/finish-import.service.ts';
import { finishBody, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();

/** The source tables the seed files are built from, kept in the repository. */
const SOURCES = resolve(import.meta.dirname, '../../../reference-data');
const PARTITION_SEED = resolve(import.meta.dirname, '../src/db/seed/partitions/partitions.v1.json');

function sourceRows(file: string): Record<string, string>[] {
  const { header, rows } = parseCsvWithHeader(readFileSync(join(SOURCES, file), 'utf8'));
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row.fields[index] ?? ''])));
}

function partitionSeed(): { elements: unknown[]; rows: { sourceKey: string; source: string }[] } {
  return JSON.parse(readFileSync(PARTITION_SEED, 'utf8'));
}

async function count(query: Promise<{ count: number }[]>): Promise<number> {
  return (await query)[0]?.count ?? -1;
}

describe('reference data seeding', () => {
  it('loads every row of the seed files, with its source', async () => {
    const db = getApp().context.database.db;
    const seed = readFinishSeed();
    const seeded = await db
      .select({ finishId: finishes.finishId, source: finishes.source })
      .from(finishes)
      .where(isNotNull(finishes.finishId));
    expect(seeded).toHaveLength(seed.rows.length);
    const sources = new Map(seeded.map((row) => [row.finishId, row.source]));
    for (const row of seed.rows) {
      expect(sources.get(row.finishId), row.finishId).toBe(row.source);
      expect(row.source, row.finishId).not.toBe('');
    }
    const partitionFile = partitionSeed();
    const loaded = await db
      .select({ sourceKey: partitions.sourceKey, source: partitions.source })
      .from(partitions);
    expect(new Map(loaded.map((row) => [row.sourceKey, row.source]))).toEqual(
      new Map(partitionFile.rows.map((row) => [row.sourceKey, row.source])),
    );
    const elementCount = db.select({ count: sql<number>`count(*)::int` }).from(partitionElements);
    expect(await count(elementCount)).toBe(partitionFile.elements.length);
    const categoryCount = db.select({ count: sql<number>`count(*)::int` }).from(finishCategories);
    expect(await count(categoryCount)).toBe(FINISH_CATEGORIES.length);
  });

  it('keeps every row of the source tables in reference-data', () => {
    const finishRows = sourceRows('finishes.csv');
    const seed = readFinishSeed();
    expect(seed.rows).toHaveLength(finishRows.length);
    expect(seed.rows.map((row) => row.source)).toEqual(finishRows.map((row) => row.source));
    const partitionFile = partitionSeed();
    const partitionRows = [...sourceRows('partitions-octave-reference.csv'), ...sourceRows('partitions.csv')];
    expect(partitionFile.rows).toHaveLength(partitionRows.length);
    expect(partitionFile.rows.map((row) => row.source).sort()).toEqual(
      partitionRows.map((row) => row.source).sort(),
    );
    expect(partitionFile.elements).toHaveLength(sourceRows('elements.csv').length);
  });

  it("inserts nothing the second time and keeps an administrator's edit of a seeded row", async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const [target] = await db
      .select({ id: finishes.id, finishId: finishes.finishId })
      .from(finishes)
      .where(eq(finishes.finishId, 'F0001'));
    if (!target) throw new Error('seeded finish F0001 is missing');
    const admin = await signIn(testApp, { admin: true });
    const edit = await admin.client.put(
      `/api/finishes/${target.id}`,
      finishBody({ name: 'Woodwool, edited by the administrator', a125: 0.3 }),
    );
    expect(edit.statusCode).toBe(200);
    const totalBefore = await count(db.select({ count: sql<number>`count(*)::int` }).from(finishes));

    // Forget that the seeds were applied, so they run in full again.
    await db.delete(configuration).where(eq(configuration.key, 'finishes.seed'));
    await db.delete(configuration).where(eq(configuration.key, 'partitions.seed'));
    await seedReferenceData(db);
    expect(await seedFinishes(db)).toEqual({ inserted: 0, updated: 0 });
    expect(await seedPartitions(db)).toEqual({ inserted: 0 });

    expect(await count(db.select({ count: sql<number>`count(*)::int` }).from(finishes))).toBe(totalBefore);
    const finish = (await admin.client.get('/api/finishes'))
      .json()
      .finishes.find((row: Finish) => row.id === target.id) as Finish;
    expect(finish).toMatchObject({ name: 'Woodwool, edited by the administrator', a125: 0.3 });
    const globals = await count(
      db.select({ count: sql<number>`count(*)::int` }).from(finishes).where(isNull(finishes.organizationId)),
    );
    expect(globals).toBe(readFinishSeed().rows.length);
  });
});
