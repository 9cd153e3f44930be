import { ADMIN_PAGE_SIZE } from '@roomtone/contracts';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  acousticModelStatuses,
  acousticModels,
  organizations,
  projects,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/list-paging.ts';

/** The filters of the organizations list, already validated. */
export type OrganizationFilter = {
  page: number;
  q: string;
  sort: 'created' | 'name' | 'members';
  dir: 'asc' | 'desc';
  plan: string;
  personal: 'all' | 'yes' | 'no';
};

const memberCount = sql<number>`(select count(*)::int from users u where u.organization_id = organizations.id)`;

const summaryColumns = {
  id: organizations.id,
  name: organizations.name,
  isPersonal: organizations.isPersonal,
  planCode: organizations.planCode,
  vendorName: organizations.vendorName,
  memberCount,
  createdOn: organizations.createdOn,
};

/** Organizations whose name or vendor name holds `q`. */
function organizationMatches(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = containsPattern(q);
  return or(ilike(organizations.name, pattern), ilike(organizations.vendorName, pattern));
}

function filterOf(filter: OrganizationFilter): SQL | undefined {
  return and(
    organizationMatches(filter.q),
    filter.plan === ''
      ? undefined
      : filter.plan === 'none'
        ? isNull(organizations.planCode)
        : eq(organizations.planCode, filter.plan),
    filter.personal === 'all' ? undefined : eq(organizations.isPersonal, filter.personal === 'yes'),
  );
}

const SORT_COLUMNS = {
  created: organizations.createdOn,
  name: organizations.name,
  members: memberCount,
} as const;

/** One page of organizations and the number the filter matches. */
export async function listOrganizations(db: Db, filter: OrganizationFilter) {
  const where = filterOf(filter);
  const order = filter.dir === 'asc' ? asc : desc;
  const rows = await db
    .select(summaryColumns)
    .from(organizations)
    .where(where)
    .orderBy(order(SORT_COLUMNS[filter.sort]), asc(organizations.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(filter.page, ADMIN_PAGE_SIZE));
  const [total] = await db.select({ total: count() }).from(organizations).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The first few organization accounts (not personal ones) matching `q`. */
export async function searchOrganizations(db: Db, q: string, limit: number) {
  return db
    .select(summaryColumns)
    .from(organizations)
    .where(and(organizationMatches(q), eq(organizations.isPersonal, false)))
    .orderBy(asc(organizations.name))
    .limit(limit);
}

/** An organization's page, without members and models. */
export async function findOrganizationDetail(db: Db, organizationId: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      subscriberName: organizations.subscriberName,
      phone: organizations.phone,
      countryName: organizations.countryName,
      vendorRequests: organizations.vendorRequests,
      vendorUrl: organizations.vendorUrl,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The users of an organization, the organization-level user first. */
export async function listOrganizationUsers(db: Db, organizationId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`trim(coalesce(${accounts.firstName}, '') || ' ' || coalesce(${accounts.lastName}, ''))`,
      role: users.organizationRole,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.organizationRole), asc(users.email));
}

/** An organization's acoustic models with their status names, newest first. */
export async function listModelsOf(db: Db, organizationId: string) {
  return db
    .select({
      id: acousticModels.id,
      name: acousticModels.name,
      statusId: acousticModels.statusId,
      statusName: acousticModelStatuses.name,
      createdOn: acousticModels.createdOn,
    })
    .from(acousticModels)
    .leftJoin(acousticModelStatuses, eq(acousticModelStatuses.id, acousticModels.statusId))
    .where(eq(acousticModels.organizationId, organizationId))
    .orderBy(desc(acousticModels.createdOn));
}

/** A user by e-mail, with their organization's kind. */
export async function findUserWithOrganization(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      organizationId: users.organizationId,
      organizationRole: users.organizationRole,
      organizationName: organizations.name,
      isPersonalOrganization: organizations.isPersonal,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row;
}

/**
 * Moves a user out of their personal organization into an organization account as a member.
 * The projects of their personal organization move with them; the personal organization itself
 * is kept (with anything else it holds), so nothing is deleted. Every session of theirs ends, as
 * after any change of organization.
 */
export async function moveIntoOrganization(
  db: Db,
  userId: string,
  fromPersonalOrganizationId: string | null,
  organizationId: string,
): Promise<void> {
  await db.update(users).set({ organizationId, organizationRole: 'member' }).where(eq(users.id, userId));
  if (fromPersonalOrganizationId) {
    await db
      .update(projects)
      .set({ organizationId })
      .where(eq(projects.organizationId, fromPersonalOrganizationId));
  }
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Moves a member of one organization account into another: the projects they made stay with the
 * organization they leave (which stops naming them as a manager), and their sessions end.
 */
export async function transferMember(
  db: Db,
  userId: string,
  fromOrganizationId: string,
  organizationId: string,
): Promise<void> {
  await db.update(users).set({ organizationId, organizationRole: 'member' }).where(eq(users.id, userId));
  await db
    .update(projects)
    .set({ projectManagerId: null })
    .where(and(eq(projects.organizationId, fromOrganizationId), eq(projects.projectManagerId, userId)));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Sets the status of an organization's acoustic model; false when the model is not theirs. */
export async function setModelStatus(
  db: Db,
  organizationId: string,
  modelId: string,
  statusId: string | null,
): Promise<boolean> {
  const rows = await db
    .update(acousticModels)
    .set({ statusId })
    .where(and(eq(acousticModels.id, modelId), eq(acousticModels.organizationId, organizationId)))
    .returning({ id: acousticModels.id });
  return rows.length > 0;
}

/** A status's name, when it exists. */
export async function findStatusName(db: Db, statusId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: acousticModelStatuses.name })
    .from(acousticModelStatuses)
    .where(eq(acousticModelStatuses.id, statusId));
  return row?.name;
}
