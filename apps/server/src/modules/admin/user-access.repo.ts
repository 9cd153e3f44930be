import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, users } from '../../db/schema/index.ts';

/** Locks a user (`reason` kept with the lock) or, with null, unlocks them. */
export async function setLock(db: Db, userId: string, lock: { reason: string } | null): Promise<void> {
  await db
    .update(users)
    .set(lock ? { lockedOn: sql`now()`, lockReason: lock.reason } : { lockedOn: null, lockReason: '' })
    .where(eq(users.id, userId));
}

/** Ends every administrator's viewing of the app as this user; answers those administrators' ids. */
export async function endViewingAsUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ actingAsUserId: null, actingReason: '', actingUntil: null })
    .where(eq(sessions.actingAsUserId, userId))
    .returning({ administratorId: sessions.userId });
  return rows.map((row) => row.administratorId);
}

/** Makes a session view the app as `userId` for `minutes`, for `reason`. */
export async function startViewingAs(
  db: Db,
  sessionId: string,
  view: { userId: string; reason: string; minutes: number },
): Promise<void> {
  await db
    .update(sessions)
    .set({
      actingAsUserId: view.userId,
      actingReason: view.reason,
      actingUntil: sql`now() + make_interval(mins => ${view.minutes})`,
    })
    .where(eq(sessions.id, sessionId));
}

/**
 * Ends a session's viewing of the app as another user. Answers whom it was viewing as, or null
 * when it was not (so two concurrent ends are audited once).
 */
export async function stopViewingAs(
  db: Db,
  sessionId: string,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.actingAsUserId))
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  const ended = await db
    .update(sessions)
    .set({ actingAsUserId: null, actingReason: '', actingUntil: null })
    .where(and(eq(sessions.id, sessionId), eq(sessions.actingAsUserId, row.id)))
    .returning({ id: sessions.id });
  return ended.length > 0 ? row : null;
}

/** The session's view-as fields, when it views the app as someone until a time still to come. */
export async function findViewAs(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      administratorId: sessions.userId,
      administratorEmail: users.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      reason: sessions.actingReason,
      until: sessions.actingUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.actingUntil, sql`now()`)))
    .limit(1);
  return row;
}
