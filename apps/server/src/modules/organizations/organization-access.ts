import { type CurrentUser, MESSAGES, viewerOf } from '@roomtone/contracts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';

/** The caller and their organization; 404 for a user without one (a bare administrator). */
export function callerOf(user: CurrentUser | null) {
  const signedIn = requireUser(user);
  if (!signedIn.organizationId) throw new AppError('NOT_FOUND', 'Organization not found');
  return { user: signedIn, organizationId: signedIn.organizationId, viewer: viewerOf(signedIn) };
}

/** 403 with the spec's message unless `allowed`. */
export function authorize(allowed: boolean, message: string = MESSAGES.noAccessPermissions): void {
  if (!allowed) throw new AppError('FORBIDDEN', message);
}

/** True for a unique-index violation, from either driver (the code may sit on a wrapped cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
