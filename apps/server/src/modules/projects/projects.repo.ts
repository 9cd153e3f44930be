import { type AnyColumn, and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-statement.ts';
import { accounts, clients, organizations, phases, projects, rooms, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/list-paging.ts';
import type { PhaseRow } from './phases.repo.ts';

/** A person's display name: first and last name, or the e-mail when both are empty. */
export function personName(firstName: AnyColumn, lastName: AnyColumn, email: AnyColumn): SQL<string> {
  return sql<string>`coalesce(nullif(trim(concat_ws(' ', ${firstName}, ${lastName})), ''), ${email}, '')`;
}

/** A project's manager, beside the project's own joins. */
export const managerAccount = alias(accounts, 'manager_account');
export const managerUser = alias(users, 'manager_user');

/** True when another project of the organization (not `exceptId`) has this user-facing id. */
export async function isProjectIdTaken(
  db: Db,
  organizationId: string,
  projectId: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, organizationId),
        eq(projects.projectId, projectId),
        exceptId === null ? undefined : ne(projects.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True when at least one project of the organization has this user as its manager. */
export async function hasAssignedProject(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.projectManagerId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A project's phases as one JSON array, in the phase list's order (start date, then name), so the
 * project and its phases come back in one statement.
 */
const phasesAsJson = sql<string>`(select coalesce(json_agg(json_build_object(
    'id', ${phases.id}, 'projectId', ${phases.projectId}, 'name', ${phases.name}, 'budgetCents', ${phases.budgetCents},
    'fromDate', ${phases.fromDate}, 'toDate', ${phases.toDate},
    'createdOn', ${phases.createdOn}, 'updatedOn', ${phases.updatedOn})
    order by ${phases.fromDate} asc nulls last, ${phases.name} asc, ${phases.id} asc), '[]')::text
  from ${phases} where ${phases.projectId} = ${projects.id})`;

type PhaseJson = Omit<PhaseRow, 'createdOn' | 'updatedOn'> & { createdOn: string; updatedOn: string };

function phasesOf(json: string): PhaseRow[] {
  return (JSON.parse(json) as PhaseJson[]).map((phase) => ({
    ...phase,
    createdOn: new Date(phase.createdOn),
    updatedOn: new Date(phase.updatedOn),
  }));
}

/** Built once per handle and prepared (`db/prepared-statement.ts`): it runs whenever a project is opened. */
const projectDetailQuery = preparedPerDb((db) =>
  db
    .select({
      id: projects.id,
      projectId: projects.projectId,
      name: projects.name,
      createdOn: projects.createdOn,
      updatedOn: projects.updatedOn,
      units: organizations.units,
      currency: organizations.currency,
      countryCode: organizations.countryCode,
      clientUuid: clients.id,
      clientId: clients.clientId,
      clientName: clients.name,
      managerId: managerUser.id,
      managerEmail: managerUser.email,
      managerName: personName(managerAccount.firstName, managerAccount.lastName, managerUser.email),
      roomCount:
        sql<number>`(select count(*) from ${rooms} where ${rooms.projectId} = ${projects.id})`.mapWith(
          Number,
        ),
      phases: phasesAsJson,
    })
    .from(projects)
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(managerUser, eq(managerUser.id, projects.projectManagerId))
    .leftJoin(managerAccount, eq(managerAccount.userId, projects.projectManagerId))
    .where(
      and(
        eq(projects.id, sql.placeholder('projectId')),
        eq(projects.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('project_detail'),
);

/** One project of the organization with its client, manager, the organization's units and its phases. */
export async function findProject(db: Db, organizationId: string, id: string) {
  const [row] = await projectDetailQuery(db).execute({ projectId: id, organizationId });
  return row && { ...row, phases: phasesOf(row.phases) };
}

/** A project row of the organization, or undefined (another tenant's id finds nothing). */
export async function findProjectRow(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** Creates a project of the organization. */
export async function insertProject(
  db: Db,
  values: {
    organizationId: string;
    projectId: string;
    name: string;
    clientId: string | null;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('project insert returned no row');
  return row.id;
}

/** Updates a project of the organization; false when it is not theirs. */
export async function updateProject(
  db: Db,
  organizationId: string,
  id: string,
  values: { projectId: string; name: string; projectManagerId: string | null; clientId: string | null },
): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set(values)
    .where(and(eq(projects.id, id), eq(projects.organizationId, organizationId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Marks a project as changed (a phase, room or note of it changed). */
export async function touchProject(db: Db, organizationId: string, id: string): Promise<void> {
  await db
    .update(projects)
    .set({ updatedOn: new Date() })
    .where(and(eq(projects.id, id), eq(projects.organizationId, organizationId)));
}

/**
 * Deletes a project of the organization. One statement, so one transaction: the foreign keys
 * cascade to its rooms (and their revisions), phases, notes and partitions.
 */
export async function deleteProject(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.organizationId, organizationId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** The members of an organization whose name or e-mail matches, by name. */
export async function searchMembers(db: Db, organizationId: string, q: string, limit: number) {
  const name = personName(accounts.firstName, accounts.lastName, users.email);
  const pattern = containsPattern(q);
  return db
    .select({ id: users.id, email: users.email, name })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(
      and(
        eq(users.organizationId, organizationId),
        q === '' ? undefined : or(ilike(users.email, pattern), sql`${name} ilike ${pattern}`),
      ),
    )
    .orderBy(asc(name), asc(users.id))
    .limit(limit);
}

/** True when the user belongs to the organization. */
export async function isMember(db: Db, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .limit(1);
  return row !== undefined;
}

/** True when the client belongs to the organization: one of its users created it. */
export async function isOrganizationClient(
  db: Db,
  organizationId: string,
  clientId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.ownerUserId))
    .where(and(eq(clients.id, clientId), eq(users.organizationId, organizationId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A condition that holds only when the project a row points at belongs to the organization:
 * every read and write of a phase, note, partition or room carries it.
 */
export function projectInTenant(projectColumn: AnyColumn, organizationId: string): SQL {
  return sql`exists (select 1 from ${projects} where ${projects.id} = ${projectColumn} and ${projects.organizationId} = ${organizationId})`;
}

/** The organization's chosen currency (null: none chosen) and country, for its budgets. */
export async function findCurrencyOf(db: Db, organizationId: string) {
  const [row] = await db
    .select({ currency: organizations.currency, countryCode: organizations.countryCode })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}
