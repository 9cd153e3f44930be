import type { RevisionSummary, RoomDetail } from '@roomtone/contracts';

/** Revision `id` of room-1 in the list form of `GET /api/rooms/{id}/rev`. */
export function revisionSummary(id: number): RevisionSummary {
  return {
    _id: `revision-${id}`,
    id,
    roomId: 'room-1',
    phaseId: null,
    calcType: 'rtcalc',
    revisionComment: `Take ${id}`,
    createdOn: '2026-01-02T00:00:00.000Z',
    createdBy: 'Ada Lovelace',
    len: 7,
    width: 6,
    height: 4,
    units: 'Metric',
  };
}

/** Room-1, 'Classroom' 101 of project-1 'School', as `GET /api/rooms/{id}` answers it. */
export function roomDetail(overrides: Partial<RoomDetail> = {}): RoomDetail {
  return {
    _id: 'room-1',
    name: 'Classroom',
    number: '101',
    projectId: 'project-1',
    project: { _id: 'project-1', id: 'P-1', name: 'School', units: 'Metric' },
    phaseId: null,
    activeRTRevision: 1,
    gui: {},
    revisions: [],
    revisionCount: 1,
    createdOn: '2026-01-01T00:00:00.000Z',
    updatedOn: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
