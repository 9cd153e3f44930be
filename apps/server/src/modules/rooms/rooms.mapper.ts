import type { PhaseOption, RevisionSummary, RoomDetail, RoomListItem } from '@roomtone/contracts';
import { roomRtSummary } from './room-rt-summary.ts';
import type { RevisionSummaryRow, RoomListRow, RoomRow } from './rooms.repo.ts';

/** A revision as lists show it. */
export function toRevisionSummary(row: RevisionSummaryRow): RevisionSummary {
  return {
    _id: row.id,
    id: row.number,
    roomId: row.roomId,
    phaseId: row.phaseId,
    calcType: row.calcType,
    revisionComment: row.revisionComment,
    createdOn: row.createdOn.toISOString(),
    createdBy: row.createdBy,
    len: row.len,
    width: row.width,
    height: row.height,
    units: row.units,
  };
}

function guiOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A room with its newest revisions. */
export function toRoomDetail(
  row: RoomRow,
  revisions: RevisionSummaryRow[],
  revisionCount: number,
): RoomDetail {
  return {
    _id: row.id,
    name: row.name,
    number: row.number,
    projectId: row.projectId,
    project: { _id: row.projectId, id: row.projectUserId, name: row.projectName, units: row.units },
    phaseId: row.phaseId,
    activeRTRevision: row.activeRevisionNumber,
    gui: guiOf(row.gui),
    revisions: revisions.map(toRevisionSummary),
    revisionCount,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

/** A phase as the revision panel offers it. */
export function toPhaseOption(row: { id: string; name: string }): PhaseOption {
  return { _id: row.id, name: row.name };
}

/** One row of a project's Rooms tab. */
export function toRoomListItem(row: RoomListRow): RoomListItem {
  return {
    _id: row.id,
    name: row.name,
    number: row.number,
    projectId: row.projectId,
    activeRTRevision: row.activeRevisionNumber,
    revisionCount: row.revisionCount,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    rtSummary: row.activeRevisionCalcType === 'rtcalc' ? roomRtSummary(row.activeRevisionCalc) : null,
  };
}
