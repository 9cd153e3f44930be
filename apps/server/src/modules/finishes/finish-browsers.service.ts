import type { AudiencePreset, CurrentUser, Finish, FinishCategory, Sponsor } from '@roomtone/contracts';
import { MESSAGES } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { readAudiencePresetSeed } from '../../db/seed/finishes/seed-files.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, scopeOf } from './caller.ts';
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

/** The common (global) finishes the caller may see, in category order, with their categories. */
export async function browseCommonFinishes(
  db: Db,
  user: CurrentUser | null,
): Promise<{ finishes: Finish[]; categories: FinishCategory[] }> {
  const finishes = (await listGlobalFinishes(db, scopeOf(user))).map(toFinish);
  return { finishes, categories: categoriesOf(finishes) };
}

/** The suppliers whose sponsor finishes signed-in users can browse. */
export async function listSuppliers(db: Db, user: CurrentUser | null): Promise<Sponsor[]> {
  requireUser(user);
  return listSponsors(db);
}

/** One supplier's sponsor finishes (signed-in users; SPEC section 6 hides sponsor browsers from visitors). */
export async function browseSponsorFinishes(
  db: Db,
  user: CurrentUser | null,
  organizationId: string,
): Promise<{ sponsor: Sponsor; finishes: Finish[] }> {
  requireUser(user);
  const sponsor = await findSponsor(db, organizationId);
  if (!sponsor) throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
  return { sponsor, finishes: (await listSponsorFinishes(db, organizationId)).map(toFinish) };
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
