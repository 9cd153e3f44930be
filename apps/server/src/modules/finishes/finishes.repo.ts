import { planCodesWithRole } from '@roomtone/contracts';
import { and, asc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finishCategories, finishes, finishSearchWords, organizations } from '../../db/schema/index.ts';

/**
 * Whose finishes a caller sees: what the queries read of the caller (lib/access.ts). Anonymous
 * callers see the global finishes of public categories; signed-in callers every global finish,
 * their organization's own, and the finishes suppliers publish as sponsor finishes.
 */
export type FinishScope = { isSignedIn: false } | { isSignedIn: true; organizationId: string | null };

const {
  searchName: _searchName,
  searchText: _searchText,
  retiredOn: _retiredOn,
  retiredBy: _retiredBy,
  ...finishColumns
} = getTableColumns(finishes);

/** The columns of a finish as the mapper reads them. */
export const finishSelection = {
  ...finishColumns,
  categoryName: finishCategories.name,
  categoryIsPublic: finishCategories.isPublic,
};

/** The organization is on a manufacturer plan (role man of the contracts' capability rules). */
function isManufacturerPlan(): SQL {
  return inArray(organizations.planCode, planCodesWithRole('man'));
}

/** The finishes a supplier publishes: its own finishes marked sponsor, while it is on a manufacturer plan. */
export function sponsorCondition(): SQL {
  return sql`(${finishes.isSponsor} and ${finishes.organizationId} in (select ${organizations.id} from ${organizations} where ${isManufacturerPlan()}))`;
}

/**
 * Not retired by an administrator: what offers finishes to choose (search, browsers, lists) keeps
 * to it; lookups by id do not, so the calculations that use a retired finish keep it. Retired
 * finishes are few, so it filters the rows the search's indexes find and needs no index.
 */
export function notRetiredCondition(): SQL {
  return sql`${finishes.retiredOn} is null`;
}

/** The SQL condition of what a scope may see among the finishes in use (not retired). */
export function visibleCondition(scope: FinishScope): SQL {
  if (!scope.isSignedIn) {
    // An array computed once per query (InitPlan) filters the scan without joining the categories.
    // `is true` keeps it a filter: as an index condition it would read the category index for
    // nearly every finish (most are in public categories) to intersect with a search's matches.
    return sql`(${finishes.organizationId} is null and ${notRetiredCondition()} and (${finishes.categoryId} = any(array(select ${finishCategories.id} from ${finishCategories} where ${finishCategories.isPublic}))) is true)`;
  }
  const own = scope.organizationId ? sql` or ${finishes.organizationId} = ${scope.organizationId}` : sql``;
  return sql`(${notRetiredCondition()} and (${finishes.organizationId} is null${own} or ${sponsorCondition()}))`;
}

/**
 * `visibleCondition` for a statement prepared once for every caller of a kind, signed in or not:
 * the signed-in caller's organization is `organizationId`, a value bound when the statement runs
 * (null when the caller has none, which matches no finish).
 */
export function visibleConditionOfKind(isSignedIn: boolean, organizationId: SQL): SQL {
  if (!isSignedIn) return visibleCondition({ isSignedIn: false });
  return sql`(${notRetiredCondition()} and (${finishes.organizationId} is null or ${finishes.organizationId} = ${organizationId} or ${sponsorCondition()}))`;
}

/** Finishes with their category's name and public flag; add the conditions. */
export function selectFinishes(db: Db) {
  return db
    .select(finishSelection)
    .from(finishes)
    .leftJoin(finishCategories, eq(finishCategories.id, finishes.categoryId));
}

/** A finish row with its category's name and public flag (null without a category). */
export type FinishRow = Awaited<ReturnType<typeof selectFinishes>>[number];

const listOrder = [
  asc(sql`coalesce(${finishCategories.sortOrder}, 2147483647)`),
  asc(finishes.name),
  asc(finishes.id),
];

/** Every finish a scope may see, in category order then by name. */
export function listVisibleFinishes(db: Db, scope: FinishScope): Promise<FinishRow[]> {
  return selectFinishes(db)
    .where(visibleCondition(scope))
    .orderBy(...listOrder);
}

/** The global finishes (no organization) a scope may see, in category order. */
export function listGlobalFinishes(db: Db, scope: FinishScope): Promise<FinishRow[]> {
  return selectFinishes(db)
    .where(and(isNull(finishes.organizationId), visibleCondition(scope)))
    .orderBy(...listOrder);
}

/** One organization's own finishes. */
export function listOrganizationFinishes(db: Db, organizationId: string): Promise<FinishRow[]> {
  return selectFinishes(db)
    .where(eq(finishes.organizationId, organizationId))
    .orderBy(...listOrder);
}

/** The global finishes in use and one organization's own (the finishes of a signed-in user's rooms). */
export function listGlobalAndOrganizationFinishes(
  db: Db,
  organizationId: string | null,
): Promise<FinishRow[]> {
  const own = organizationId ? sql` or ${finishes.organizationId} = ${organizationId}` : sql``;
  return selectFinishes(db)
    .where(sql`(${notRetiredCondition()} and (${finishes.organizationId} is null${own}))`)
    .orderBy(...listOrder);
}

/**
 * Finishes by id, in the order of the ids given (missing ids are skipped). Retired finishes are
 * found too: whatever already names a finish keeps it.
 */
export async function findFinishesByIds(db: Db, ids: string[]): Promise<FinishRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectFinishes(db).where(inArray(finishes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Finishes in use by seed id (`F0001` …), in the order given: what presets offer (retired ones are skipped). */
export async function findFinishesBySeedIds(db: Db, seedIds: string[]): Promise<FinishRow[]> {
  if (seedIds.length === 0) return [];
  const rows = await selectFinishes(db).where(
    and(inArray(finishes.finishId, seedIds), notRetiredCondition()),
  );
  const bySeedId = new Map(rows.map((row) => [row.finishId, row]));
  return seedIds.flatMap((seedId) => bySeedId.get(seedId) ?? []);
}

/** A finish owned as `owner` says (null: a global finish), or undefined. */
export async function findOwnedFinish(
  db: Db,
  id: string,
  owner: { organizationId: string | null },
): Promise<FinishRow | undefined> {
  const ownerCondition = owner.organizationId
    ? eq(finishes.organizationId, owner.organizationId)
    : isNull(finishes.organizationId);
  const [row] = await selectFinishes(db)
    .where(and(eq(finishes.id, id), ownerCondition))
    .limit(1);
  return row;
}

/** The columns a finish write sets. */
export type FinishValues = Omit<typeof finishes.$inferInsert, 'id' | 'createdOn' | 'updatedOn'>;

/** Inserts a finish and returns its id. */
export async function insertFinish(db: Db, values: FinishValues): Promise<string> {
  const [row] = await db.insert(finishes).values(values).returning({ id: finishes.id });
  if (!row) throw new Error('finish insert returned no row');
  return row.id;
}

/** Updates a finish of the given owner; false when there is no such finish. */
export async function updateOwnedFinish(
  db: Db,
  id: string,
  owner: { organizationId: string | null },
  values: Partial<FinishValues>,
): Promise<boolean> {
  const ownerCondition = owner.organizationId
    ? eq(finishes.organizationId, owner.organizationId)
    : isNull(finishes.organizationId);
  const rows = await db
    .update(finishes)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(finishes.id, id), ownerCondition))
    .returning({ id: finishes.id });
  return rows.length > 0;
}

/** Adds words to the search vocabulary (existing words are kept). */
export async function addSearchWords(db: Db, words: string[]): Promise<void> {
  const unique = [...new Set(words)].filter((word) => word !== '');
  for (let start = 0; start < unique.length; start += 1000) {
    const chunk = unique.slice(start, start + 1000).map((word) => ({ word }));
    await db.insert(finishSearchWords).values(chunk).onConflictDoNothing();
  }
}

/** Whether a category exists. */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: finishCategories.id })
    .from(finishCategories)
    .where(eq(finishCategories.id, id))
    .limit(1);
  return row !== undefined;
}

/** Category ids by name. */
export async function categoryIdsByName(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: finishCategories.id, name: finishCategories.name })
    .from(finishCategories);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * The suppliers (organizations on a manufacturer plan), or the one with `organizationId`: how
 * many sponsor finishes each publishes and the categories of those finishes (one per finish).
 */
function selectSponsors(db: Db, organizationId?: string) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      vendorName: organizations.vendorName,
      finishCount: sql<number>`count(${finishes.id})::int`,
      categoryNames: sql<
        (string | null)[]
      >`coalesce(array_agg(${finishCategories.name}) filter (where ${finishes.id} is not null), '{}')`,
    })
    .from(organizations)
    .leftJoin(finishes, and(eq(finishes.organizationId, organizations.id), eq(finishes.isSponsor, true)))
    .leftJoin(finishCategories, eq(finishCategories.id, finishes.categoryId))
    .where(
      organizationId ? and(eq(organizations.id, organizationId), isManufacturerPlan()) : isManufacturerPlan(),
    )
    .groupBy(organizations.id)
    .orderBy(asc(organizations.name));
}

/** The suppliers, by name. */
export function listSponsors(db: Db) {
  return selectSponsors(db);
}

/** One supplier, or undefined when the organization is not on a manufacturer plan. */
export async function findSponsor(db: Db, organizationId: string) {
  const rows = await selectSponsors(db, organizationId);
  return rows[0];
}

/** A supplier's published sponsor finishes. */
export function listSponsorFinishes(db: Db, organizationId: string): Promise<FinishRow[]> {
  return selectFinishes(db)
    .where(and(eq(finishes.organizationId, organizationId), eq(finishes.isSponsor, true)))
    .orderBy(...listOrder);
}

/** The plan code of an organization (suppliers are on a manufacturer plan). */
export async function findOrganizationPlan(db: Db, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ planCode: organizations.planCode })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.planCode ?? null;
}
