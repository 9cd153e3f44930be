import { inArray, like, sql } from 'drizzle-orm';
import { openDb } from '../apps/server/src/db/client.ts';
import { revisions, rooms } from '../apps/server/src/db/schema/index.ts';
import { type Browser, jsonOf } from './browser-client.ts';
import type { AcknowledgedSave } from './mixed-load.ts';

/** What the API shows of the acknowledged saves. */
export type ApiCheck = { checked: number; missing: AcknowledgedSave[]; failedReads: number };

/**
 * Reads every acknowledged revision back through `GET /api/rooms/{roomId}/rev/{number}` (eight at
 * a time): it must answer 200 with the same id and comment.
 */
export async function checkSavesThroughApi(browser: Browser, saves: AcknowledgedSave[]): Promise<ApiCheck> {
  const missing: AcknowledgedSave[] = [];
  let failedReads = 0;
  for (let start = 0; start < saves.length; start += 8) {
    await Promise.all(
      saves.slice(start, start + 8).map(async (save) => {
        const answer = await browser.request({
          method: 'GET',
          path: `/api/rooms/${save.roomId}/rev/${save.number}`,
        });
        if (answer.status !== 200 && answer.status !== 404) failedReads += 1;
        const revision = (
          jsonOf(answer) as { revision?: { _id?: string; revisionComment?: string } } | undefined
        )?.revision;
        if (
          answer.status !== 200 ||
          revision?._id !== save.revisionId ||
          revision.revisionComment !== save.comment
        ) {
          missing.push(save);
        }
      }),
    );
  }
  return { checked: saves.length, missing, failedReads };
}

/** What the database holds of a run's saves. */
export type DatabaseCheck = {
  /** Rows whose comment starts with the run's prefix. */
  rows: number;
  /** Acknowledged saves without their row. */
  missing: AcknowledgedSave[];
  /** Rows with a summary column or the results missing: a save stored in part. */
  partialRows: number;
  /** Rows of saves whose answer never arrived (committed, then the process died): allowed. */
  unacknowledgedRows: number;
  /**
   * Rooms whose `gui` names a save whose row is absent: the room was updated by a save that did
   * not commit its revision, which the single transaction of a save must make impossible.
   */
  roomsUpdatedWithoutRevision: number;
  /** Rooms whose active revision does not exist. */
  danglingActiveRevisions: number;
};

/**
 * Looks at the rows themselves, through a connection of the benchmark's own (for the embedded
 * database, call it while no server holds the folder).
 */
export async function checkSavesInDatabase(
  databaseUrl: string,
  commentPrefix: string,
  saves: AcknowledgedSave[],
): Promise<DatabaseCheck> {
  const database = await openDb(databaseUrl);
  try {
    const db = database.db;
    const rows = await db
      .select({
        id: revisions.id,
        roomId: revisions.roomId,
        comment: revisions.revisionComment,
        isComplete: sql<boolean>`(${revisions.calc} is not null and ${revisions.results} is not null and ${revisions.len} is not null and ${revisions.width} is not null and ${revisions.height} is not null and ${revisions.units} is not null)`,
      })
      .from(revisions)
      .where(like(revisions.revisionComment, `${commentPrefix}%`));
    const present = new Map(rows.map((row) => [row.id, row]));
    const acknowledgedIds = new Set(saves.map((save) => save.revisionId));
    const roomIds = [...new Set([...saves.map((save) => save.roomId), ...rows.map((row) => row.roomId)])];
    const touched =
      roomIds.length === 0
        ? []
        : await db
            .select({
              id: rooms.id,
              guiSave: sql<string | null>`${rooms.gui}->>'benchSave'`,
              activeExists: sql<boolean>`(${rooms.activeRevisionId} is null or exists (select 1 from ${revisions} where ${revisions.id} = ${rooms.activeRevisionId}))`,
            })
            .from(rooms)
            .where(inArray(rooms.id, roomIds));
    const comments = new Set(rows.map((row) => row.comment));
    return {
      rows: rows.length,
      missing: saves.filter((save) => !present.has(save.revisionId)),
      partialRows: rows.filter((row) => !row.isComplete).length,
      unacknowledgedRows: rows.filter((row) => !acknowledgedIds.has(row.id)).length,
      roomsUpdatedWithoutRevision: touched.filter(
        (room) => room.guiSave?.startsWith(commentPrefix) === true && !comments.has(room.guiSave),
      ).length,
      danglingActiveRevisions: touched.filter((room) => !room.activeExists).length,
    };
  } finally {
    await database.close();
  }
}

/** True when nothing acknowledged is missing and nothing was stored in part. */
export function isIntact(api: ApiCheck, database: DatabaseCheck): boolean {
  return (
    api.missing.length === 0 &&
    database.missing.length === 0 &&
    database.partialRows === 0 &&
    database.roomsUpdatedWithoutRevision === 0 &&
    database.danglingActiveRevisions === 0
  );
}

/** One line per check, for the benchmark's report. */
export function describeChecks(api: ApiCheck, database: DatabaseCheck): string[] {
  return [
    `API: ${api.checked - api.missing.length}/${api.checked} acknowledged saves read back (${api.failedReads} reads failed)`,
    `database: ${database.rows} rows; acknowledged missing ${database.missing.length}; partial rows ${database.partialRows}; committed without an answer ${database.unacknowledgedRows}; rooms updated without their revision ${database.roomsUpdatedWithoutRevision}; dangling active revisions ${database.danglingActiveRevisions}`,
  ];
}
