import type { ProjectSort } from '@roomtone/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerShape } from '../../db/prepared-statement.ts';
import { clients, phases, projects } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/list-paging.ts';
import { hasAssignedProject, managerAccount, managerUser, personName } from './projects.repo.ts';

/**
 * The dashboard list and its Gantt chart: the daily read, prepared once per shape (sort, the "My
 * projects" filter, a search or none) and connection, with every value bound when it runs
 * (`db/prepared-statement.ts`).
 */

const SORT_COLUMNS = {
  projectId: projects.projectId,
  projectName: projects.name,
  clientName: sql`coalesce(${clients.name}, '')`,
  updatedOn: projects.updatedOn,
} as const;

function orderOf(sort: ProjectSort): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[key];
  // Ties fall back to the name, then the id, so pages never overlap.
  return [descending ? desc(column) : asc(column), asc(projects.name), asc(projects.id)];
}

/** Filters of the dashboard list. */
export type ProjectListFilter = {
  organizationId: string;
  managerUserId: string | undefined;
  q: string;
  sort: ProjectSort;
  limit: number;
  offset: number;
};

/** What the statement's text depends on. */
type ListShape = { sort: ProjectSort; isMine: boolean; isSearch: boolean };

function shapeOf(filter: ProjectListFilter): ListShape {
  return { sort: filter.sort, isMine: filter.managerUserId !== undefined, isSearch: filter.q !== '' };
}

function shapeName(prefix: string, { sort, isMine, isSearch }: ListShape): string {
  const order = sort.startsWith('-') ? `${sort.slice(1)}_desc` : sort;
  return `${prefix}_${order}${isMine ? '_mine' : ''}${isSearch ? '_search' : ''}`;
}

/** The values of a filter's placeholders. */
function listValues(filter: ProjectListFilter) {
  return {
    organizationId: filter.organizationId,
    managerUserId: filter.managerUserId ?? null,
    pattern: containsPattern(filter.q),
    limit: filter.limit,
    offset: filter.offset,
  };
}

function listWhere({ isMine, isSearch }: ListShape): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  return and(
    eq(projects.organizationId, sql.placeholder('organizationId')),
    isMine ? eq(projects.projectManagerId, sql.placeholder('managerUserId')) : undefined,
    isSearch
      ? or(ilike(projects.name, pattern), ilike(projects.projectId, pattern), ilike(clients.name, pattern))
      : undefined,
  );
}

/** Projects of the organization that the asking user manages exist (for the My Projects filter). */
const assignedExists = sql<boolean>`exists (select 1 from ${projects} assigned
  where assigned.organization_id = ${sql.placeholder('organizationId')}
    and assigned.project_manager_id = ${sql.placeholder('assignedUserId')})`;

const listQuery = preparedPerShape(
  (shape: ListShape) => shapeName('projects_list', shape),
  (db, shape, name) =>
    db
      .select({
        id: projects.id,
        projectId: projects.projectId,
        name: projects.name,
        clientName: sql<string>`coalesce(${clients.name}, '')`,
        managerName: sql<string>`case when ${projects.projectManagerId} is null then '' else ${personName(
          managerAccount.firstName,
          managerAccount.lastName,
          managerUser.email,
        )} end`,
        updatedOn: projects.updatedOn,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        hasAssigned: assignedExists,
      })
      .from(projects)
      .leftJoin(clients, eq(clients.id, projects.clientId))
      .leftJoin(managerUser, eq(managerUser.id, projects.projectManagerId))
      .leftJoin(managerAccount, eq(managerAccount.userId, projects.projectManagerId))
      .where(listWhere(shape))
      .orderBy(...orderOf(shape.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
);

const countQuery = preparedPerShape(
  (shape: ListShape) => shapeName('projects_count', shape),
  (db, shape, name) =>
    db
      .select({ value: count() })
      .from(projects)
      .leftJoin(clients, eq(clients.id, projects.clientId))
      .where(listWhere(shape))
      .prepare(name),
);

/**
 * One page of an organization's projects with client and manager names, the total of the matches
 * and whether `assignedUserId` manages any project, in one statement: the total is a window count
 * over the matches and the flag a subquery. A page past the end holds no row to carry them, so
 * only then do two small statements answer them.
 */
export async function listProjects(db: Db, filter: ProjectListFilter & { assignedUserId: string }) {
  const shape = shapeOf(filter);
  const values = listValues(filter);
  const rows = await listQuery(db, shape).execute({ ...values, assignedUserId: filter.assignedUserId });
  const [first] = rows;
  if (first) return { rows, total: first.total, hasAssigned: first.hasAssigned };
  const [total] = await countQuery(db, shape).execute(values);
  return {
    rows,
    total: total?.value ?? 0,
    hasAssigned: await hasAssignedProject(db, filter.organizationId, filter.assignedUserId),
  };
}

const timelineQuery = preparedPerShape(
  (shape: ListShape) => shapeName('projects_timeline', shape),
  (db, shape, name) =>
    db
      .select({
        projectUuid: projects.id,
        projectId: projects.projectId,
        projectName: projects.name,
        phases: sql<string>`(select coalesce(json_agg(json_build_object(
            'id', ${phases.id}, 'name', ${phases.name}, 'from', ${phases.fromDate}, 'to', ${phases.toDate})
            order by ${phases.fromDate} asc, ${phases.id} asc), '[]')::text
          from ${phases} where ${phases.projectId} = ${projects.id}
            and ${phases.fromDate} is not null and ${phases.toDate} is not null)`,
      })
      .from(projects)
      .leftJoin(clients, eq(clients.id, projects.clientId))
      .where(listWhere(shape))
      .orderBy(...orderOf(shape.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
);

/**
 * The Gantt chart of one page of the dashboard list: the same projects in the same order as
 * `listProjects` with the same filter, each with its dated phases as one JSON array, in one
 * statement (the chart reads like the list, whatever the number of projects).
 */
export async function listTimeline(db: Db, filter: ProjectListFilter) {
  return timelineQuery(db, shapeOf(filter)).execute(listValues(filter));
}
