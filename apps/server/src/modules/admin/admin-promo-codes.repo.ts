import { ADMIN_PAGE_SIZE } from '@roomtone/contracts';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/list-paging.ts';

/** A promo code row. */
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** What an administrator sets on a promo code. */
export type PromoCodeValues = Pick<
  typeof promoCodes.$inferInsert,
  | 'code'
  | 'percentOff'
  | 'amountOffCents'
  | 'purposes'
  | 'maxRedemptions'
  | 'startsOn'
  | 'expiresOn'
  | 'isActive'
>;

/** The filters of the promo codes list, already validated. */
export type PromoCodeFilter = { page: number; q: string; active: 'all' | 'yes' | 'no' };

function filterOf(filter: PromoCodeFilter): SQL | undefined {
  return and(
    filter.q === '' ? undefined : ilike(promoCodes.code, containsPattern(filter.q)),
    filter.active === 'all' ? undefined : eq(promoCodes.isActive, filter.active === 'yes'),
  );
}

/** One page of promo codes, newest first, and how many the filter matches. */
export async function listPromoCodes(db: Db, filter: PromoCodeFilter) {
  const where = filterOf(filter);
  const rows = await db
    .select()
    .from(promoCodes)
    .where(where)
    .orderBy(desc(promoCodes.createdOn), desc(promoCodes.code))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(filter.page, ADMIN_PAGE_SIZE));
  const [total] = await db.select({ total: count() }).from(promoCodes).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** A promo code by id. */
export async function findPromoCodeById(db: Db, id: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/** Changes a promo code; undefined when there is none, 'taken' when its new code is another's. */
export async function updatePromoCode(
  db: Db,
  id: string,
  values: PromoCodeValues,
): Promise<PromoCodeRow | 'taken' | undefined> {
  const [other] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.code, values.code));
  if (other && other.id !== id) return 'taken';
  const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
  return row;
}
