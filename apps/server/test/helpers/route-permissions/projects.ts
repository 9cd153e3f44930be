import type { RoutePermission, SampleIds } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';
import { clientBody } from '../workspace-fixtures.ts';

const phase = { name: 'Tender', budgetCents: 1000, from: '2030-05-01', to: '2030-05-31' };
const note = { type: 'in-person', timestamp: '2030-01-01T10:00:00Z', attendees: 'Ana', body: '<p>x</p>' };
const partition = (ids: SampleIds) => ({
  sourceRoomId: ids.roomId,
  receiveRoomId: ids.receiveRoomId,
  nc: 30,
  stc: 40,
  surfaceArea: 2,
});

/** Clients, projects, and a project’s phases, notes and partitions. */
export const PROJECT_ROUTES: Record<RouteKey, RoutePermission> = {
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
};
