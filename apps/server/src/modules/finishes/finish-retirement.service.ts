import { type CurrentUser, FINISH_MESSAGES } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { requireAdmin } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { findGlobalFinishRetirementForUpdate, updateFinishRetirement } from './finish-retirement.repo.ts';

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
