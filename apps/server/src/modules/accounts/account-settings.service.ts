import {
  errorUpdating,
  type IdentityBody,
  type PasswordChangeBody,
  type Profile,
  type ProfileBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  findConnections,
  findPasswordHash,
  findProfile,
  findUserByEmail,
  updateEmail,
  updatePasswordHash,
  updateProfile,
} from './accounts.repo.ts';
import type { Caller } from './auth.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { deleteUserSessions } from './sessions.repo.ts';

/** The signed-in user's profile. */
export async function getProfile(context: AppContext, userId: string): Promise<Profile> {
  const profile = await findProfile(context.database.db, userId);
  if (!profile) throw new AppError('NOT_FOUND', errorUpdating('account details', 'account not found'));
  return { ...profile, connections: await findConnections(context.database.db, userId) };
}

/** Saves the profile. */
export async function saveProfile(context: AppContext, userId: string, body: ProfileBody): Promise<Profile> {
  await updateProfile(context.database.db, userId, body);
  return getProfile(context, userId);
}

/** Changes the e-mail address, which is also the username; it must not belong to another account. */
export async function changeEmail(
  context: AppContext,
  userId: string,
  body: IdentityBody,
  caller: Caller,
): Promise<Profile> {
  const db = context.database.db;
  const owner = await findUserByEmail(db, body.email);
  if (owner && owner.id !== userId) {
    const detail = 'that email is already registered';
    throw new AppError('CONFLICT', errorUpdating('user identity', detail), {
      errfor: { email: 'That email is already registered.' },
    });
  }
  const before = await findProfile(db, userId);
  await updateEmail(db, userId, body.email);
  await recordAudit(db, {
    action: 'email.change',
    actorUserId: userId,
    target: body.email,
    ip: caller.ip,
    details: { from: before?.email ?? '' },
  });
  return getProfile(context, userId);
}

/**
 * Changes the password after checking the current one; every other session of the user ends,
 * the current one is rotated by the route.
 */
export async function changePassword(
  context: AppContext,
  userId: string,
  sessionId: string | null,
  body: PasswordChangeBody,
  caller: Caller,
): Promise<void> {
  const db = context.database.db;
  const stored = await findPasswordHash(db, userId);
  if (!stored || !(await verifyPassword(body.currentPass, stored))) {
    throw new AppError('BAD_REQUEST', errorUpdating('password', 'the current password is not correct'), {
      errfor: { currentPass: 'The current password is not correct' },
    });
  }
  await updatePasswordHash(db, userId, await hashPassword(body.newPassword));
  await deleteUserSessions(db, userId, sessionId ?? undefined);
  await recordAudit(db, { action: 'password.change', actorUserId: userId, ip: caller.ip });
}
