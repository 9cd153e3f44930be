import { planCodesWithRole } from '@roomtone/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, users, vendorSettings } from '../../db/schema/index.ts';

/** A vendor calculator is live only while its organization is on a manufacturer plan. */
function isVendorPlan() {
  return inArray(organizations.planCode, planCodesWithRole('man'));
}

/** The vendor named `vendorName` on a manufacturer plan, with its settings; undefined otherwise. */
export async function findVendor(db: Db, vendorName: string) {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      displayName: organizations.name,
      vendorName: organizations.vendorName,
      vendorUrl: organizations.vendorUrl,
      vendorUrlName: organizations.vendorUrlName,
      vendorRequests: organizations.vendorRequests,
      logoUpdatedOn: organizations.logoUpdatedOn,
      hasLogo: sql<boolean>`${organizations.logo} is not null`,
      frameOrigins: vendorSettings.frameOrigins,
      showsExperimental: vendorSettings.showsExperimental,
    })
    .from(organizations)
    .leftJoin(vendorSettings, eq(vendorSettings.organizationId, organizations.id))
    .where(and(eq(organizations.vendorName, vendorName), isVendorPlan()))
    .limit(1);
  return row;
}

/** A vendor's logo, while it is a live vendor. */
export async function findVendorLogo(db: Db, vendorName: string) {
  const [row] = await db
    .select({
      logo: organizations.logo,
      mime: organizations.logoMime,
      updatedOn: organizations.logoUpdatedOn,
    })
    .from(organizations)
    .where(and(eq(organizations.vendorName, vendorName), isVendorPlan()))
    .limit(1);
  return row;
}

/** The organization's vendor name and embedding settings. */
export async function findEmbedSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select({
      vendorName: organizations.vendorName,
      frameOrigins: vendorSettings.frameOrigins,
      showsExperimental: vendorSettings.showsExperimental,
    })
    .from(organizations)
    .leftJoin(vendorSettings, eq(vendorSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** Saves the organization's embedding settings. */
export async function upsertEmbedSettings(
  db: Db,
  organizationId: string,
  values: { frameOrigins: string[]; showsExperimental: boolean },
): Promise<void> {
  await db
    .insert(vendorSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: vendorSettings.organizationId, set: values });
}

/** The addresses of a vendor's organization-level users, who receive its inquiries. */
export async function listVendorOwnerEmails(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.organizationRole, 'owner')));
  return rows.map((row) => row.email);
}
