import {
  type AdminFinish,
  type AdminFinishState,
  type CurrentUser,
  FINISH_MESSAGES,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { requireAdmin } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findGlobalFinish,
  findGlobalFinishRetirementForUpdate,
  listGlobalFinishPage,
  type RetirableFinishRow,
  updateFinishRetirement,
} from './finish-retirement.repo.ts';
import { toFinish } from './finishes.mapper.ts';

/**
 * An administrator retires a global finish (`isRetired`) or restores it. A retired finish is
 * offered nowhere (search, browsers, lists: `notRetiredCondition`) and still found by id, so the
 * calculations that use it keep it. 404 for an unknown id or an organization's finish, 409 when
 * it already is so. Run it in the transaction that audits it; answers the finish's name.
 */
export async function setGlobalFinishRetired(
  db: Db,
  user: CurrentUser | null,
  id: string,
  isRetired: boolean,
): Promise<{ name: string }> {
  const admin = requireAdmin(user);
  const finish = await findGlobalFinishRetirementForUpdate(db, id);
  if (!finish) throw new AppError('NOT_FOUND', FINISH_MESSAGES.notFound);
  if (isRetired && finish.retiredOn !== null) throw new AppError('CONFLICT', FINISH_MESSAGES.alreadyRetired);
  if (!isRetired && finish.retiredOn === null) throw new AppError('CONFLICT', FINISH_MESSAGES.notRetired);
  await updateFinishRetirement(
    db,
    id,
    isRetired ? { retiredOn: new Date(), retiredBy: admin.id } : { retiredOn: null, retiredBy: null },
  );
  return { name: finish.name };
}

/** A global finish with when it was retired (null: in use). */
function toAdminFinish(row: RetirableFinishRow): AdminFinish {
  return { ...toFinish(row), retiredOn: row.retiredOn?.toISOString() ?? null };
}

/**
 * One page (`ADMIN_PAGE_SIZE`) of the global library, retired finishes too, in `state`, whose
 * name, keywords or maker hold `q`, with how many match in all. For the admin area, which
 * decides who may read it.
 */
export async function listGlobalFinishesWithRetirement(
  db: Db,
  query: { q: string; state: AdminFinishState; page: number },
): Promise<{ finishes: AdminFinish[]; total: number }> {
  const { rows, total } = await listGlobalFinishPage(db, query.q, query.state, query.page);
  return { finishes: rows.map(toAdminFinish), total };
}

/** One global finish, retired or not, with when it was retired; undefined when there is none. */
export async function findGlobalFinishWithRetirement(db: Db, id: string): Promise<AdminFinish | undefined> {
  const row = await findGlobalFinish(db, id);
  return row && toAdminFinish(row);
}
