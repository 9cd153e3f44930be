import {
  type CurrentUser,
  canDeleteRecords,
  canUseProProjectTools,
  type Viewer,
  viewerOf,
} from '@roomtone/contracts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

/** The signed-in caller of a workspace call: who they are, their tenant and their capabilities. */
export type WorkspaceCaller = {
  userId: string;
  /** The tenant of projects, phases, rooms, revisions, notes and partitions. */
  organizationId: string;
  viewer: Viewer;
};

/** Message of a pro-only write refused to a caller without a pro plan. */
export const PRO_ONLY_MESSAGE = 'This part of projects needs a pro subscription.';

/** Message of a delete refused to a caller who is not an organization-level user. */
export const DELETE_REFUSED_MESSAGE = 'Only the organization account may delete this.';

/**
 * The caller of a workspace call: 401 when anonymous. A user without an organization has no
 * workspace (every sign-up creates one; only a bare administrator lacks it), so any id they send
 * answers 404 like another tenant's.
 */
export function workspaceCaller(user: CurrentUser | null): WorkspaceCaller {
  const signedIn = requireUser(user);
  if (!signedIn.organizationId) throw new AppError('NOT_FOUND', 'Project not found');
  return { userId: signedIn.id, organizationId: signedIn.organizationId, viewer: viewerOf(signedIn) };
}

/** 403 unless the caller's plan includes the pro project tools (phases, notes, partitions). */
export function requireProTools(viewer: Viewer): void {
  if (!canUseProProjectTools(viewer)) throw new AppError('FORBIDDEN', PRO_ONLY_MESSAGE);
}

/** 403 unless the caller may delete clients, projects, phases and revisions. */
export function requireDeleter(viewer: Viewer): void {
  if (!canDeleteRecords(viewer)) throw new AppError('FORBIDDEN', DELETE_REFUSED_MESSAGE);
}
