import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { partitions } from '../src/db/schema/index.ts';
import { findDuplicatePartitions, insertPartitions } from '../src/modules/partitions/partitions.repo.ts';
import { useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();
const FIRST = { sourceKey: 'dup-check-1', labName: 'Riverside Lab', testNo: 'TL-1' };
const SECOND = { sourceKey: 'dup-check-2', labName: 'Hillside Lab', testNo: 'TL-2' };
const STORED = [FIRST, SECOND];
afterEach(async () => {
  const { db } = getApp().context.database;
  await db.delete(partitions).where(
    inArray(
      partitions.sourceKey,
      STORED.map((row) => row.sourceKey),
    ),
  );
});

describe('the duplicate check of a partitions import', () => {
  it('checks a file of 30,000 rows (90,000 values, more than one statement takes) and finds the stored ones', async () => {
    const { db } = getApp().context.database;
    await insertPartitions(
      db,
      STORED.map((row) => ({
        ...row,
        category: 'Walls',
        description: 'A stored laboratory partition',
        elementCodes: [],
        stc: 45,
        bandType: 'third-octave' as const,
      })),
    );
    const candidates = Array.from({ length: 30_000 }, (_, index) => ({
      sourceKey: `file-row-${index}`,
      labName: 'A laboratory nobody has heard of',
      testNo: `T-${index}`,
    }));
    candidates[7] = { sourceKey: FIRST.sourceKey, labName: 'Other lab', testNo: '' };
    candidates[29_000] = { sourceKey: 'a new key', labName: SECOND.labName, testNo: SECOND.testNo };

    const duplicates = await findDuplicatePartitions(db, candidates);

    expect(duplicates.map((row) => row.sourceKey).sort()).toEqual([FIRST.sourceKey, SECOND.sourceKey].sort());
  });
});
