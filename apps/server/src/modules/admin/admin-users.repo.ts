import { ADMIN_PAGE_SIZE } from '@roomtone/contracts';
import { and, asc, count, desc, eq, ilike, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, adminUserNotes, organizations, sessions, users } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/list-paging.ts';

/** The filters of the users list, already validated. */
export type UserFilter = {
  page: number;
  q: string;
  sort: 'created' | 'email' | 'name' | 'lastLogin';
  dir: 'asc' | 'desc';
  verified: 'all' | 'yes' | 'no';
  admin: 'all' | 'yes' | 'no';
  organizationId: string;
  plan: string;
};

const fullName = sql<string>`trim(coalesce(${accounts.firstName}, '') || ' ' || coalesce(${accounts.lastName}, ''))`;

const summaryColumns = {
  id: users.id,
  email: users.email,
  name: fullName,
  isVerified: users.isVerified,
  isAdmin: users.isAdmin,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  isPersonalOrganization: organizations.isPersonal,
  planCode: organizations.planCode,
  createdOn: users.createdOn,
  lastLoginOn: users.lastLoginOn,
};

/** Users whose e-mail, name or organization name holds `q`. */
export function userMatches(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = containsPattern(q);
  return or(ilike(users.email, pattern), ilike(fullName, pattern), ilike(organizations.name, pattern));
}

function filterOf(filter: UserFilter): SQL | undefined {
  const yes = (value: 'all' | 'yes' | 'no') => (value === 'all' ? undefined : value === 'yes');
  const verified = yes(filter.verified);
  const admin = yes(filter.admin);
  return and(
    userMatches(filter.q),
    verified === undefined ? undefined : eq(users.isVerified, verified),
    admin === undefined ? undefined : eq(users.isAdmin, admin),
    filter.organizationId === '' ? undefined : eq(users.organizationId, filter.organizationId),
    filter.plan === ''
      ? undefined
      : filter.plan === 'none'
        ? isNull(organizations.planCode)
        : eq(organizations.planCode, filter.plan),
  );
}

const SORT_COLUMNS = {
  created: users.createdOn,
  email: users.email,
  name: fullName,
  lastLogin: users.lastLoginOn,
} as const;

/** One page of users and the number of users the filter matches. */
export async function listUsers(db: Db, filter: UserFilter) {
  const where = filterOf(filter);
  const order = filter.dir === 'asc' ? asc : desc;
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .orderBy(order(SORT_COLUMNS[filter.sort]), asc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(filter.page, ADMIN_PAGE_SIZE));
  const [total] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The first few users matching `q` (search bar), administrators only when `adminsOnly`. */
export async function searchUsers(db: Db, q: string, limit: number, adminsOnly: boolean) {
  return db
    .select(summaryColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(userMatches(q), adminsOnly ? eq(users.isAdmin, true) : undefined))
    .orderBy(asc(users.email))
    .limit(limit);
}

/** A user's page, without notes and groups. */
export async function findUserDetail(db: Db, userId: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      company: accounts.company,
      phone: accounts.phone,
      organizationRole: users.organizationRole,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      googleId: users.googleId,
      facebookId: users.facebookId,
      lockedOn: users.lockedOn,
      lockReason: users.lockReason,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}

/** How many live sessions a user has, and the latest activity among them. */
export async function findSessionSummary(db: Db, userId: string) {
  const [row] = await db
    .select({ count: count(), lastSeenOn: max(sessions.lastSeenOn) })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresOn} > now()`));
  return { count: row?.count ?? 0, lastSeenOn: row?.lastSeenOn ?? null };
}

/** A user's admin notes, newest first, with their authors' addresses. */
export async function listNotes(db: Db, userId: string) {
  const author = sql<
    string | null
  >`(select a.email from users a where a.id = admin_user_notes.author_user_id)`;
  return db
    .select({
      id: adminUserNotes.id,
      body: adminUserNotes.body,
      authorEmail: author,
      createdOn: adminUserNotes.createdOn,
    })
    .from(adminUserNotes)
    .where(eq(adminUserNotes.userId, userId))
    .orderBy(desc(adminUserNotes.createdOn), desc(adminUserNotes.id));
}

/** Adds a note; answers its id. */
export async function insertNote(
  db: Db,
  userId: string,
  authorUserId: string,
  body: string,
): Promise<string> {
  const [row] = await db
    .insert(adminUserNotes)
    .values({ userId, authorUserId, body })
    .returning({ id: adminUserNotes.id });
  if (!row) throw new Error('note insert returned no row');
  return row.id;
}

/** Deletes a note of a user; answers whether there was one. */
export async function deleteNote(db: Db, userId: string, noteId: string): Promise<boolean> {
  const rows = await db
    .delete(adminUserNotes)
    .where(and(eq(adminUserNotes.id, noteId), eq(adminUserNotes.userId, userId)))
    .returning({ id: adminUserNotes.id });
  return rows.length > 0;
}

/** Sets a user's verified flag. */
export async function setVerified(db: Db, userId: string, isVerified: boolean): Promise<void> {
  await db.update(users).set({ isVerified }).where(eq(users.id, userId));
}

/** Sets a user's administrator flag. */
export async function setAdmin(db: Db, userId: string, isAdmin: boolean): Promise<void> {
  await db.update(users).set({ isAdmin }).where(eq(users.id, userId));
}

/** Ends every session of a user; answers how many ended. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/**
 * Deletes a user. Their personal organization goes with them (its projects are theirs alone);
 * an organization account's records stay with the organization. Audit entries stay, their actor
 * set to null by the foreign key.
 */
export async function deleteUser(
  db: Db,
  userId: string,
  personalOrganizationId: string | null,
): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
  if (personalOrganizationId) {
    await db
      .delete(organizations)
      .where(and(eq(organizations.id, personalOrganizationId), eq(organizations.isPersonal, true)));
  }
}
