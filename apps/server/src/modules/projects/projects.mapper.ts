import { speechPrivacy } from '@roomtone/acoustics';
import {
  organizationCurrency,
  type Phase,
  type ProjectDetail,
  type ProjectListItem,
  type ProjectNote,
  type ProjectPartition,
  type TimelineProject,
} from '@roomtone/contracts';
import type { NoteRow } from './notes.repo.ts';
import type { PartitionRow } from './partitions.repo.ts';
import type { PhaseRow } from './phases.repo.ts';
import type { listProjects, listTimeline } from './project-list.repo.ts';
import type { findProject } from './projects.repo.ts';

type ProjectListRow = Awaited<ReturnType<typeof listProjects>>['rows'][number];
type ProjectDetailRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;
type TimelineRow = Awaited<ReturnType<typeof listTimeline>>[number];

/** A dashboard row. */
export function toProjectListItem(row: ProjectListRow): ProjectListItem {
  return {
    _id: row.id,
    projectId: row.projectId,
    projectName: row.name,
    clientName: row.clientName,
    projectManagerName: row.managerName,
    updatedOn: row.updatedOn.toISOString(),
  };
}

/** A phase. */
export function toPhase(row: PhaseRow): Phase {
  return {
    _id: row.id,
    name: row.name,
    projectId: row.projectId,
    budgetCents: row.budgetCents,
    from: row.fromDate,
    to: row.toDate,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

/** A project with its phases. */
export function toProjectDetail(row: ProjectDetailRow, phases: PhaseRow[]): ProjectDetail {
  return {
    _id: row.id,
    id: row.projectId,
    name: row.name,
    projectManager:
      row.managerId === null
        ? null
        : { id: row.managerId, name: row.managerName, email: row.managerEmail ?? '' },
    client:
      row.clientUuid === null
        ? null
        : { _id: row.clientUuid, id: row.clientId ?? '', name: row.clientName ?? '' },
    organization: { units: row.units, currency: organizationCurrency(row.currency, row.countryCode) },
    phases: phases.map(toPhase),
    roomCount: row.roomCount,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

/** The Gantt chart's projects, in the list's order; projects without a dated phase are left out. */
export function toTimeline(rows: TimelineRow[]): TimelineProject[] {
  return rows.flatMap((row) => {
    const dated = JSON.parse(row.phases) as Array<{ id: string; name: string; from: string; to: string }>;
    if (dated.length === 0) return [];
    return [
      {
        _id: row.projectUuid,
        id: row.projectId,
        name: row.projectName,
        phases: dated.map((phase) => ({ _id: phase.id, name: phase.name, from: phase.from, to: phase.to })),
      },
    ];
  });
}

/** A note. */
export function toNote(row: NoteRow): ProjectNote {
  return {
    _id: row.id,
    type: row.type,
    timestamp: row.timestamp.toISOString(),
    attendees: row.attendees,
    body: row.body,
    createdOn: row.createdOn.toISOString(),
    createdBy: row.createdBy,
  };
}

/** A partition with its speech privacy rating, computed from nc + stc by the engine. */
export function toPartition(row: PartitionRow): ProjectPartition {
  return {
    _id: row.id,
    sourceRoom:
      row.sourceId === null
        ? null
        : { _id: row.sourceId, name: row.sourceName ?? '', number: row.sourceNumber ?? '' },
    receiveRoom:
      row.receiveId === null
        ? null
        : { _id: row.receiveId, name: row.receiveName ?? '', number: row.receiveNumber ?? '' },
    nc: row.nc,
    stc: row.stc,
    surfaceArea: row.surfaceArea,
    privacy: speechPrivacy(row.nc, row.stc),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
