import { ADMIN_PAGE_SIZE, type AdminFinishState } from '@roomtone/contracts';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finishCategories, finishes } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/list-paging.ts';
import { finishSelection } from './finishes.repo.ts';

/** A global finish's name and retirement, locked until the transaction ends; undefined when there is none. */
export async function findGlobalFinishRetirementForUpdate(
  db: Db,
  id: string,
): Promise<{ name: string; retiredOn: Date | null } | undefined> {
  const [row] = await db
    .select({ name: finishes.name, retiredOn: finishes.retiredOn })
    .from(finishes)
    .where(and(eq(finishes.id, id), isNull(finishes.organizationId)))
    .for('update');
  return row;
}

/**
 * Sets when and by whom a finish was retired (nulls: restored). `updated_on` stays: retiring is
 * not an edit of the finish's data, so a seeded row no administrator edited keeps following the
 * seed once restored (the seed loader leaves retired rows alone). The finishes version moves on
 * by the database's trigger, so browsers load their finish lists again.
 */
export async function updateFinishRetirement(
  db: Db,
  id: string,
  retirement: { retiredOn: Date | null; retiredBy: string | null },
): Promise<void> {
  await db
    .update(finishes)
    .set({ ...retirement, updatedOn: sql`${finishes.updatedOn}` })
    .where(eq(finishes.id, id));
}

/** Finishes with their category and when they were retired, as the admin area lists them. */
function selectFinishesWithRetirement(db: Db) {
  return db
    .select({ ...finishSelection, retiredOn: finishes.retiredOn })
    .from(finishes)
    .leftJoin(finishCategories, eq(finishCategories.id, finishes.categoryId));
}

/** A global finish with when it was retired. */
export type RetirableFinishRow = Awaited<ReturnType<typeof selectFinishesWithRetirement>>[number];

const stateConditions = {
  all: undefined,
  'in-use': isNull(finishes.retiredOn),
  retired: isNotNull(finishes.retiredOn),
} satisfies Record<AdminFinishState, unknown>;

/**
 * One page of the global finishes (no organization) in `state` (every one, in use, retired)
 * whose name, keywords or maker hold `q`.
 */
export async function listGlobalFinishPage(db: Db, q: string, state: AdminFinishState, page: number) {
  const pattern = containsPattern(q);
  const where = and(
    isNull(finishes.organizationId),
    stateConditions[state],
    q === ''
      ? undefined
      : or(
          ilike(finishes.name, pattern),
          ilike(finishes.altkeywords, pattern),
          ilike(finishes.manufacturer, pattern),
        ),
  );
  const rows = await selectFinishesWithRetirement(db)
    .where(where)
    .orderBy(asc(finishes.name), asc(finishes.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(page, ADMIN_PAGE_SIZE));
  const [total] = await db.select({ total: count() }).from(finishes).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** One global finish, retired or not. */
export async function findGlobalFinish(db: Db, id: string): Promise<RetirableFinishRow | undefined> {
  const [row] = await selectFinishesWithRetirement(db)
    .where(and(eq(finishes.id, id), isNull(finishes.organizationId)))
    .limit(1);
  return row;
}
