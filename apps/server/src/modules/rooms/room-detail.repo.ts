import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-statement.ts';
import { accounts, organizations, phases, projects, revisions, rooms, users } from '../../db/schema/index.ts';
import { activeRevision, authorName, type RevisionSummaryRow, roomColumns } from './rooms.repo.ts';

/** The project's phases, in the phase list's order, as one JSON array. */
const phaseOptionsAsJson = sql<string>`(select coalesce(json_agg(json_build_object('id', ${phases.id}, 'name', ${phases.name})
    order by ${phases.fromDate} asc nulls last, ${phases.name} asc, ${phases.id} asc), '[]')::text
  from ${phases} where ${phases.projectId} = ${rooms.projectId})`;

/** The room's newest revisions (up to `revisionLimit`), newest first, as one JSON array of summaries. */
const newestRevisionsAsJson = sql<string>`(select coalesce(json_agg(newest order by newest.number desc), '[]')::text from (
      select ${revisions.id} as id, ${revisions.number} as number, ${revisions.roomId} as "roomId",
        ${revisions.phaseId} as "phaseId", ${revisions.calcType} as "calcType",
        ${revisions.revisionComment} as "revisionComment", ${revisions.createdOn} as "createdOn",
        ${authorName} as "createdBy", ${revisions.len} as len, ${revisions.width} as width,
        ${revisions.height} as height, ${revisions.units} as units
      from ${revisions}
        left join ${users} on ${users.id} = ${revisions.createdBy}
        left join ${accounts} on ${accounts.userId} = ${revisions.createdBy}
      where ${revisions.roomId} = ${rooms.id}
      order by ${revisions.number} desc
      limit ${sql.placeholder('revisionLimit')}) as newest)`;

/** A revision summary as the JSON array carries it: the same fields, its date as text. */
type RevisionSummaryJson = Omit<RevisionSummaryRow, 'createdOn'> & { createdOn: string };

function revisionSummariesOf(json: string): RevisionSummaryRow[] {
  const summaries = JSON.parse(json) as RevisionSummaryJson[];
  return summaries.map((summary) => ({ ...summary, createdOn: new Date(summary.createdOn) }));
}

/** Built once per handle and prepared (`db/prepared-statement.ts`): it runs whenever a room is opened. */
const roomDetailQuery = preparedPerDb((db) =>
  db
    .select({
      ...roomColumns,
      revisionCount:
        sql<number>`(select count(*) from ${revisions} where ${revisions.roomId} = ${rooms.id})`.mapWith(
          Number,
        ),
      newestRevisions: newestRevisionsAsJson,
      phaseOptions: phaseOptionsAsJson,
    })
    .from(rooms)
    .innerJoin(projects, eq(projects.id, rooms.projectId))
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .leftJoin(activeRevision, eq(activeRevision.id, rooms.activeRevisionId))
    .where(
      and(
        eq(rooms.id, sql.placeholder('roomId')),
        eq(projects.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('room_detail'),
);

/**
 * The room screen's read, in one statement: the room as `findRoom` reads it, with its revision
 * count, its newest `revisionLimit` revisions and its project's phases (for the revision panel).
 */
export async function findRoomDetail(db: Db, organizationId: string, roomId: string, revisionLimit: number) {
  const [row] = await roomDetailQuery(db).execute({ organizationId, roomId, revisionLimit });
  if (!row) return undefined;
  const { newestRevisions, phaseOptions, ...room } = row;
  return {
    ...room,
    newestRevisions: revisionSummariesOf(newestRevisions),
    phaseOptions: JSON.parse(phaseOptions) as Array<{ id: string; name: string }>,
  };
}
