import {
  type CurrentUser,
  canDeleteRecords,
  canUseProProjectTools,
  MESSAGES,
  type Viewer,
  viewerOf,
} from '@roomtone/contracts';
import { AppError } from './app-error.ts';

/**
 * Who may call: the one place the server turns `request.user` into the caller (who they are,
 * their tenant and their capabilities) and decides, by the capability rules of the contracts,
 * whether they may go on, or refuses with the messages of docs/product/messages.md#failures.
 */

/** A signed-in caller: the user, their organization (null for a bare administrator) and capabilities. */
export type SignedInCaller = {
  isSignedIn: true;
  user: CurrentUser;
  userId: string;
  organizationId: string | null;
  viewer: Viewer;
};

/** Whoever makes a request: a signed-in caller, or an anonymous visitor. */
export type Caller = SignedInCaller | { isSignedIn: false };

/** A signed-in caller with an organization: the tenant of every read and write by id. */
export type OrganizationCaller = SignedInCaller & { organizationId: string };

/** Message of a pro-only write refused to a caller without a pro plan. */
export const PRO_ONLY_MESSAGE = 'This part of projects needs a pro subscription.';

/** Message of a delete refused to a caller who is not an organization-level user. */
export const DELETE_REFUSED_MESSAGE = 'Only the organization account may delete this.';

function signedInCallerOf(user: CurrentUser): SignedInCaller {
  return {
    isSignedIn: true,
    user,
    userId: user.id,
    organizationId: user.organizationId,
    viewer: viewerOf(user),
  };
}

/** The caller of a request, signed in or anonymous. */
export function callerOf(user: CurrentUser | null): Caller {
  return user ? signedInCallerOf(user) : { isSignedIn: false };
}

/**
 * The signed-in user, or a 401 with the message of docs/product/messages.md#failures for an anonymous caller.
 */
export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.mustBeLoggedIn);
  return user;
}

/** The signed-in caller, or a 401 with the message of docs/product/messages.md for an anonymous one. */
export function requireCaller(user: CurrentUser | null): SignedInCaller {
  return signedInCallerOf(requireUser(user));
}

/** An administrator, or 401 (anonymous) / 403 'You do not have the necessary access permissions…'. */
export function requireAdmin(user: CurrentUser | null): CurrentUser {
  const signedIn = requireUser(user);
  if (!signedIn.admin) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  return signedIn;
}

/**
 * The caller of a call on their organization's data: 401 when anonymous. A user without an
 * organization (every sign-up creates one; only a bare administrator lacks it) has no such data,
 * so any id they send answers 404 with `notFoundMessage`, like another tenant's.
 */
export function requireOrganizationCaller(
  user: CurrentUser | null,
  notFoundMessage: string,
): OrganizationCaller {
  const caller = requireCaller(user);
  const { organizationId } = caller;
  if (!organizationId) throw new AppError('NOT_FOUND', notFoundMessage);
  return { ...caller, organizationId };
}

/** 403 with the message of docs/product/messages.md (or `message`) unless `allowed`. */
export function authorize(allowed: boolean, message: string = MESSAGES.noAccessPermissions): void {
  if (!allowed) throw new AppError('FORBIDDEN', message);
}

/** 403 unless the caller's plan includes the pro project tools (phases, notes, partitions). */
export function requireProTools(viewer: Viewer): void {
  authorize(canUseProProjectTools(viewer), PRO_ONLY_MESSAGE);
}

/** 403 unless the caller may delete clients, projects, phases and revisions. */
export function requireDeleter(viewer: Viewer): void {
  authorize(canDeleteRecords(viewer), DELETE_REFUSED_MESSAGE);
}
