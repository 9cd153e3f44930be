import type { CurrentUser } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { checkAccess, redirectTarget } from './guards.ts';

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

describe('route guards', () => {
  it('lets anyone open public routes', () => {
    expect(checkAccess('public', null, off)).toBeNull();
  });

  it('sends anonymous visitors of signed-in routes to /login with the way back', () => {
    expect(checkAccess('authenticated', null, off)).toBe('unauthenticated-client');
    expect(redirectTarget('unauthenticated-client', 'authenticated', '/dashboard')).toBe(
      '/login?next=%2Fdashboard',
    );
  });

  it('sends signed-in users away from /login to /account', () => {
    expect(checkAccess('anonymous', member, off)).toBe('authenticated-client');
    expect(redirectTarget('authenticated-client', 'anonymous', '/login')).toBe('/account');
  });

  it('sends non-organization users to /organization', () => {
    expect(checkAccess('organization', member, off)).toBe('unauthorized-client');
    expect(redirectTarget('unauthorized-client', 'organization', '/members')).toBe('/organization');
    expect(checkAccess('organization', { ...member, organization: true }, off)).toBeNull();
  });

  it('holds unverified users at the verification page only when verification is required', () => {
    expect(checkAccess('authenticated', member, off)).toBeNull();
    expect(checkAccess('authenticated', member, { verificationRequired: true })).toBe('unverified-client');
    expect(redirectTarget('unverified-client', 'authenticated', '/dashboard')).toBe('/account/verification');
  });

  it('sends verified users away from the verification page', () => {
    expect(checkAccess('unverified', { ...member, isVerified: true }, off)).toBe('verified-client');
  });

  it('keeps the admin area for administrators', () => {
    expect(checkAccess('admin', member, off)).toBe('unauthorized-client');
    expect(redirectTarget('unauthorized-client', 'admin', '/admin')).toBe('/dashboard');
    expect(checkAccess('admin', { ...member, admin: true }, off)).toBeNull();
  });
});
