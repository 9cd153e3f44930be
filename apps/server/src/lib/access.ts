import { type CurrentUser, MESSAGES } from '@roomtone/contracts';
import { AppError } from './app-error.ts';

/**
 * Who may call: the one place the server turns `request.user` into a signed-in user or an
 * administrator, or refuses with the spec's messages.
 */

/** The signed-in user, or a 401 with the spec's message for an anonymous caller. */
export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.mustBeLoggedIn);
  return user;
}

/** An administrator, or 401 (anonymous) / 403 'You do not have the necessary access permissions…'. */
export function requireAdmin(user: CurrentUser | null): CurrentUser {
  const signedIn = requireUser(user);
  if (!signedIn.admin) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  return signedIn;
}
