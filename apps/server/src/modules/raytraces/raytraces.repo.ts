import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, projects, revisions, rooms, users } from '../../db/schema/index.ts';

/** The author's display name of a revision. */
const authorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${accounts.firstName}, ${accounts.lastName})), ''), ${users.email}, '')`;

/**
 * A ray tracer revision by id, only when its room belongs to a project of the organization (the
 * tenancy is part of the query), with the project id for the link back to the room.
 */
export async function findRaytraceRevision(db: Db, organizationId: string, revisionId: string) {
  const [row] = await db
    .select({
      id: revisions.id,
      number: revisions.number,
      roomId: revisions.roomId,
      projectId: rooms.projectId,
      phaseId: revisions.phaseId,
      calcType: revisions.calcType,
      revisionComment: revisions.revisionComment,
      createdOn: revisions.createdOn,
      createdBy: authorName,
      len: revisions.len,
      width: revisions.width,
      height: revisions.height,
      units: revisions.units,
      calc: revisions.calc,
    })
    .from(revisions)
    .innerJoin(rooms, eq(rooms.id, revisions.roomId))
    .innerJoin(projects, eq(projects.id, rooms.projectId))
    .leftJoin(users, eq(users.id, revisions.createdBy))
    .leftJoin(accounts, eq(accounts.userId, revisions.createdBy))
    .where(
      and(
        eq(revisions.id, revisionId),
        eq(revisions.calcType, 'raytracer'),
        eq(projects.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

/** A ray tracer revision row with its calc document. */
export type RaytraceRow = NonNullable<Awaited<ReturnType<typeof findRaytraceRevision>>>;
