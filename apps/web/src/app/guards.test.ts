import type { CurrentUser, CurrentUserResponse } from '@roomtone/contracts';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { sessionQueries } from '../lib/session.ts';
import { checkAccess, redirectTarget } from './guards.ts';
import { routes } from './routes.tsx';

const member: CurrentUser = {
  id: 'u1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  admin: false,
  organization: false,
  organizationId: 'o1',
  organizationName: 'Acme Acoustics',
  vendorRequests: false,
  subscriptionType: null,
  isVerified: false,
};
const off = { verificationRequired: false };
const required = { verificationRequired: true };

/** Every route of the table, flattened. */
function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

/** Runs the guard of the route at `pattern` for `path`: null, or the redirect's target. */
async function openRoute(pattern: string, path: string, session: Partial<CurrentUserResponse>) {
  queryClient.setQueryData(sessionQueries.current().queryKey, {
    success: true,
    errors: [],
    errfor: {},
    user: null,
    verificationRequired: false,
    socialLogin: false,
    ...session,
    viewAs: session.viewAs ?? null,
  });
  const route = allRoutes(routes).find((candidate) => candidate.path === pattern);
  if (typeof route?.loader !== 'function') throw new Error(`No guarded route ${pattern}`);
  try {
    const url = new URL(`http://localhost${path}`);
    await route.loader({ request: new Request(url), url, pattern, params: {}, context: {} });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

afterEach(() => queryClient.clear());

describe('route guards', () => {
  it('lets anyone open public routes', () => {
    expect(checkAccess('public', null, off)).toBeNull();
  });

  it('sends anonymous visitors of signed-in routes to /login with the way back', () => {
    expect(checkAccess('authenticated', null, off)).toBe('unauthenticated-client');
    expect(redirectTarget('unauthenticated-client', '/dashboard')).toBe('/login?next=%2Fdashboard');
  });

  it('sends signed-in users away from /login to /account', () => {
    expect(checkAccess('anonymous', member, off)).toBe('authenticated-client');
    expect(redirectTarget('authenticated-client', '/login')).toBe('/account');
  });

  it('sends non-organization users to /organization', () => {
    expect(checkAccess('organization', member, off)).toBe('unauthorized-client');
    expect(redirectTarget('unauthorized-client', '/members')).toBe('/organization');
    expect(checkAccess('organization', { ...member, organization: true }, off)).toBeNull();
  });

  it('opens the web inquiries only to members of an organization that receives them', () => {
    expect(checkAccess('inquiries', member, off)).toBe('unauthorized-client');
    expect(checkAccess('inquiries', { ...member, vendorRequests: true }, off)).toBeNull();
    expect(checkAccess('inquiries', null, off)).toBe('unauthenticated-client');
  });

  it('holds unverified users at the verification page only when verification is required', () => {
    expect(checkAccess('authenticated', member, off)).toBeNull();
    expect(checkAccess('authenticated', member, required)).toBe('unverified-client');
    expect(redirectTarget('unverified-client', '/dashboard')).toBe('/account/verification');
  });

  it('lets signed-in unverified users open the verification pages, also when verification is required', () => {
    expect(checkAccess('unverified', member, off)).toBeNull();
    expect(checkAccess('unverified', member, required)).toBeNull();
    expect(checkAccess('unverified', null, required)).toBe('unauthenticated-client');
  });

  it('sends verified users away from the verification pages to /account', () => {
    const verified = { ...member, isVerified: true };
    expect(checkAccess('unverified', verified, off)).toBe('verified-client');
    expect(checkAccess('unverified', verified, required)).toBe('verified-client');
    expect(redirectTarget('verified-client', '/account/verification')).toBe('/account');
  });

  it('keeps the admin area for administrators and sends everyone else to /organization', () => {
    expect(checkAccess('admin', member, off)).toBe('unauthorized-client');
    expect(checkAccess('admin', { ...member, organization: true }, off)).toBe('unauthorized-client');
    expect(redirectTarget('unauthorized-client', '/admin')).toBe('/organization');
    expect(checkAccess('admin', { ...member, admin: true }, off)).toBeNull();
  });
});

describe('verification routes', () => {
  const token = '/account/verification/:token';

  it('opens the mailed link for an unverified user while verification is required', async () => {
    expect(await openRoute(token, '/account/verification/abc123', { user: member, ...required })).toBeNull();
    expect(
      await openRoute('/account/verification', '/account/verification', { user: member, ...required }),
    ).toBeNull();
  });

  it('still holds an unverified user away from other signed-in routes', async () => {
    expect(await openRoute('/dashboard', '/dashboard', { user: member, ...required })).toBe(
      '/account/verification',
    );
  });

  it('sends a verified user who opens the link or the verification page to /account', async () => {
    const verified = { ...member, isVerified: true };
    expect(await openRoute(token, '/account/verification/abc123', { user: verified, ...required })).toBe(
      '/account',
    );
    expect(await openRoute(token, '/account/verification/abc123', { user: verified, ...off })).toBe(
      '/account',
    );
    expect(
      await openRoute('/account/verification', '/account/verification', { user: verified, ...required }),
    ).toBe('/account');
  });

  it('asks an anonymous visitor of the link to sign in first and comes back to it', async () => {
    expect(await openRoute(token, '/account/verification/abc123', { user: null, ...required })).toBe(
      '/login?next=%2Faccount%2Fverification%2Fabc123',
    );
  });
});

describe('admin routes', () => {
  it('send a signed-in user who is not an administrator to /organization', async () => {
    expect(await openRoute('/admin', '/admin', { user: { ...member, isVerified: true } })).toBe(
      '/organization',
    );
  });
});
