import { type CurrentUser, MESSAGES, viewerOf } from '@roomtone/contracts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

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
