import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared-statement.ts';
import { rowReaderOf } from '../../db/row-fields.ts';
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

/** The signed-in user's row shape. */
export type SessionUserRow = {
  id: string;
  email: string;
  isAdmin: boolean;
  isVerified: boolean;
  organizationId: string | null;
  organizationRole: 'owner' | 'member' | null;
  firstName: string | null;
  lastName: string | null;
  organizationName: string | null;
  isPersonalOrganization: boolean | null;
  planCode: string | null;
  vendorRequests: boolean | null;
  isActivityDue: boolean;
  isViewingAs: boolean;
  isViewAsOver: boolean;
};

const SESSION_USER_STATEMENT = 'session_user';

/** While an administrator's session views the app as another user, until `acting_until`. */
const isViewingAs = sql`(${sessions.actingAsUserId} is not null and ${sessions.actingUntil} > now())`;

/**
 * The session lookup, run before every signed-in request: prepared once per connection
 * (`db/prepared-statement.ts`), as parsing and planning its joins cost the database many times
 * what running it does (docs/operations.md, the request path).
 */
const sessionUserStatement = () => sql`select ${users.id} as id, ${users.email} as email,
    ${users.isAdmin} as is_admin, ${users.isVerified} as is_verified,
    ${users.organizationId}::text as organization_id, ${users.organizationRole} as organization_role,
    ${accounts.firstName} as first_name, ${accounts.lastName} as last_name,
    ${organizations.name} as organization_name, ${organizations.isPersonal} as is_personal_organization,
    ${organizations.planCode} as plan_code, ${organizations.vendorRequests} as vendor_requests,
    ${sessions.lastSeenOn} < now() - make_interval(secs => ${sql.placeholder('activitySeconds')}::integer) as is_activity_due,
    ${isViewingAs} as is_viewing_as,
    (${sessions.actingAsUserId} is not null and not ${isViewingAs}) as is_view_as_over
  from ${sessions}
  join ${users} on ${users.id} = case when ${isViewingAs} then ${sessions.actingAsUserId} else ${sessions.userId} end
  left join ${accounts} on ${accounts.userId} = ${users.id}
  left join ${organizations} on ${organizations.id} = ${users.organizationId}
  where ${sessions.id} = ${sql.placeholder('sessionId')}::text
    and ${sessions.expiresOn} > now()
    and ${sessions.lastSeenOn} > now() - make_interval(secs => ${sql.placeholder('idleSeconds')}::integer)
    and ${users.lockedOn} is null
  limit 1`;

function organizationRoleOf(role: string | null): SessionUserRow['organizationRole'] {
  if (role === null || role === 'owner' || role === 'member') return role;
  throw new Error(`${SESSION_USER_STATEMENT}: unknown organization role ${role}`);
}

function sessionUserOf(row: Record<string, unknown>): SessionUserRow {
  const read = rowReaderOf(row, SESSION_USER_STATEMENT);
  return {
    id: read.text('id'),
    email: read.text('email'),
    isAdmin: read.boolean('is_admin'),
    isVerified: read.boolean('is_verified'),
    organizationId: read.nullableText('organization_id'),
    organizationRole: organizationRoleOf(read.nullableText('organization_role')),
    firstName: read.nullableText('first_name'),
    lastName: read.nullableText('last_name'),
    organizationName: read.nullableText('organization_name'),
    isPersonalOrganization: read.nullableBoolean('is_personal_organization'),
    planCode: read.nullableText('plan_code'),
    vendorRequests: read.nullableBoolean('vendor_requests'),
    isActivityDue: read.boolean('is_activity_due'),
    isViewingAs: read.boolean('is_viewing_as'),
    isViewAsOver: read.boolean('is_view_as_over'),
  };
}

/**
 * The signed-in user of a live session (neither expired nor idle past `idleSeconds`), with the
 * organization fields the web app needs, and whether its activity is due to be recorded. A locked
 * user has no live session. While an administrator's session views the app as another user (until
 * `acting_until`), the user is that other user; past it, the administrator again, and
 * `isViewAsOver` says the view is still to be ended.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  idleSeconds: number,
): Promise<SessionUserRow | undefined> {
  const [row] = await runPrepared(db, SESSION_USER_STATEMENT, sessionUserStatement, {
    sessionId,
    idleSeconds,
    activitySeconds: SESSION_ACTIVITY_SECONDS,
  });
  return row && sessionUserOf(row);
}

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
