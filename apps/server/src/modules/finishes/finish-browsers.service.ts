import type {
  AudiencePreset,
  CurrentUser,
  Finish,
  FinishBrowseQuery,
  FinishCategory,
  Sponsor,
  SponsorFinishesQuery,
} from '@roomtone/contracts';
import { MESSAGES, SUPPLIER_KIND_CATEGORIES, supplierKindsOf } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { readAudiencePresetSeed } from '../../db/seed/finishes/seed-files.ts';
import { callerOf, requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { toFinish } from './finishes.mapper.ts';
import {
  findFinishesBySeedIds,
  findSponsor,
  listGlobalFinishes,
  listSponsorFinishes,
  listSponsors,
} from './finishes.repo.ts';

/** The categories of a category-ordered finish list, with how many finishes each holds. */
function categoriesOf(finishes: Finish[]): FinishCategory[] {
  const categories = new Map<string, FinishCategory>();
  for (const finish of finishes) {
    if (!finish.categoryId || !finish.categoryName) continue;
    const category = categories.get(finish.categoryId) ?? {
      id: finish.categoryId,
      name: finish.categoryName,
      isPublic: finish.categoryIsPublic,
      finishCount: 0,
    };
    category.finishCount += 1;
    categories.set(finish.categoryId, category);
  }
  return [...categories.values()];
}

/** Whether a finish is of the unit a browse query asks for (any unit when it names none). */
function isOfUnit(finish: Finish, query: FinishBrowseQuery): boolean {
  return query.unit === undefined || finish.unit === query.unit;
}

/**
 * The common (global) finishes the caller may see, of the query's unit, in category order, with
 * their categories.
 */
export async function browseCommonFinishes(
  db: Db,
  user: CurrentUser | null,
  query: FinishBrowseQuery = {},
): Promise<{ finishes: Finish[]; categories: FinishCategory[] }> {
  const finishes = (await listGlobalFinishes(db, callerOf(user)))
    .map(toFinish)
    .filter((finish) => isOfUnit(finish, query));
  return { finishes, categories: categoriesOf(finishes) };
}

/** A supplier with its separate buttons, from the categories of its sponsor finishes. */
function toSponsor({
  categoryNames,
  ...sponsor
}: Omit<Sponsor, 'kinds'> & { categoryNames: (string | null)[] }): Sponsor {
  return { ...sponsor, kinds: supplierKindsOf(categoryNames) };
}

/** The suppliers whose sponsor finishes signed-in users can browse, each with its separate buttons. */
export async function listSuppliers(db: Db, user: CurrentUser | null): Promise<Sponsor[]> {
  requireUser(user);
  return (await listSponsors(db)).map(toSponsor);
}

/**
 * One supplier's sponsor finishes (signed-in users; docs/product/permissions.md#visitors hides sponsor
 * browsers from visitors), of the query's unit and, for a kind's button, of that kind's category.
 */
export async function browseSponsorFinishes(
  db: Db,
  user: CurrentUser | null,
  organizationId: string,
  query: SponsorFinishesQuery = {},
): Promise<{ sponsor: Sponsor; finishes: Finish[] }> {
  requireUser(user);
  return browseVendorFinishes(db, organizationId, query);
}

/**
 * A supplier's sponsor finishes for its own branded calculator (`/v/{vendorName}/rt`), where
 * visitors see that one vendor's finishes without signing in (issue 19).
 */
export async function browseVendorFinishes(
  db: Db,
  organizationId: string,
  query: SponsorFinishesQuery = {},
): Promise<{ sponsor: Sponsor; finishes: Finish[] }> {
  const found = await findSponsor(db, organizationId);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
  const sponsor = toSponsor(found);
  const rows = await listSponsorFinishes(db, organizationId);
  const category = query.kind === undefined ? undefined : SUPPLIER_KIND_CATEGORIES[query.kind];
  const finishes = rows
    .filter((row) => category === undefined || row.categoryName === category)
    .map(toFinish)
    .filter((finish) => isOfUnit(finish, query));
  return { sponsor, finishes };
}

/** The audience presets with their finishes (all in public categories, so anyone may read them). */
export async function listAudiencePresets(db: Db): Promise<AudiencePreset[]> {
  const { presets } = readAudiencePresetSeed();
  const finishes = await findFinishesBySeedIds(
    db,
    presets.map((preset) => preset.finishId),
  );
  const bySeedId = new Map(finishes.map((row) => [row.finishId, toFinish(row)]));
  return presets.flatMap((preset) => {
    const finish = bySeedId.get(preset.finishId);
    if (!finish) return [];
    return [
      { key: preset.key, label: preset.label, seating: preset.seating, occupancy: preset.occupancy, finish },
    ];
  });
}
