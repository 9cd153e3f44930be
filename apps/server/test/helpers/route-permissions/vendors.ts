import { randomUUID } from 'node:crypto';
import type { RoutePermission } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';
import { classroomCalc } from '../workspace-fixtures.ts';
import { newEmail } from './sample-emails.ts';

/** Vendor calculators: their inquiries, public vendor pages and the embed settings. */
export const VENDOR_ROUTES: Record<RouteKey, RoutePermission> = {
  'GET /api/inquiries/css/:vendor': {
    who: 'public',
    answer: 'css',
    note: 'a vendor’s public stylesheet for the embedded calculator',
    sample: () => ({ params: { vendor: 'no-such-vendor' } }),
  },
  'POST /api/inquiries': {
    who: 'public',
    note: 'a visitor of a vendor calculator sends it; an unknown vendor, or one without web inquiries, answers 404',
    sample: () => ({
      body: {
        vendorName: 'no-such-vendor',
        name: 'Ada Lovelace',
        email: newEmail(),
        phone: '+44 20 7946 0000',
        message: 'Please quote the ceiling.',
        calc: JSON.stringify(classroomCalc()),
      },
    }),
  },
  'GET /api/inquiries': {
    who: 'organization member',
    note: 'an organization without web inquiries (vendorRequests) has none: 404, as for a stranger',
    sample: () => ({ query: { page: '1', sort: 'date', read: 'all' } }),
  },
  'GET /api/inquiries/export': {
    who: 'organization member',
    note: 'the list as CSV text in the envelope; 404 without web inquiries',
    sample: () => ({ query: { sort: 'date', read: 'all' } }),
  },
  'GET /api/inquiries/:id': {
    who: 'organization member',
    tenant: 'organization',
    sample: () => ({ params: { id: randomUUID() } }),
  },
  'PUT /api/inquiries/:id': {
    who: 'organization member',
    tenant: 'organization',
    sample: () => ({ params: { id: randomUUID() }, body: { isRead: true } }),
  },
  'DELETE /api/inquiries/:id': {
    who: 'organization owner',
    tenant: 'organization',
    sample: () => ({ params: { id: randomUUID() } }),
  },
  'POST /api/inquiries/:id/copy': {
    who: 'organization member',
    tenant: 'organization',
    note: 'the inquiry and the room must both be the organization’s',
    sample: (ids) => ({
      params: { id: randomUUID() },
      body: { roomId: ids.roomId, revisionComment: 'From a web inquiry' },
    }),
  },
  'GET /api/vendors/:vendorName': {
    who: 'public',
    note: 'the branding of a vendor calculator; 404 unless the vendor is on a manufacturer plan',
    sample: () => ({ params: { vendorName: 'no-such-vendor' } }),
  },
  'GET /api/vendors/:vendorName/finishes': {
    who: 'public',
    note: 'a vendor’s own sponsor finishes, for the buttons of its branded calculator',
    sample: () => ({ params: { vendorName: 'no-such-vendor' } }),
  },
  'GET /api/vendors/:vendorName/logo': {
    who: 'public',
    answer: 'image',
    sample: () => ({ params: { vendorName: 'no-such-vendor' } }),
  },
  'GET /api/account/organization/embed': {
    who: 'organization owner',
    plan: 'pro or manufacturer',
    sample: () => ({}),
  },
  'PUT /api/account/organization/embed': {
    who: 'organization owner',
    plan: 'pro or manufacturer',
    sample: () => ({ body: { frameOrigins: ['https://www.example.com'], showsExperimental: true } }),
  },
};
