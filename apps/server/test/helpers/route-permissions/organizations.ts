import { randomUUID } from 'node:crypto';
import type { RoutePermission } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';
import { newEmail } from './sample-emails.ts';

/** The caller’s organization: its settings, password, logo and members. */
export const ORGANIZATION_ROUTES: Record<RouteKey, RoutePermission> = {
  'GET /api/account/organization': { who: 'organization member', sample: () => ({}) },
  'PUT /api/account/organization': {
    who: 'organization owner',
    note: 'the profile section; the settings section also needs plan pro or man',
    sample: () => ({
      body: {
        section: 'profile',
        name: `Renamed ${randomUUID().slice(0, 8)}`,
        subscriberName: 'Ada Lovelace',
        address: '1 Quay Road',
        zip: 'PO1 1AA',
        countryCode: 'GB',
      },
    }),
  },
  'PUT /api/account/organization/password': {
    who: 'organization owner',
    sample: () => ({
      body: { currentPass: 'not-the-password', newPassword: 'new-password-1', confirm: 'new-password-1' },
    }),
  },
  'GET /api/account/organization/profilepic': {
    who: 'organization member',
    answer: 'image',
    note: 'members read the logo too (the report needs it)',
    sample: () => ({}),
  },
  'POST /api/account/organization/profilepic': {
    who: 'organization owner',
    note: 'the upload is read only once the caller is allowed, so an empty body shows the refusal',
    sample: () => ({ body: {} }),
  },
  'GET /api/account/organization/members': { who: 'organization owner', sample: () => ({}) },
  'POST /api/account/organization/member': {
    who: 'organization owner',
    plan: 'pro or manufacturer',
    sample: () => ({ body: { email: newEmail(), password: 'member-password-1' } }),
  },
  'DELETE /api/account/organization/member': {
    who: 'public',
    note: 'answers 400 "Member ID is required" to every caller and changes nothing: the id is missing',
    sample: () => ({}),
  },
  'DELETE /api/account/organization/member/:id': {
    who: 'organization owner',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.memberId } }),
  },
};
