import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts, organizations, phases, projects, revisions, rooms, users } from '../../db/schema/index.ts';

/** The room's active revision, joined beside the room (`revisions` stays free for subqueries). */
export const activeRevision = alias(revisions, 'active_revision');

/**
 * Rooms are reached only through a project of the caller's organization: this condition is part
 * of every query by room id below and in `revisions.repo.ts`.
 */
export function roomInTenant(organizationId: string) {
  return sql`exists (select 1 from ${projects} where ${projects.id} = ${rooms.projectId} and ${projects.organizationId} = ${organizationId})`;
}

/** The author's display name of a revision. */
export const authorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${accounts.firstName}, ${accounts.lastName})), ''), ${users.email}, '')`;

/** A revision as lists show it. */
export type RevisionSummaryRow = {
  id: string;
  number: number;
  roomId: string;
  phaseId: string | null;
  calcType: 'rtcalc' | 'raytracer';
  revisionComment: string;
  createdOn: Date;
  createdBy: string;
  len: number | null;
  width: number | null;
  height: number | null;
  units: 'Imperial' | 'Metric' | null;
};

/** A room's columns with its project's, the organization's units and the active revision's number. */
export const roomColumns = {
  id: rooms.id,
  name: rooms.name,
  number: rooms.number,
  projectId: rooms.projectId,
  phaseId: rooms.phaseId,
  gui: rooms.gui,
  activeRevisionId: rooms.activeRevisionId,
  activeRevisionNumber: activeRevision.number,
  createdOn: rooms.createdOn,
  updatedOn: rooms.updatedOn,
  projectUserId: projects.projectId,
  projectName: projects.name,
  units: organizations.units,
};

/** A room of the organization with its project, the organization's units and the active revision's number. */
export async function findRoom(db: Db, organizationId: string, roomId: string) {
  const [row] = await db
    .select(roomColumns)
    .from(rooms)
    .innerJoin(projects, eq(projects.id, rooms.projectId))
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .leftJoin(activeRevision, eq(activeRevision.id, rooms.activeRevisionId))
    .where(and(eq(rooms.id, roomId), eq(projects.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** A room row with its project and units. */
export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** The phases of a project of the organization, for the revision panel. */
export async function listPhaseOptions(db: Db, organizationId: string, projectId: string) {
  return db
    .select({ id: phases.id, name: phases.name })
    .from(phases)
    .innerJoin(projects, eq(projects.id, phases.projectId))
    .where(and(eq(phases.projectId, projectId), eq(projects.organizationId, organizationId)))
    .orderBy(sql`${phases.fromDate} asc nulls last`, asc(phases.name), asc(phases.id));
}

/** True when the phase belongs to this project of the organization. */
export async function isPhaseOfProject(db: Db, organizationId: string, projectId: string, phaseId: string) {
  const rows = await listPhaseOptions(db, organizationId, projectId);
  return rows.some((row) => row.id === phaseId);
}

/** The rooms of a project of the organization, by number, with revision counts and the active revision's calc. */
export async function listRooms(db: Db, organizationId: string, projectId: string) {
  return db
    .select({
      id: rooms.id,
      name: rooms.name,
      number: rooms.number,
      projectId: rooms.projectId,
      activeRevisionNumber: activeRevision.number,
      activeRevisionCalcType: activeRevision.calcType,
      activeRevisionCalc: activeRevision.calc,
      revisionCount:
        sql<number>`(select count(*) from ${revisions} where ${revisions.roomId} = ${rooms.id})`.mapWith(
          Number,
        ),
      createdOn: rooms.createdOn,
      updatedOn: rooms.updatedOn,
    })
    .from(rooms)
    .innerJoin(projects, eq(projects.id, rooms.projectId))
    .leftJoin(activeRevision, eq(activeRevision.id, rooms.activeRevisionId))
    .where(and(eq(rooms.projectId, projectId), eq(projects.organizationId, organizationId)))
    .orderBy(asc(rooms.number), asc(rooms.name), asc(rooms.id));
}

/** One row of a project's room list. */
export type RoomListRow = Awaited<ReturnType<typeof listRooms>>[number];

/** Creates a room in a project already checked to be the caller's; returns its id. */
export async function insertRoom(
  db: Db,
  values: { projectId: string; name: string; number: string; createdBy: string },
): Promise<string> {
  const [row] = await db
    .insert(rooms)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: rooms.id });
  if (!row) throw new Error('room insert returned no row');
  return row.id;
}

/** Updates a room of the organization (Room Settings). */
export async function updateRoom(
  db: Db,
  organizationId: string,
  roomId: string,
  values: { name: string; number: string; activeRevisionId: string | null; updatedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(rooms)
    .set(values)
    .where(and(eq(rooms.id, roomId), roomInTenant(organizationId)))
    .returning({ id: rooms.id });
  return rows.length > 0;
}

/**
 * Takes the next revision number of a room of the organization (1, 2, 3 … within the room, never
 * reused). The update holds the room's row until the transaction ends, so two saves in one room
 * take turns.
 */
export async function takeRevisionNumber(db: Db, organizationId: string, roomId: string): Promise<number> {
  const [row] = await db
    .update(rooms)
    .set({ lastRevisionNumber: sql`${rooms.lastRevisionNumber} + 1` })
    .where(and(eq(rooms.id, roomId), roomInTenant(organizationId)))
    .returning({ number: rooms.lastRevisionNumber });
  if (!row) throw new Error('the room of a new revision was not found');
  return row.number;
}

/**
 * After a save, on a room of the organization: keeps the calculator's gui flags, the phase, the
 * author, and makes the revision active when the room has none yet. `coalesce` in one statement,
 * so of two first saves at the same moment exactly one becomes active.
 */
export async function recordSaveOnRoom(
  db: Db,
  organizationId: string,
  roomId: string,
  values: {
    revisionId: string;
    gui: Record<string, unknown> | null;
    phaseId: string | null;
    userId: string;
    /** False for a ray tracer revision, which never becomes the active RT revision. */
    isActivating?: boolean;
  },
): Promise<void> {
  await db
    .update(rooms)
    .set({
      ...(values.isActivating === false
        ? {}
        : { activeRevisionId: sql`coalesce(${rooms.activeRevisionId}, ${values.revisionId}::uuid)` }),
      ...(values.gui === null ? {} : { gui: values.gui }),
      ...(values.phaseId === null ? {} : { phaseId: values.phaseId }),
      updatedBy: values.userId,
    })
    .where(and(eq(rooms.id, roomId), roomInTenant(organizationId)));
}

/** Makes the newest remaining revision active when a room of the organization has no active revision. */
export async function activateNewestIfNone(db: Db, organizationId: string, roomId: string): Promise<void> {
  await db
    .update(rooms)
    .set({
      activeRevisionId: sql`(select ${revisions.id} from ${revisions} where ${revisions.roomId} = ${roomId} and ${revisions.calcType} = 'rtcalc' order by ${revisions.number} desc limit 1)`,
    })
    .where(and(eq(rooms.id, roomId), sql`${rooms.activeRevisionId} is null`, roomInTenant(organizationId)));
}

/** Deletes a room of a project of the organization with its revisions (foreign keys cascade). */
export async function deleteRoom(db: Db, organizationId: string, projectId: string, roomId: string) {
  const rows = await db
    .delete(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.projectId, projectId), roomInTenant(organizationId)))
    .returning({ id: rooms.id });
  return rows.length > 0;
}
