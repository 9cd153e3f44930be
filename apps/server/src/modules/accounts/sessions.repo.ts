import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Stores a new session. */
export async function insertSession(
  db: Db,
  values: { id: string; userId: string; expiresOn: Date; ip: string; userAgent: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Deletes one session. */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes every session of a user, except `keepId` when given. */
export async function deleteUserSessions(db: Db, userId: string, keepId?: string): Promise<void> {
  const condition = keepId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

/**
 * Records activity on a session. Called only when the session lookup said it is due (at most once
 * a minute), and guarded again here, so concurrent requests of one session write it once.
 */
export async function touchSession(db: Db, id: string, everySeconds: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenOn: sql`now()` })
    .where(
      and(eq(sessions.id, id), lt(sessions.lastSeenOn, sql`now() - make_interval(secs => ${everySeconds})`)),
    );
}

/** Removes sessions past their absolute or idle expiry. */
export async function deleteExpiredSessions(db: Db, idleSeconds: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresOn, sql`now()`),
        lt(sessions.lastSeenOn, sql`now() - make_interval(secs => ${idleSeconds})`),
      ),
    );
}
