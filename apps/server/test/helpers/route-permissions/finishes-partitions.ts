import { finishBody } from '../finishes-fixtures.ts';
import type { RoutePermission } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';

/** The finishes database (global, sponsor, organization and audience finishes) and the partitions library. */
export const FINISH_AND_PARTITION_ROUTES: Record<RouteKey, RoutePermission> = {
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
};
