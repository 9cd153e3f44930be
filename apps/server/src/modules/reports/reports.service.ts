import {
  type CurrentUser,
  MESSAGES,
  type Organization,
  type ProjectDetail,
  type ReportPaper,
  type RoomReport,
} from '@roomtone/contracts';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getLogo } from '../organizations/organization-logo.service.ts';
import { getOrganization } from '../organizations/organizations.service.ts';
import { getProject } from '../projects/projects.service.ts';
import { getRevision } from '../rooms/revisions.service.ts';
import { getRoom, listProjectRooms } from '../rooms/rooms.service.ts';
import { type ProjectReport, type ProjectReportRoom, summaryRows } from './project-report.ts';
import { reportOrganization } from './report-organization.ts';
import { renderProjectReportPdf, renderRoomReportPdf } from './report-pdf.ts';
import type { ReportLogo } from './report-pdf-organization.ts';
import { buildRoomReport } from './room-report.ts';

/**
 * Reports read everything through the services of the rooms, projects and organizations modules,
 * so a report has exactly the permissions of what it shows: a revision of another organization
 * answers 404 as the revision itself does.
 */

/** A finished PDF and the file name it is offered under. */
export type ReportFile = { bytes: Buffer; fileName: string };

function parsingFailure(): AppError {
  return new AppError('BAD_REQUEST', MESSAGES.errorParsingCalculation);
}

/** The report of one revision (`GET /api/rooms/{roomId}/rev/{revId}/report`). */
export async function getRoomReport(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  revisionNumber: number,
): Promise<RoomReport> {
  return (await loadRoomReport(context, user, roomId, revisionNumber)).report;
}

async function loadRoomReport(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  revisionNumber: number,
): Promise<{ report: RoomReport; organization: Organization }> {
  const { room, phases } = await getRoom(context, user, roomId);
  const [revision, organization, project] = await Promise.all([
    getRevision(context, user, roomId, revisionNumber),
    getOrganization(context, user),
    getProject(context, user, room.projectId),
  ]);
  const outcome = buildRoomReport(
    { organization, project, room, phases, revision },
    MESSAGES.errorParsingCalculation,
  );
  if (!outcome.ok) throw parsingFailure();
  return { report: outcome.report, organization };
}

/** The organization's logo with its pixel size, when the report shows one. */
async function loadLogo(
  context: AppContext,
  user: CurrentUser | null,
  organization: RoomReport['organization'],
): Promise<ReportLogo | null> {
  if (organization.logoUpdatedOn === null || organization.logoWidthPercent <= 0) return null;
  const logo = await getLogo(context, user);
  const { width, height } = await sharp(logo.bytes).metadata();
  if (!width || !height) return null;
  return { bytes: logo.bytes, width, height };
}

/** Letters, digits and hyphens only, for a file name every system accepts. */
function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report'
  );
}

/** The PDF of one revision's report (`GET /api/rooms/{roomId}/rev/{revId}/report.pdf`). */
export async function getRoomReportPdf(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  revisionNumber: number,
  paper: ReportPaper | undefined,
): Promise<ReportFile> {
  const { report } = await loadRoomReport(context, user, roomId, revisionNumber);
  const logo = await loadLogo(context, user, report.organization);
  const bytes = await renderRoomReportPdf(report, logo, paper ?? report.organization.paper);
  return {
    bytes,
    fileName: `reverberation-report-${slug(`${report.room.number} ${report.room.name}`)}-rev-${report.revision.number}.pdf`,
  };
}

async function projectRoom(
  context: AppContext,
  user: CurrentUser | null,
  organization: Organization,
  project: ProjectDetail,
  item: Awaited<ReturnType<typeof listProjectRooms>>[number],
): Promise<ProjectReportRoom> {
  const base = { name: item.name, number: item.number };
  if (item.activeRTRevision === null) return { ...base, report: null, problem: 'No active revision' };
  const revision = await getRevision(context, user, item._id, item.activeRTRevision);
  const outcome = buildRoomReport(
    {
      organization,
      project,
      room: { _id: item._id, name: item.name, number: item.number },
      phases: project.phases.map((phase) => ({ _id: phase._id, name: phase.name })),
      revision,
    },
    MESSAGES.errorParsingCalculation,
  );
  return outcome.ok
    ? { ...base, report: outcome.report, problem: null }
    : { ...base, report: null, problem: outcome.message };
}

/** The project PDF (`GET /api/projects/{id}/report.pdf`): every room's active revision. */
export async function getProjectReportPdf(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  paper: ReportPaper | undefined,
): Promise<ReportFile> {
  const [project, rooms, organization] = await Promise.all([
    getProject(context, user, projectId),
    listProjectRooms(context, user, projectId),
    getOrganization(context, user),
  ]);
  const reported: ProjectReportRoom[] = [];
  // One room after another: the embedded database answers one query at a time anyway.
  for (const item of rooms) reported.push(await projectRoom(context, user, organization, project, item));
  const header = reportOrganization(organization);
  const projectReport: ProjectReport = {
    organization: header,
    project: { name: project.name, id: project.id },
    projectFacts: [
      { label: 'Project', value: project.id === '' ? project.name : `${project.name} (${project.id})` },
      { label: 'Client', value: project.client?.name ?? '—' },
      { label: 'Project manager', value: project.projectManager?.name ?? '—' },
      { label: 'Rooms', value: `${rooms.length} (the active revision of each)` },
    ],
    rooms: reported,
    summary: summaryRows(reported),
  };
  const logo = await loadLogo(context, user, header);
  const bytes = await renderProjectReportPdf(projectReport, logo, paper ?? header.paper);
  return { bytes, fileName: `project-reverberation-report-${slug(project.id || project.name)}.pdf` };
}
