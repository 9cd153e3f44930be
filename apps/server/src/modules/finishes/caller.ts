import { type CurrentUser, MESSAGES } from '@roomtone/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { FinishScope } from './finishes.repo.ts';

/** The finishes a caller may see (decided here, applied by the repo). */
export function scopeOf(user: CurrentUser | null): FinishScope {
  return user ? { isSignedIn: true, organizationId: user.organizationId } : { isSignedIn: false };
}

/** The signed-in user, or 401 'You must be logged in …'. */
export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.mustBeLoggedIn);
  return user;
}

/** An administrator, or 401 / 403. */
export function requireAdmin(user: CurrentUser | null): CurrentUser {
  const signedIn = requireUser(user);
  if (!signedIn.admin) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  return signedIn;
}
