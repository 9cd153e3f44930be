import { randomUUID } from 'node:crypto';
import { PARTITION_IMPORT_COLUMNS } from '../../../src/modules/partitions/partitions-import.service.ts';
import { finishBody } from '../finishes-fixtures.ts';
import type { RoutePermission } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';

/** The administration area. */
export const ADMIN_ROUTES: Record<RouteKey, RoutePermission> = {
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
