import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, organizations, sessions, users } from '../../db/schema/index.ts';
import type { SocialProvider } from './social-provider.ts';

/** True when at least one administrator exists. */
export async function hasAdministrator(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return row !== undefined;
}

/** Creates a user with its profile in one transaction. */
export async function insertUserWithAccount(
  db: Db,
  user: {
    email: string;
    passwordHash: string;
    isAdmin: boolean;
    isVerified: boolean;
    organizationId?: string | null;
    organizationRole?: 'owner' | 'member' | null;
  },
  profile: { firstName: string; lastName: string; company?: string; phone?: string; zip?: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning({ id: users.id });
    if (!row) throw new Error('user insert returned no row');
    await tx.insert(accounts).values({ userId: row.id, ...profile });
    return row.id;
  });
}

/** Session activity is recorded at most this often, so a read stays a read. */
export const SESSION_ACTIVITY_SECONDS = 60;

/**
 * The signed-in user of a live session (neither expired nor idle past `idleSeconds`), with the
 * organization fields the web app needs, and whether its activity is due to be recorded. A locked
 * user has no live session. While an administrator's session views the app as another user (until
 * `acting_until`), the user is that other user; past it, the administrator again, and
 * `isViewAsOver` says the view is still to be ended.
 */
export async function findSessionUser(db: Db, sessionId: string, idleSeconds: number) {
  const isViewingAs = sql`(${sessions.actingAsUserId} is not null and ${sessions.actingUntil} > now())`;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      isVerified: users.isVerified,
      organizationId: users.organizationId,
      organizationRole: users.organizationRole,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      organizationName: organizations.name,
      isPersonalOrganization: organizations.isPersonal,
      planCode: organizations.planCode,
      vendorRequests: organizations.vendorRequests,
      isActivityDue: sql<boolean>`${sessions.lastSeenOn} < now() - make_interval(secs => ${SESSION_ACTIVITY_SECONDS})`,
      isViewingAs: sql<boolean>`${isViewingAs}`,
      isViewAsOver: sql<boolean>`(${sessions.actingAsUserId} is not null and not ${isViewingAs})`,
    })
    .from(sessions)
    .innerJoin(
      users,
      eq(users.id, sql`case when ${isViewingAs} then ${sessions.actingAsUserId} else ${sessions.userId} end`),
    )
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresOn, sql`now()`),
        gt(sessions.lastSeenOn, sql`now() - make_interval(secs => ${idleSeconds})`),
        isNull(users.lockedOn),
      ),
    )
    .limit(1);
  return row;
}

/** The signed-in user's row shape. */
export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

/** A user's sign-in fields by e-mail (lower case). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      isVerified: users.isVerified,
      isLocked: sql<boolean>`${users.lockedOn} is not null`,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** A user's password hash by id. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

/** True when an organization (not a personal one) already has this name, ignoring case. */
export async function organizationNameTaken(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(sql`lower(${organizations.name}) = lower(${name})`, eq(organizations.isPersonal, false)))
    .limit(1);
  return row !== undefined;
}

/** Creates an organization and returns its id. */
export async function insertOrganization(
  db: Db,
  values: { name: string; subscriberName: string; phone: string; zip: string; isPersonal: boolean },
): Promise<string> {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  if (!row) throw new Error('organization insert returned no row');
  return row.id;
}

/** The profile fields of a user. */
export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: accounts.firstName,
      middleName: accounts.middleName,
      lastName: accounts.lastName,
      company: accounts.company,
      phone: accounts.phone,
      zip: accounts.zip,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Updates the profile of a user. */
export async function updateProfile(
  db: Db,
  userId: string,
  values: {
    firstName: string;
    middleName: string;
    lastName: string;
    company: string;
    phone: string;
    zip: string;
  },
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.userId, userId));
}

/** Changes a user's e-mail (the username). */
export async function updateEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/** Sets a user's password hash. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Marks a user verified. */
export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
}

/** Records a successful sign-in. */
export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginOn: new Date() }).where(eq(users.id, userId));
}

/** A social provider's column on users. */
function providerColumn(provider: SocialProvider) {
  return provider === 'google' ? users.googleId : users.facebookId;
}

/** The user connected to a provider account. */
export async function findUserByProviderId(db: Db, provider: SocialProvider, providerUserId: string) {
  const [row] = await db
    .select({ id: users.id, isLocked: sql<boolean>`${users.lockedOn} is not null` })
    .from(users)
    .where(eq(providerColumn(provider), providerUserId))
    .limit(1);
  return row;
}

/** Connects (or with null, disconnects) a provider account. */
export async function setProviderId(
  db: Db,
  userId: string,
  provider: SocialProvider,
  providerUserId: string | null,
): Promise<void> {
  const values = provider === 'google' ? { googleId: providerUserId } : { facebookId: providerUserId };
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Which providers a user has connected. */
export async function findConnections(db: Db, userId: string) {
  const [row] = await db
    .select({ googleId: users.googleId, facebookId: users.facebookId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { google: Boolean(row?.googleId), facebook: Boolean(row?.facebookId) };
}
