import {
  type ClientErrorKind,
  type CurrentUser,
  canAdminister,
  canManageOrganization,
  canSeeInquiries,
  viewerOf,
} from '@roomtone/contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../lib/config/paths.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionQueries } from '../lib/session.ts';

/**
 * Who may open a route. 'unverified' is the verification pages: signed in, not yet verified,
 * whatever the verification setting (the mailed link must work while the user is held there).
 * 'inquiries' is a member of an organization that receives web inquiries (vendorRequests).
 */
export type Access =
  | 'public'
  | 'anonymous'
  | 'authenticated'
  | 'verified'
  | 'unverified'
  | 'organization'
  | 'inquiries'
  | 'admin';

/** Whether verification is enforced (docs/product/states.md#verification: off by configuration). */
export type GuardSettings = { verificationRequired: boolean };

/**
 * Decides a guard: null lets the visitor in; otherwise the client error kind of
 * docs/product/api.md#client-error-kinds that explains the refusal. Role rules come from the capability
 * module of the contracts.
 */
export function checkAccess(
  access: Access,
  user: CurrentUser | null,
  settings: GuardSettings,
): ClientErrorKind | null {
  const viewer = viewerOf(user);
  if (access === 'public') return null;
  if (access === 'anonymous') return viewer.isAuthenticated ? 'authenticated-client' : null;
  if (!viewer.isAuthenticated) return 'unauthenticated-client';
  if (access === 'unverified') return viewer.isVerified ? 'verified-client' : null;
  if (settings.verificationRequired && !viewer.isVerified) return 'unverified-client';
  if (access === 'organization' && !canManageOrganization(viewer)) return 'unauthorized-client';
  if (access === 'inquiries' && !canSeeInquiries(viewer)) return 'unauthorized-client';
  if (access === 'admin' && !canAdminister(viewer)) return 'unauthorized-client';
  return null;
}

/** Where each refusal sends the visitor (docs/product/screens.md#guards: unauthorized → /organization). */
export function redirectTarget(kind: ClientErrorKind, currentPath: string): string {
  switch (kind) {
    case 'unauthenticated-client':
      return `${paths.login}?next=${encodeURIComponent(currentPath)}`;
    case 'unauthorized-client':
      return paths.organization;
    case 'unverified-client':
      return paths.verification;
    case 'verified-client':
    case 'authenticated-client':
      return paths.account;
  }
}

/** A route loader that enforces `access` before the route's screen loads. */
export function guard(access: Access) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (access === 'public') return null;
    const session = await queryClient.ensureQueryData(sessionQueries.current());
    const kind = checkAccess(access, session.user, { verificationRequired: session.verificationRequired });
    if (!kind) return null;
    const url = new URL(request.url);
    throw redirect(redirectTarget(kind, `${url.pathname}${url.search}${url.hash}`));
  };
}
