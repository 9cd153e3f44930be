import {
  type CreateProjectBody,
  type CurrentUser,
  MANAGER_SEARCH_LIMIT,
  type ManagerOption,
  PROJECT_ID_TAKEN,
  PROJECT_PAGE_SIZE,
  type ProjectDetail,
  type ProjectsQuery,
  type ProjectsResponse,
  type TimelineProject,
  type UpdateProjectBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  type OrganizationCaller,
  requireDeleter,
  requireOrganizationCaller,
  requireProTools,
} from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { listProjects, listTimeline, type ProjectListFilter } from './project-list.repo.ts';
import { toProjectDetail, toProjectListItem, toTimeline } from './projects.mapper.ts';
import {
  deleteProject,
  findProject,
  findProjectRow,
  insertProject,
  isMember,
  isOrganizationClient,
  isProjectIdTaken,
  searchMembers,
  touchProject,
  updateProject,
} from './projects.repo.ts';

/** Message of a project id that is not the caller's organization's. */
export const PROJECT_NOT_FOUND = 'Project not found';

/** The project row when it belongs to the caller's organization; 404 otherwise. */
export async function requireProject(db: Db, caller: OrganizationCaller, projectId: string) {
  const row = await findProjectRow(db, caller.organizationId, projectId);
  if (!row) throw new AppError('NOT_FOUND', PROJECT_NOT_FOUND);
  return row;
}

/** The list page a dashboard query asks for: the list and the Gantt chart read the same one. */
function listFilterOf(caller: OrganizationCaller, query: ProjectsQuery): ProjectListFilter {
  return {
    organizationId: caller.organizationId,
    managerUserId: query.filter === 'mine' ? caller.userId : undefined,
    q: query.q,
    sort: query.sort,
    limit: PROJECT_PAGE_SIZE,
    offset: (query.page - 1) * PROJECT_PAGE_SIZE,
  };
}

/** The dashboard list: one page of the organization's projects, searched, sorted and filtered. */
export async function listDashboardProjects(
  context: AppContext,
  user: CurrentUser | null,
  query: ProjectsQuery,
): Promise<Omit<ProjectsResponse, 'success' | 'errors' | 'errfor'>> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  const { rows, total, hasAssigned } = await listProjects(db, {
    ...listFilterOf(caller, query),
    assignedUserId: caller.userId,
  });
  return {
    projects: rows.map(toProjectListItem),
    total,
    page: query.page,
    pages: { total: Math.max(1, Math.ceil(total / PROJECT_PAGE_SIZE)) },
    hasAssigned,
  };
}

/** One project of the caller's organization with its phases. */
export async function getProject(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
): Promise<ProjectDetail> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  return loadProject(context.database.db, caller, id);
}

async function loadProject(db: Db, caller: OrganizationCaller, id: string): Promise<ProjectDetail> {
  const row = await findProject(db, caller.organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', PROJECT_NOT_FOUND);
  return toProjectDetail(row, row.phases);
}

async function requireOwnClient(db: Db, caller: OrganizationCaller, clientId: string | null): Promise<void> {
  if (clientId !== null && !(await isOrganizationClient(db, caller.organizationId, clientId))) {
    throw new AppError('NOT_FOUND', 'Client not found', { errfor: { clientId: 'Client not found' } });
  }
}

/** 409 at the id field when another project of the organization has this id (an empty id is no id). */
async function requireFreeProjectId(
  db: Db,
  caller: OrganizationCaller,
  projectId: string,
  exceptId: string | null,
) {
  if (projectId !== '' && (await isProjectIdTaken(db, caller.organizationId, projectId, exceptId))) {
    throw new AppError('CONFLICT', '', { errfor: { id: PROJECT_ID_TAKEN } });
  }
}

/** Creates a project in the caller's organization; the client, if any, must be one of the caller's. */
export async function createProject(
  context: AppContext,
  user: CurrentUser | null,
  body: CreateProjectBody,
): Promise<ProjectDetail> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireOwnClient(db, caller, body.clientId);
  await requireFreeProjectId(db, caller, body.id, null);
  const id = await insertProject(db, {
    organizationId: caller.organizationId,
    projectId: body.id,
    name: body.name,
    clientId: body.clientId,
    createdBy: caller.userId,
  });
  return loadProject(db, caller, id);
}

/**
 * Saves the Settings tab. The manager must be a member of the organization. The client may be one
 * of the caller's clients or stay the one the project already has (it may be another member's).
 */
export async function saveProject(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
  body: UpdateProjectBody,
): Promise<ProjectDetail> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  const project = await requireProject(db, caller, id);
  if (body.projectManagerId !== null && !(await isMember(db, caller.organizationId, body.projectManagerId))) {
    throw new AppError('NOT_FOUND', 'Member not found', {
      errfor: { projectManagerId: 'Choose a member of your organization' },
    });
  }
  if (body.clientId !== project.clientId) await requireOwnClient(db, caller, body.clientId);
  await requireFreeProjectId(db, caller, body.id, id);
  await updateProject(db, caller.organizationId, id, {
    projectId: body.id,
    name: body.name,
    projectManagerId: body.projectManagerId,
    clientId: body.clientId,
  });
  return loadProject(db, caller, id);
}

/**
 * Deletes a project with its rooms, revisions, phases, notes and partitions (organization-level
 * users). Another organization's project answers 404 before the role check.
 */
export async function removeProject(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
): Promise<void> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireProject(db, caller, id);
  requireDeleter(caller.viewer);
  if (!(await deleteProject(db, caller.organizationId, id))) {
    throw new AppError('NOT_FOUND', PROJECT_NOT_FOUND);
  }
}

/** Members of the caller's organization matching a name or e-mail (the project-manager search). */
export async function searchManagers(
  context: AppContext,
  user: CurrentUser | null,
  q: string,
): Promise<ManagerOption[]> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  return searchMembers(context.database.db, caller.organizationId, q, MANAGER_SEARCH_LIMIT);
}

/**
 * The dashboard Gantt chart (pro only): the projects of the list page the same query shows (search,
 * My/All filter, sort and page), with their dated phases.
 */
export async function getTimeline(
  context: AppContext,
  user: CurrentUser | null,
  query: ProjectsQuery,
): Promise<TimelineProject[]> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  requireProTools(caller.viewer);
  const rows = await listTimeline(context.database.db, listFilterOf(caller, query));
  return toTimeline(rows);
}

/** Marks a project of the caller's organization as changed (a room or revision of it changed). */
export async function markProjectChanged(
  db: Db,
  caller: OrganizationCaller,
  projectId: string,
): Promise<void> {
  await touchProject(db, caller.organizationId, projectId);
}
