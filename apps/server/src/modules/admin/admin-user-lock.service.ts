import { USER_ACCESS_MESSAGES } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdminCaller } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import { deleteSessionsOf } from './admin-users.repo.ts';
import { requireUserRow } from './admin-users.service.ts';
import { endViewingAsUser, setLock } from './user-access.repo.ts';

/**
 * `PUT /api/admin/users/{id}/lock`: the user can no longer sign in; their sessions end, and so
 * does any administrator's view of the app as them. Administrators are unlocked by removing their
 * rights first (so the last administrator rule holds).
 */
export async function lockUser(db: Db, caller: AdminCaller, userId: string, reason: string) {
  if (userId === caller.user.id) throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.cannotLockSelf);
  const user = await requireUserRow(db, userId);
  if (user.isAdmin) throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.cannotLockAdministrator);
  if (user.lockedOn) throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.alreadyLocked);
  await db.transaction(async (tx) => {
    await setLock(tx, userId, { reason });
    const sessions = await deleteSessionsOf(tx, userId);
    const viewers = await endViewingAsUser(tx, userId);
    await auditAdminChange(tx, caller, 'user.lock', user.email, {
      userId,
      reason,
      sessions,
      viewsEnded: viewers.length,
    });
  });
}

/** `DELETE /api/admin/users/{id}/lock`: the user may sign in again. */
export async function unlockUser(db: Db, caller: AdminCaller, userId: string) {
  const user = await requireUserRow(db, userId);
  if (!user.lockedOn) throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.notLocked);
  await db.transaction(async (tx) => {
    await setLock(tx, userId, null);
    await auditAdminChange(tx, caller, 'user.unlock', user.email, {
      userId,
      lockedOn: user.lockedOn?.toISOString() ?? null,
      reason: user.lockReason,
    });
  });
}
