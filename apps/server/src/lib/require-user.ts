import { type CurrentUser, MESSAGES } from '@roomtone/contracts';
import { AppError } from './app-error.ts';

/** The signed-in user, or a 401 with the spec's message for an anonymous caller. */
export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.mustBeLoggedIn);
  return user;
}
