import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
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

/** The organization columns the API shows (never the logo bytes). */
const ORGANIZATION_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  subscriberName: organizations.subscriberName,
  phone: organizations.phone,
  address: organizations.address,
  zip: organizations.zip,
  countryName: organizations.countryName,
  countryCode: organizations.countryCode,
  units: organizations.units,
  currency: organizations.currency,
  reportText: organizations.reportText,
  reportLogoWidth: organizations.reportLogoWidth,
  vendorRequests: organizations.vendorRequests,
  vendorName: organizations.vendorName,
  vendorCss: organizations.vendorCss,
  vendorCssInline: organizations.vendorCssInline,
  vendorUrl: organizations.vendorUrl,
  vendorUrlName: organizations.vendorUrlName,
  planCode: organizations.planCode,
  isPersonal: organizations.isPersonal,
  logoUpdatedOn: organizations.logoUpdatedOn,
};

/** An organization as read for the API. */
export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;

/** One organization by id. */
export async function findOrganization(db: Db, organizationId: string) {
  const [row] = await db
    .select(ORGANIZATION_COLUMNS)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** The profile fields of an organization. */
export type OrganizationProfileValues = {
  name: string;
  subscriberName: string;
  phone: string;
  address: string;
  zip: string;
  countryName: string;
  countryCode: string;
};

/** The plan-dependent settings of an organization. */
export type OrganizationSettingsValues = {
  units: 'Imperial' | 'Metric';
  /** Absent: the currency is left as it is. */
  currency?: string;
  reportText: string;
  reportLogoWidth: number;
  vendorRequests: boolean;
  vendorName: string | null;
  vendorCss: string;
  vendorCssInline: string;
  vendorUrl: string;
  vendorUrlName: string;
};

/** Updates one organization's profile or settings. */
export async function updateOrganization(
  db: Db,
  organizationId: string,
  values: OrganizationProfileValues | OrganizationSettingsValues,
): Promise<void> {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
}

/** True when another organization account (not a personal one) has this name, ignoring case. */
export async function isOrganizationNameTaken(db: Db, name: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        sql`lower(${organizations.name}) = lower(${name})`,
        eq(organizations.isPersonal, false),
        ne(organizations.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True when another organization uses this vendor name. */
export async function isVendorNameTaken(db: Db, vendorName: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.vendorName, vendorName), ne(organizations.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The vendor stylesheet fields of the organization with this vendor name. */
export async function findVendorCss(db: Db, vendorName: string) {
  const [row] = await db
    .select({ vendorCss: organizations.vendorCss, vendorCssInline: organizations.vendorCssInline })
    .from(organizations)
    .where(eq(organizations.vendorName, vendorName))
    .limit(1);
  return row;
}

/** When the organization's logo changed and its type, without the bytes (for conditional requests). */
export async function findLogoStamp(db: Db, organizationId: string) {
  const [row] = await db
    .select({ logoMime: organizations.logoMime, logoUpdatedOn: organizations.logoUpdatedOn })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** The organization's logo bytes. */
export async function findLogo(db: Db, organizationId: string) {
  const [row] = await db
    .select({ logo: organizations.logo, logoMime: organizations.logoMime })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** Stores a new logo. */
export async function updateLogo(
  db: Db,
  organizationId: string,
  logo: { bytes: Buffer; mime: string; updatedOn: Date },
): Promise<void> {
  await db
    .update(organizations)
    .set({ logo: logo.bytes, logoMime: logo.mime, logoUpdatedOn: logo.updatedOn })
    .where(eq(organizations.id, organizationId));
}

/** The members (not the owner) of one organization, by name. */
export async function listMembers(db: Db, organizationId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), eq(users.organizationRole, 'member')))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(users.email));
}

/** A member row. */
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** The organization-level user of an organization (its owner). */
export async function findOwner(db: Db, organizationId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), eq(users.organizationRole, 'owner')))
    .orderBy(asc(users.createdOn))
    .limit(1);
  return row;
}

/** One member of one organization (the owner is not a member). */
export async function findMember(db: Db, organizationId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, organizationId),
        eq(users.organizationRole, 'member'),
      ),
    )
    .limit(1);
  return row;
}

/** True when a user has this e-mail (lower case). */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** Creates a verified member of an organization with an empty profile; returns the user id. */
export async function insertMember(
  db: Db,
  values: { email: string; passwordHash: string; organizationId: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: values.email,
        passwordHash: values.passwordHash,
        isVerified: true,
        organizationId: values.organizationId,
        organizationRole: 'member',
      })
      .returning({ id: users.id });
    if (!row) throw new Error('member insert returned no row');
    await tx.insert(accounts).values({ userId: row.id });
    return row.id;
  });
}

/**
 * Takes a member out of an organization in one transaction: the user becomes the owner of a new
 * personal organization, stops being project manager of the old organization's projects, and
 * every session of theirs ends. Their projects stay with the organization.
 */
export async function detachMember(
  db: Db,
  organizationId: string,
  userId: string,
  personal: { name: string; subscriberName: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [personalOrganization] = await tx
      .insert(organizations)
      .values({ name: personal.name, subscriberName: personal.subscriberName, isPersonal: true })
      .returning({ id: organizations.id });
    if (!personalOrganization) throw new Error('organization insert returned no row');
    await tx
      .update(users)
      .set({ organizationId: personalOrganization.id, organizationRole: 'owner' })
      .where(
        and(
          eq(users.id, userId),
          eq(users.organizationId, organizationId),
          eq(users.organizationRole, 'member'),
        ),
      );
    await tx
      .update(projects)
      .set({ projectManagerId: null })
      .where(and(eq(projects.organizationId, organizationId), eq(projects.projectManagerId, userId)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** The acoustic models of one organization, newest first, with their status names. */
export async function listAcousticModels(db: Db, organizationId: string) {
  return db
    .select({
      id: acousticModels.id,
      statusName: acousticModelStatuses.name,
      createdOn: acousticModels.createdOn,
    })
    .from(acousticModels)
    .leftJoin(acousticModelStatuses, eq(acousticModelStatuses.id, acousticModels.statusId))
    .where(eq(acousticModels.organizationId, organizationId))
    .orderBy(desc(acousticModels.createdOn), asc(acousticModels.id));
}

/** An acoustic model row. */
export type AcousticModelRow = Awaited<ReturnType<typeof listAcousticModels>>[number];

/** Organizations whose id is this, or whose name is this (ignoring case), for the plan command. */
export async function findOrganizationsByIdOrName(db: Db, idOrName: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrName);
  return db
    .select({ id: organizations.id, name: organizations.name, planCode: organizations.planCode })
    .from(organizations)
    .where(isUuid ? eq(organizations.id, idOrName) : sql`lower(${organizations.name}) = lower(${idOrName})`)
    .orderBy(asc(organizations.createdOn))
    .limit(10);
}

/** Sets (or with null, clears) an organization's plan. */
export async function updatePlan(db: Db, organizationId: string, planCode: string | null): Promise<void> {
  await db.update(organizations).set({ planCode }).where(eq(organizations.id, organizationId));
}
