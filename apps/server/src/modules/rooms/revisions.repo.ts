import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, projects, revisions, rooms, users } from '../../db/schema/index.ts';
import { authorName, type RevisionSummaryRow, roomInTenant } from './rooms.repo.ts';

const revisionSummaryColumns = {
  id: revisions.id,
  number: revisions.number,
  roomId: revisions.roomId,
  phaseId: revisions.phaseId,
  calcType: revisions.calcType,
  revisionComment: revisions.revisionComment,
  createdOn: revisions.createdOn,
  createdBy: authorName,
  len: revisions.len,
  width: revisions.width,
  height: revisions.height,
  units: revisions.units,
};

/** Revision summaries with their room (for the tenant check) and their author's name. */
function selectRevisionSummaries(db: Db) {
  return db
    .select(revisionSummaryColumns)
    .from(revisions)
    .innerJoin(rooms, eq(rooms.id, revisions.roomId))
    .leftJoin(users, eq(users.id, revisions.createdBy))
    .leftJoin(accounts, eq(accounts.userId, revisions.createdBy));
}

/** Revisions of a room of the organization, newest first. */
export async function listRevisions(
  db: Db,
  organizationId: string,
  roomId: string,
  limit: number,
  offset: number,
): Promise<RevisionSummaryRow[]> {
  return selectRevisionSummaries(db)
    .where(and(eq(revisions.roomId, roomId), roomInTenant(organizationId)))
    .orderBy(desc(revisions.number))
    .limit(limit)
    .offset(offset);
}

/** How many revisions a room of the organization has. */
export async function countRevisions(db: Db, organizationId: string, roomId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(revisions)
    .innerJoin(rooms, eq(rooms.id, revisions.roomId))
    .where(and(eq(revisions.roomId, roomId), roomInTenant(organizationId)));
  return row?.value ?? 0;
}

/** One revision of a room of the organization by its number, with the calc document. */
export async function findRevision(db: Db, organizationId: string, roomId: string, number: number) {
  const [row] = await db
    .select({ ...revisionSummaryColumns, calc: revisions.calc })
    .from(revisions)
    .innerJoin(rooms, eq(rooms.id, revisions.roomId))
    .leftJoin(users, eq(users.id, revisions.createdBy))
    .leftJoin(accounts, eq(accounts.userId, revisions.createdBy))
    .where(and(eq(revisions.roomId, roomId), eq(revisions.number, number), roomInTenant(organizationId)))
    .limit(1);
  return row;
}

/** The id of a revision of a room of the organization by its number, or undefined. */
export async function findRevisionId(
  db: Db,
  organizationId: string,
  roomId: string,
  number: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .innerJoin(rooms, eq(rooms.id, revisions.roomId))
    .where(and(eq(revisions.roomId, roomId), eq(revisions.number, number), roomInTenant(organizationId)))
    .limit(1);
  return row?.id;
}

/** A new revision's stored fields. */
export type RevisionValues = {
  roomId: string;
  number: number;
  phaseId: string | null;
  calc: unknown;
  calcType: 'rtcalc' | 'raytracer';
  revisionComment: string;
  len: number | null;
  width: number | null;
  height: number | null;
  units: 'Imperial' | 'Metric' | null;
  results: unknown;
  createdBy: string;
};

/** Appends a revision (never overwrites one: room and number are unique together); returns its id. */
export async function insertRevision(db: Db, values: RevisionValues): Promise<string> {
  const [row] = await db.insert(revisions).values(values).returning({ id: revisions.id });
  if (!row) throw new Error('revision insert returned no row');
  return row.id;
}

/** Deletes a revision of a room of the organization by number; returns its id, or undefined. */
export async function deleteRevision(
  db: Db,
  organizationId: string,
  roomId: string,
  number: number,
): Promise<string | undefined> {
  const [row] = await db
    .delete(revisions)
    .where(
      and(
        eq(revisions.roomId, roomId),
        eq(revisions.number, number),
        sql`exists (select 1 from ${rooms} inner join ${projects} on ${projects.id} = ${rooms.projectId} where ${rooms.id} = ${revisions.roomId} and ${projects.organizationId} = ${organizationId})`,
      ),
    )
    .returning({ id: revisions.id });
  return row?.id;
}

/** One revision of the organization by its uuid, as lists show it. */
export async function findRevisionSummary(
  db: Db,
  organizationId: string,
  revisionId: string,
): Promise<RevisionSummaryRow | undefined> {
  const [row] = await selectRevisionSummaries(db)
    .where(and(eq(revisions.id, revisionId), roomInTenant(organizationId)))
    .limit(1);
  return row;
}
