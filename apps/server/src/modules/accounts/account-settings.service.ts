import {
  errorUpdating,
  type IdentityBody,
  type PasswordChangeBody,
  type Profile,
  type ProfileBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  findConnections,
  findPasswordHash,
  findProfile,
  findUserByEmail,
  updateEmail,
  updatePasswordHash,
  updateProfile,
} from './accounts.repo.ts';
import { deleteUserSessions } from './sessions.repo.ts';

type Setting = 'account details' | 'user identity' | 'password';

const NOT_SAVED = 'the changes could not be saved, please try again';
const EMAIL_TAKEN = 'That email is already registered.';

/** Runs a save; an unexpected failure is logged and answered with the catalogue's 'Error updating ...'. */
async function saving<T>(what: Setting, origin: RequestOrigin, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof AppError) throw error;
    origin.log.error({ err: error }, `${what} could not be saved`);
    throw new AppError('INTERNAL', errorUpdating(what, NOT_SAVED));
  }
}

/** The signed-in user's profile. */
export async function getProfile(context: AppContext, userId: string): Promise<Profile> {
  const profile = await findProfile(context.database.db, userId);
  if (!profile) throw new AppError('NOT_FOUND', errorUpdating('account details', 'account not found'));
  return { ...profile, connections: await findConnections(context.database.db, userId) };
}

/** Saves the profile. */
export async function saveProfile(
  context: AppContext,
  userId: string,
  body: ProfileBody,
  origin: RequestOrigin,
): Promise<Profile> {
  await saving('account details', origin, () => updateProfile(context.database.db, userId, body));
  return getProfile(context, userId);
}

/**
 * Changes the e-mail address, which is also the username; it must not belong to another
 * account. Every other session of the user ends; the route rotates the current one.
 */
export async function changeEmail(
  context: AppContext,
  userId: string,
  sessionId: string | null,
  body: IdentityBody,
  origin: RequestOrigin,
): Promise<Profile> {
  const db = context.database.db;
  const taken = () =>
    new AppError('CONFLICT', errorUpdating('user identity', 'that email is already registered'), {
      errfor: { email: EMAIL_TAKEN },
    });
  const owner = await findUserByEmail(db, body.email);
  if (owner && owner.id !== userId) throw taken();
  const before = await findProfile(db, userId);
  await saving('user identity', origin, async () => {
    try {
      await updateEmail(db, userId, body.email);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
  await deleteUserSessions(db, userId, sessionId ?? undefined);
  await recordAudit(db, {
    action: 'email.change',
    actorUserId: userId,
    target: body.email,
    ip: origin.ip,
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
  origin: RequestOrigin,
): Promise<void> {
  const db = context.database.db;
  const stored = await findPasswordHash(db, userId);
  if (!stored || !(await verifyPassword(body.currentPass, stored))) {
    throw new AppError('BAD_REQUEST', errorUpdating('password', 'the current password is not correct'), {
      errfor: { currentPass: 'The current password is not correct' },
    });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await saving('password', origin, () => updatePasswordHash(db, userId, passwordHash));
  await deleteUserSessions(db, userId, sessionId ?? undefined);
  await recordAudit(db, { action: 'password.change', actorUserId: userId, ip: origin.ip });
}
