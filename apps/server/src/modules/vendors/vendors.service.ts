import {
  type CurrentUser,
  canEditOrganizationPlanSettings,
  MESSAGES,
  type SponsorFinishesQuery,
  type VendorEmbedSettings,
  type VendorProfile,
  viewerOf,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { browseVendorFinishes } from '../finishes/finish-browsers.service.ts';
import {
  findEmbedSettings,
  findVendor,
  findVendorLogo,
  listVendorOwnerEmails,
  upsertEmbedSettings,
} from './vendors.repo.ts';

/** A live vendor: the organization behind `/v/{vendorName}/rt`. */
export type Vendor = {
  organizationId: string;
  vendorName: string;
  displayName: string;
  acceptsInquiries: boolean;
};

const normalized = (vendorName: string) => vendorName.trim().toLowerCase();

function notFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGES.apiNotFound);
}

/** The live vendor named `vendorName` (on a manufacturer plan), or undefined. */
export async function findLiveVendor(db: Db, vendorName: string): Promise<Vendor | undefined> {
  const row = await findVendor(db, normalized(vendorName));
  if (!row?.vendorName) return undefined;
  return {
    organizationId: row.organizationId,
    vendorName: row.vendorName,
    displayName: row.displayName,
    acceptsInquiries: row.vendorRequests,
  };
}

/** `GET /api/vendors/{vendorName}`: what the branded calculator shows; 404 for no live vendor. */
export async function getVendorProfile(context: AppContext, vendorName: string): Promise<VendorProfile> {
  const row = await findVendor(context.database.db, normalized(vendorName));
  if (!row?.vendorName) throw notFound();
  return {
    id: row.organizationId,
    vendorName: row.vendorName,
    displayName: row.displayName,
    vendorUrl: row.vendorUrl,
    vendorUrlName: row.vendorUrlName,
    hasLogo: row.hasLogo,
    acceptsInquiries: row.vendorRequests,
    showsExperimental: row.showsExperimental ?? true,
  };
}

/** `GET /api/vendors/{vendorName}/logo`: the live vendor's logo image. */
export async function getVendorLogo(
  context: AppContext,
  vendorName: string,
): Promise<{ bytes: Buffer; mime: string; updatedOn: Date | null }> {
  const row = await findVendorLogo(context.database.db, normalized(vendorName));
  if (!row?.logo || !row.mime) throw notFound();
  return { bytes: row.logo, mime: row.mime, updatedOn: row.updatedOn };
}

/**
 * The origins that may frame `/v/{vendorName}/…`: the live vendor's listed origins, or none
 * (an unknown vendor's page may not be framed either).
 */
export async function vendorFrameOrigins(db: Db, vendorName: string): Promise<string[]> {
  const row = await findVendor(db, normalized(vendorName));
  return row?.frameOrigins ?? [];
}

function requireEmbedEditor(user: CurrentUser | null): string {
  const signedIn = requireUser(user);
  if (!canEditOrganizationPlanSettings(viewerOf(signedIn)) || !signedIn.organizationId) {
    throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  }
  return signedIn.organizationId;
}

/** `GET /api/account/organization/embed`: the embedding settings (organization settings tab). */
export async function getEmbedSettings(context: AppContext, user: CurrentUser | null) {
  const organizationId = requireEmbedEditor(user);
  const row = await findEmbedSettings(context.database.db, organizationId);
  return {
    vendorName: row?.vendorName ?? null,
    frameOrigins: row?.frameOrigins ?? [],
    showsExperimental: row?.showsExperimental ?? true,
  };
}

/** `PUT /api/account/organization/embed`: saves the origins (deduplicated) and the Experimental switch. */
export async function saveEmbedSettings(
  context: AppContext,
  user: CurrentUser | null,
  body: VendorEmbedSettings,
) {
  const organizationId = requireEmbedEditor(user);
  await upsertEmbedSettings(context.database.db, organizationId, {
    frameOrigins: [...new Set(body.frameOrigins)],
    showsExperimental: body.showsExperimental,
  });
  return getEmbedSettings(context, user);
}

/** Where a vendor's inquiries are mailed: its organization-level users. */
export function vendorRecipients(db: Db, organizationId: string): Promise<string[]> {
  return listVendorOwnerEmails(db, organizationId);
}

/** `GET /api/vendors/{vendorName}/finishes`: the live vendor's own finishes, for its calculator's buttons. */
export async function getVendorFinishes(
  context: AppContext,
  vendorName: string,
  query: SponsorFinishesQuery,
) {
  const row = await findVendor(context.database.db, normalized(vendorName));
  if (!row?.vendorName) throw notFound();
  return browseVendorFinishes(context.database.db, row.organizationId, query);
}
