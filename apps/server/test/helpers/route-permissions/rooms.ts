import { raytraceBody } from '../raytrace-fixtures.ts';
import type { RoutePermission } from '../route-permissions.ts';
import type { RouteKey } from '../route-table.ts';
import { classroomCalc } from '../workspace-fixtures.ts';

/** Rooms, their revisions and raytraces, and the reports of a revision and of a project. */
export const ROOM_ROUTES: Record<RouteKey, RoutePermission> = {
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
};
