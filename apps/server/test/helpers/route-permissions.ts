import { randomUUID } from 'node:crypto';
import { PARTITION_IMPORT_COLUMNS } from '../../src/modules/partitions/partitions-import.service.ts';
import { finishBody } from './finishes-fixtures.ts';
import { raytraceBody } from './raytrace-fixtures.ts';
import type { TenantIds } from './route-fixtures.ts';
import type { RouteKey } from './route-table.ts';
import { classroomCalc, clientBody } from './workspace-fixtures.ts';

/**
 * Who may call a route, from least to most privileged:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user;
 * - `organization member`: any signed-in user of an organization, whatever their role (every
 *   user has one: sign-up makes a personal organization behind a solo user);
 * - `organization owner`: the organization-level user (`CurrentUser.organization`);
 * - `admin`: an administrator.
 */
export type Who = 'public' | 'signed-in' | 'organization member' | 'organization owner' | 'admin';

/** The plan a route also needs (403 without it), by subscription role (capabilities.ts). */
export type Plan = 'pro' | 'pro or manufacturer' | 'sponsor';

/**
 * Whose records the ids of the call (path, query or body) must be: the caller's organization's,
 * or the caller's own (a paid order is its buyer's). Any other id answers 404.
 */
export type Tenancy = 'organization' | 'user';

/** What a successful answer is: the JSON envelope, or a redirect, a stylesheet, an image or a PDF. */
export type Answer = 'json' | 'redirect' | 'css' | 'image' | 'pdf';

/** The ids a sample request may name. */
export type SampleIds = TenantIds & { globalFinishId: string };

/** A valid request to a route, built from the ids of organization A. */
export type SampleRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A GET that changes state and so carries the CSRF header like a write. */
  sendsCsrfHeader?: boolean;
};

/** One row of the permission table. */
export type RoutePermission = {
  who: Who;
  plan?: Plan;
  tenant?: Tenancy;
  answer?: Answer;
  /** Why the row is what it is, where the route does something a reader would not guess. */
  note?: string;
  /** The route answers before its work is done (so the answer's timing tells nothing). */
  finishesAfterAnswer?: boolean;
  sample: (ids: SampleIds) => SampleRequest;
};

/** The rank of each `Who`, so `rankOf(caller) >= rankOf(route.who)` reads "may call". */
export const WHO_RANK: Record<Who, number> = {
  public: 0,
  'signed-in': 1,
  'organization member': 2,
  'organization owner': 3,
  admin: 4,
};

const PASSWORD = 'difference-engine';
const newEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;
const phase = { name: 'Tender', budgetCents: 1000, from: '2030-05-01', to: '2030-05-31' };
const note = { type: 'in-person', timestamp: '2030-01-01T10:00:00Z', attendees: 'Ana', body: '<p>x</p>' };
const partition = (ids: SampleIds) => ({
  sourceRoomId: ids.roomId,
  receiveRoomId: ids.receiveRoomId,
  nc: 30,
  stc: 40,
  surfaceArea: 2,
});
/** A state of at least the length the callback schema asks for, that no sign-in started. */
const unknownState = 'state-that-nobody-started';
const unknownToken = 'token-that-was-never-mailed-0123456789';

/**
 * Every `/api` route of the server: who may call it, what plan it needs, whether its ids are
 * tenant-scoped, and a valid sample call. `route-permissions.test.ts` fails on a route missing
 * here and on a row without a route, and drives its checks from these rows.
 */
export const ROUTE_PERMISSIONS: Record<RouteKey, RoutePermission> = {
  'GET /api/current-user': { who: 'public', sample: () => ({}) },
  'POST /api/signup': {
    who: 'public',
    sample: () => ({ body: { email: newEmail(), password: PASSWORD, firstName: 'Ny', lastName: 'Person' } }),
  },
  'POST /api/login': {
    who: 'public',
    note: 'a wrong password answers 401 "login failed", which is not a request to sign in',
    sample: (ids) => ({ body: { username: ids.ownerEmail, password: 'not-the-password' } }),
  },
  'POST /api/logout': { who: 'public', sample: () => ({}) },
  'POST /api/view-as/stop': {
    who: 'signed-in',
    note: 'the way back from an administrator’s view of the app as a user; 409 for anyone else',
    sample: () => ({}),
  },
  'POST /api/login/forgot': {
    who: 'public',
    finishesAfterAnswer: true,
    note: 'the reset link is stored and mailed after the answer, so no one learns whether the account exists',
    sample: (ids) => ({ body: { email: ids.ownerEmail } }),
  },
  'PUT /api/login/reset/:token/:email': {
    who: 'public',
    sample: (ids) => ({
      params: { token: unknownToken, email: ids.ownerEmail },
      body: { password: 'new-password-1', confirm: 'new-password-1' },
    }),
  },
  'GET /api/register': { who: 'public', sample: () => ({ query: { field: 'email', value: newEmail() } }) },
  'GET /api/checkorg': { who: 'public', sample: () => ({ query: { org: 'Unused name' } }) },
  'GET /api/account/verification': { who: 'signed-in', sample: () => ({}) },
  'POST /api/account/verification': {
    who: 'signed-in',
    sample: (ids) => ({ body: { email: ids.ownerEmail } }),
  },
  'GET /api/account/verification/:token': {
    who: 'public',
    note: 'the mailed token is the proof; the link works in a browser that is not signed in',
    sample: () => ({ params: { token: unknownToken } }),
  },
  'GET /api/account/settings': { who: 'signed-in', sample: () => ({}) },
  'PUT /api/account/settings': {
    who: 'signed-in',
    sample: () => ({ body: { firstName: 'Ada', lastName: 'Lovelace' } }),
  },
  'PUT /api/account/settings/identity': { who: 'signed-in', sample: () => ({ body: { email: newEmail() } }) },
  'PUT /api/account/settings/password': {
    who: 'signed-in',
    sample: () => ({
      body: { currentPass: 'not-the-password', newPassword: 'new-password-1', confirm: 'new-password-1' },
    }),
  },
  'GET /api/login/:provider': {
    who: 'public',
    answer: 'redirect',
    sample: () => ({ params: { provider: 'google' } }),
  },
  'GET /api/login/:provider/callback': {
    who: 'public',
    sample: () => ({ params: { provider: 'google' }, query: { code: 'code', state: unknownState } }),
  },
  'GET /api/account/settings/:provider/connect': {
    who: 'signed-in',
    answer: 'redirect',
    sample: () => ({ params: { provider: 'google' } }),
  },
  'GET /api/account/settings/:provider/callback': {
    who: 'signed-in',
    sample: () => ({ params: { provider: 'google' }, query: { code: 'code', state: unknownState } }),
  },
  'GET /api/account/settings/:provider/disconnect': {
    who: 'signed-in',
    note: 'a GET that changes state, so it checks the CSRF header itself',
    sample: () => ({ params: { provider: 'google' }, sendsCsrfHeader: true }),
  },
  'POST /api/sendMessage': {
    who: 'public',
    sample: () => ({ body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } }),
  },
  'GET /api/configuration/finishes/ver': { who: 'public', sample: () => ({}) },
  'GET /api/finishes': {
    who: 'public',
    note: 'visitors see the finishes of public categories; signed-in users more',
    sample: () => ({}),
  },
  'GET /api/finishes/search': { who: 'public', sample: () => ({ query: { q: 'panel' } }) },
  'POST /api/finishes': { who: 'admin', sample: () => ({ body: finishBody() }) },
  'PUT /api/finishes/:id': {
    who: 'admin',
    note: 'global finishes are not any tenant’s; an organization’s own finish answers 404',
    sample: (ids) => ({ params: { id: ids.globalFinishId }, body: finishBody() }),
  },
  'GET /api/finishes/browsers/commons': { who: 'public', sample: () => ({}) },
  'GET /api/finishes/browsers/sponsors': { who: 'signed-in', sample: () => ({}) },
  'GET /api/finishes/browsers/sponsor/:id': {
    who: 'signed-in',
    note: 'a supplier’s published finishes: any signed-in user may browse them (docs/product/permissions.md)',
    sample: (ids) => ({ params: { id: ids.organizationId } }),
  },
  'GET /api/finishes/browsers/audience': { who: 'public', sample: () => ({}) },
  'GET /api/org/finishes': {
    who: 'signed-in',
    note: 'the caller’s own organization’s finishes (none without one)',
    sample: () => ({}),
  },
  'POST /api/org/finishes': {
    who: 'organization owner',
    plan: 'pro or manufacturer',
    sample: () => ({ body: finishBody() }),
  },
  'PUT /api/org/finishes/:id': {
    who: 'organization owner',
    plan: 'pro or manufacturer',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.organizationFinishId }, body: finishBody() }),
  },
  'GET /api/rooms/finishes': { who: 'signed-in', sample: () => ({}) },
  'GET /api/partitions': { who: 'public', sample: () => ({ query: { limit: '5' } }) },
  'GET /api/partitions/elements': { who: 'public', sample: () => ({}) },
  'GET /api/clients': { who: 'signed-in', sample: () => ({ query: { q: 'Harbour' } }) },
  'POST /api/clients': { who: 'signed-in', sample: () => ({ body: clientBody() }) },
  'GET /api/clients/:id': {
    who: 'signed-in',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.clientId } }),
  },
  'PUT /api/clients/:id': {
    who: 'signed-in',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.clientId }, body: clientBody() }),
  },
  'DELETE /api/clients/:id': {
    who: 'organization owner',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.clientId } }),
  },
  'GET /api/projects': { who: 'organization member', sample: () => ({ query: { q: 'Concert' } }) },
  'POST /api/projects': {
    who: 'organization member',
    tenant: 'organization',
    note: 'the client named in the body must be one of the organization’s',
    sample: (ids) => ({ body: { name: 'Opera house', id: 'P-9', clientId: ids.clientId } }),
  },
  'GET /api/projects/managers': { who: 'organization member', sample: () => ({ query: { q: 'Pat' } }) },
  'GET /api/projects/timeline': { who: 'organization member', plan: 'pro', sample: () => ({}) },
  'GET /api/projects/:id': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId } }),
  },
  'PUT /api/projects/:id': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({
      params: { id: ids.projectId },
      body: { id: 'P-1', name: 'Concert hall', projectManagerId: ids.memberId, clientId: null },
    }),
  },
  'DELETE /api/projects/:id': {
    who: 'organization owner',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId } }),
  },
  'POST /api/projects/:id/phase': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId }, body: phase }),
  },
  'GET /api/projects/:id/phase/:phaseId': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId, phaseId: ids.phaseId } }),
  },
  'PUT /api/projects/:id/phase/:phaseId': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId, phaseId: ids.phaseId }, body: phase }),
  },
  'DELETE /api/projects/:id/phase/:phaseId': {
    who: 'organization owner',
    plan: 'pro',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId, phaseId: ids.phaseId } }),
  },
  'GET /api/projects/:id/notes': {
    who: 'organization member',
    tenant: 'organization',
    note: 'reading notes needs no plan: notes written on a pro plan stay readable after it ends',
    sample: (ids) => ({ params: { id: ids.projectId } }),
  },
  'POST /api/projects/:id/notes': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId }, body: note }),
  },
  'GET /api/projects/:id/notes/:noteId': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId, noteId: ids.noteId } }),
  },
  'PUT /api/projects/:id/notes/:noteId': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId, noteId: ids.noteId }, body: note }),
  },
  'DELETE /api/projects/:id/notes/:noteId': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    note: 'notes are working papers: any member of a pro organization deletes them (docs/projects.md)',
    sample: (ids) => ({ params: { id: ids.projectId, noteId: ids.noteId } }),
  },
  'GET /api/projects/:id/partitions': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId } }),
  },
  'POST /api/projects/:id/partitions': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId }, body: partition(ids) }),
  },
  'POST /api/projects/:id/partitions/:partitionId': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    sample: (ids) => ({
      params: { id: ids.projectId, partitionId: ids.partitionId },
      body: partition(ids),
    }),
  },
  'DELETE /api/projects/:id/partitions/:partitionId': {
    who: 'organization member',
    plan: 'pro',
    tenant: 'organization',
    note: 'like notes, partitions are deleted by any member of a pro organization',
    sample: (ids) => ({ params: { id: ids.projectId, partitionId: ids.partitionId } }),
  },
  'GET /api/rooms': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ query: { projectId: ids.projectId } }),
  },
  'POST /api/rooms': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ body: { projectId: ids.projectId, name: 'Lobby', number: '9' } }),
  },
  'GET /api/rooms/:roomId': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { roomId: ids.roomId } }),
  },
  'PUT /api/rooms/:roomId': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({
      params: { roomId: ids.roomId },
      body: { name: 'Stage', number: '1', activeRTRevision: ids.revisionNumber },
    }),
  },
  'GET /api/rooms/:roomId/rev': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { roomId: ids.roomId } }),
  },
  'POST /api/rooms/:roomId/rev': {
    who: 'organization member',
    tenant: 'organization',
    note: 'no plan: a pro caller must name a phase, anyone else may',
    sample: (ids) => ({
      params: { roomId: ids.roomId },
      body: { calc: JSON.stringify(classroomCalc()), revisionComment: 'Second pass', phaseId: ids.phaseId },
    }),
  },
  'POST /api/raytraces': {
    who: 'organization member',
    tenant: 'organization',
    note: 'the room id is in the body; no plan: a pro caller must name a phase, anyone else may',
    sample: (ids) => ({ body: raytraceBody(ids.roomId, ids.phaseId) }),
  },
  'GET /api/raytraces/:id': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.raytraceId } }),
  },
  'GET /api/rooms/:roomId/rev/:revId': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { roomId: ids.roomId, revId: ids.revisionNumber } }),
  },
  'DELETE /api/rooms/:roomId/rev/:revId': {
    who: 'organization owner',
    tenant: 'organization',
    sample: (ids) => ({ params: { roomId: ids.roomId, revId: ids.revisionNumber } }),
  },
  'GET /api/rooms/:roomId/rev/:revId/report': {
    who: 'organization member',
    tenant: 'organization',
    sample: (ids) => ({ params: { roomId: ids.roomId, revId: ids.revisionNumber } }),
  },
  'GET /api/rooms/:roomId/rev/:revId/report.pdf': {
    who: 'organization member',
    tenant: 'organization',
    answer: 'pdf',
    sample: (ids) => ({ params: { roomId: ids.roomId, revId: ids.revisionNumber }, query: { paper: 'a4' } }),
  },
  'GET /api/projects/:id/report.pdf': {
    who: 'organization member',
    tenant: 'organization',
    answer: 'pdf',
    sample: (ids) => ({ params: { id: ids.projectId } }),
  },
  'DELETE /api/projects/:id/room/:roomId': {
    who: 'organization owner',
    tenant: 'organization',
    sample: (ids) => ({ params: { id: ids.projectId, roomId: ids.roomId } }),
  },
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
  'GET /api/model-library/list': { who: 'organization owner', plan: 'sponsor', sample: () => ({}) },
  'GET /api/payment/config': {
    who: 'public',
    note: 'which card processor takes payments and its publishable key',
    sample: () => ({}),
  },
  'POST /api/payment/create': {
    who: 'public',
    note: 'a share is bought without an account (the browser keeps an owner cookie); a plan needs the organization owner, model credits a sponsor’s',
    sample: () => ({
      body: {
        purpose: 'share',
        calc: JSON.stringify(classroomCalc()),
        message: 'Our hall',
        receiptEmail: 'ada@example.com',
        idempotencyKey: `share-${randomUUID()}`,
      },
    }),
  },
  'POST /api/payment/confirm': {
    who: 'public',
    tenant: 'user',
    note: 'an order is its buyer’s (account or browser cookie): anyone else’s answers 404',
    sample: (ids) => ({
      body: {
        paymentId: ids.paymentId,
        clientSecret: 'not-the-secret',
        card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
      },
    }),
  },
  'POST /api/payment/authenticate': {
    who: 'public',
    tenant: 'user',
    note: 'an order is its buyer’s: anyone else’s answers 404',
    sample: (ids) => ({ body: { paymentId: ids.paymentId, clientSecret: 'not-the-secret', approve: true } }),
  },
  'POST /api/payment/subscription': {
    who: 'public',
    tenant: 'user',
    note: 'delivers the buyer’s own paid order; anyone else’s answers 404, an unpaid one 400',
    sample: (ids) => ({ body: { paymentId: ids.paymentId } }),
  },
  'GET /api/payment/subscription': {
    who: 'organization owner',
    note: 'the organization’s plan period (renewal date, cancel at period end) and its orders with receipts',
    sample: () => ({}),
  },
  'PUT /api/payment/subscription': {
    who: 'organization owner',
    note: 'cancels the plan at its period’s end or resumes it; without a paid period it answers 404',
    sample: () => ({ body: { cancelAtPeriodEnd: true } }),
  },
  'GET /api/payment/promo-code': { who: 'public', sample: () => ({ query: { q: 'NOSUCHCODE' } }) },
  'POST /api/wavelets/validate': {
    who: 'public',
    sample: () => ({ body: { calc: JSON.stringify(classroomCalc()), message: 'Our hall' } }),
  },
  'POST /api/wavelets': {
    who: 'public',
    tenant: 'user',
    note: 'a share is made from the buyer’s own paid order, or versioned by its owner',
    sample: (ids) => ({ body: { paymentId: ids.paymentId } }),
  },
  'GET /api/wavelets/s/:link': {
    who: 'public',
    note: 'a shared calculation is public to whoever has the link',
    sample: () => ({ params: { link: 'no-such-share-link-0123456789' } }),
  },
  'GET /api/wavelets/preview/:link/:version': {
    who: 'public',
    answer: 'image',
    note: 'the RT graph of a shared version as a PNG, for link previews in mail and chat',
    sample: () => ({ params: { link: 'no-such-share-link-0123456789', version: 1 } }),
  },
  'GET /api/wavelets/i/:id': {
    who: 'public',
    note: 'a share by its id answers its owner only (account or browser cookie); anyone else, like an unknown id, gets 404',
    sample: () => ({ params: { id: randomUUID() } }),
  },
  'GET /api/wavelets/s/:link/:version': {
    who: 'public',
    sample: () => ({ params: { link: 'no-such-share-link-0123456789', version: 1 } }),
  },
  'POST /api/model-library/create': {
    who: 'public',
    tenant: 'user',
    note: 'delivers the buyer’s own paid order of model credits; anyone else’s answers 404',
    sample: (ids) => ({ body: { paymentId: ids.paymentId } }),
  },
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
  'GET /api/admin': {
    who: 'admin',
    note: 'every admin route also needs a permission of the caller’s admin groups (admin-permissions.test.ts)',
    sample: () => ({}),
  },
  'GET /api/admin/search': { who: 'admin', sample: () => ({ query: { q: 'person' } }) },
  'GET /api/admin/logs': { who: 'admin', sample: () => ({ query: { page: '1', action: 'admin.' } }) },
  'GET /api/admin/logs/export': { who: 'admin', sample: () => ({ query: { actor: 'example.com' } }) },
  'GET /api/admin/users': {
    who: 'admin',
    sample: () => ({ query: { page: '1', sort: 'email', dir: 'asc' } }),
  },
  'GET /api/admin/users/:id': { who: 'admin', sample: (ids) => ({ params: { id: ids.memberId } }) },
  'POST /api/admin/users/:id/notes': {
    who: 'admin',
    sample: (ids) => ({ params: { id: ids.memberId }, body: { body: 'Called about the invoice.' } }),
  },
  'DELETE /api/admin/users/:id/notes/:noteId': {
    who: 'admin',
    sample: (ids) => ({ params: { id: ids.memberId, noteId: randomUUID() } }),
  },
  'POST /api/admin/users/:id/verification': {
    who: 'admin',
    note: 'the tenant’s people are verified: 409',
    sample: (ids) => ({ params: { id: ids.memberId } }),
  },
  'PUT /api/admin/users/:id/verify': { who: 'admin', sample: (ids) => ({ params: { id: ids.memberId } }) },
  'DELETE /api/admin/users/:id/sessions': {
    who: 'admin',
    note: 'an unknown user, so the sample signs none of the tenant’s people out',
    sample: () => ({ params: { id: randomUUID() } }),
  },
  'PUT /api/admin/users/:id/role-admin': {
    who: 'admin',
    note: 'an unknown user: a new administrator is signed out everywhere',
    sample: () => ({ params: { id: randomUUID() } }),
  },
  'DELETE /api/admin/users/:id/role-admin': {
    who: 'admin',
    note: 'a user who is not an administrator answers 409',
    sample: (ids) => ({ params: { id: ids.memberId } }),
  },
  'PUT /api/admin/users/:id/groups': {
    who: 'admin',
    sample: (ids) => ({ params: { id: ids.memberId }, body: { groupIds: [] } }),
  },
  'DELETE /api/admin/users/:id': { who: 'admin', sample: () => ({ params: { id: randomUUID() } }) },
  'PUT /api/admin/users/:id/lock': {
    who: 'admin',
    note: 'an unknown user, so the sample locks none of the tenant’s people out',
    sample: () => ({ params: { id: randomUUID() }, body: { reason: 'Chargeback under review.' } }),
  },
  'DELETE /api/admin/users/:id/lock': {
    who: 'admin',
    note: 'a user who is not locked answers 409',
    sample: (ids) => ({ params: { id: ids.memberId } }),
  },
  'POST /api/admin/users/:id/view-as': {
    who: 'admin',
    note: 'an unknown user, so the caller’s session goes on as their own',
    sample: () => ({ params: { id: randomUUID() }, body: { reason: 'Support ticket 42.' } }),
  },
  'GET /api/admin/organizations': { who: 'admin', sample: () => ({ query: { page: '1', sort: 'name' } }) },
  'GET /api/admin/organizations/:id': {
    who: 'admin',
    sample: (ids) => ({ params: { id: ids.organizationId } }),
  },
  'PUT /api/admin/organizations/:id/plan': {
    who: 'admin',
    sample: (ids) => ({ params: { id: ids.organizationId }, body: { planCode: 'pro-monthly' } }),
  },
  'POST /api/admin/organizations/:id/member': {
    who: 'admin',
    sample: (ids) => ({ params: { id: ids.organizationId }, body: { email: ids.ownerEmail } }),
  },
  'DELETE /api/admin/organizations/:id/member/:userId': {
    who: 'admin',
    note: 'an unknown member, so the sample signs none of the tenant’s people out',
    sample: (ids) => ({ params: { id: ids.organizationId, userId: randomUUID() } }),
  },
  'PUT /api/admin/organizations/:id/models/:modelId/status': {
    who: 'admin',
    note: 'a model the organization does not have answers 404',
    sample: (ids) => ({
      params: { id: ids.organizationId, modelId: randomUUID() },
      body: { statusId: null },
    }),
  },
  'GET /api/admin/statuses': { who: 'admin', sample: () => ({}) },
  'POST /api/admin/statuses': {
    who: 'admin',
    sample: () => ({ body: { name: `Status ${randomUUID().slice(0, 8)}`, sortOrder: 5 } }),
  },
  'PUT /api/admin/statuses/:id': {
    who: 'admin',
    sample: () => ({ params: { id: randomUUID() }, body: { name: 'Renamed status', sortOrder: 1 } }),
  },
  'DELETE /api/admin/statuses/:id': { who: 'admin', sample: () => ({ params: { id: randomUUID() } }) },
  'GET /api/admin/categories': { who: 'admin', sample: () => ({}) },
  'POST /api/admin/categories': {
    who: 'admin',
    sample: () => ({ body: { name: `Category ${randomUUID().slice(0, 8)}`, sortOrder: 5, isPublic: true } }),
  },
  'PUT /api/admin/categories/:id': {
    who: 'admin',
    sample: () => ({
      params: { id: randomUUID() },
      body: { name: 'Renamed category', sortOrder: 1, isPublic: false },
    }),
  },
  'DELETE /api/admin/categories/:id': { who: 'admin', sample: () => ({ params: { id: randomUUID() } }) },
  'GET /api/admin/finishes': { who: 'admin', sample: () => ({ query: { q: 'panel' } }) },
  'POST /api/admin/finishes': {
    who: 'admin',
    note: 'adds a global finish to the library',
    sample: () => ({ body: finishBody({ name: `Admin sample ${randomUUID().slice(0, 8)}` }) }),
  },
  'PUT /api/admin/finishes/:id': {
    who: 'admin',
    sample: (ids) => ({ params: { id: ids.globalFinishId }, body: finishBody() }),
  },
  'PUT /api/admin/finishes/:id/retire': {
    who: 'admin',
    note: 'retires a global finish: gone from search and lists, kept by what uses it',
    sample: (ids) => ({ params: { id: ids.globalFinishId } }),
  },
  'DELETE /api/admin/finishes/:id/retire': {
    who: 'admin',
    note: 'restores a retired global finish (409 when it is not retired)',
    sample: (ids) => ({ params: { id: ids.globalFinishId } }),
  },
  'GET /api/admin/administrators': { who: 'admin', sample: () => ({}) },
  'GET /api/admin/admin-groups': { who: 'admin', sample: () => ({}) },
  'POST /api/admin/admin-groups': {
    who: 'admin',
    sample: () => ({ body: { name: `Group ${randomUUID().slice(0, 8)}`, permissions: ['users.read'] } }),
  },
  'PUT /api/admin/admin-groups/:id': {
    who: 'admin',
    sample: () => ({ params: { id: randomUUID() }, body: { name: 'Renamed group', permissions: [] } }),
  },
  'DELETE /api/admin/admin-groups/:id': { who: 'admin', sample: () => ({ params: { id: randomUUID() } }) },
  'GET /api/admin/orders': {
    who: 'admin',
    sample: () => ({ query: { page: '1', status: 'pending', q: 'example.com' } }),
  },
  'GET /api/admin/orders/:id': { who: 'admin', sample: (ids) => ({ params: { id: ids.paymentId } }) },
  'POST /api/admin/orders/:id/refund': {
    who: 'admin',
    note: 'the tenant’s order is unpaid, so the sample refunds nothing (400)',
    sample: (ids) => ({ params: { id: ids.paymentId }, body: { reason: 'Charged twice.' } }),
  },
  'GET /api/admin/promo-codes': { who: 'admin', sample: () => ({ query: { page: '1', active: 'yes' } }) },
  'POST /api/admin/promo-codes': {
    who: 'admin',
    sample: () => ({ body: { code: `P-${randomUUID().slice(0, 8)}`, percentOff: 10 } }),
  },
  'PUT /api/admin/promo-codes/:id': {
    who: 'admin',
    sample: () => ({ params: { id: randomUUID() }, body: { code: 'RENAMED', percentOff: 5 } }),
  },
  'POST /api/admin/partitions/import': {
    who: 'admin',
    note: 'a dry run of a file with the partitions.csv header and no rows: it loads nothing',
    sample: () => ({
      body: { fileName: 'lab.csv', csv: `${PARTITION_IMPORT_COLUMNS.join(',')}\n`, isDryRun: true },
    }),
  },
};

/** The rows of the table, with their keys. */
export function permissionRows(): [RouteKey, RoutePermission][] {
  return Object.entries(ROUTE_PERMISSIONS) as [RouteKey, RoutePermission][];
}
