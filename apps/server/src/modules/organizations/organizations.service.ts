import {
  type AcousticModel,
  type CurrentUser,
  canAddMembers,
  canEditOrganizationPlanSettings,
  canManageOrganization,
  canReadOrganization,
  canRemoveMembers,
  canViewAcousticModels,
  EMAIL_TAKEN,
  errorUpdating,
  findCountry,
  findOrganizationPlan,
  MESSAGES,
  type Member,
  type NewMemberBody,
  ORGANIZATION_PLANS,
  type Organization,
  type PasswordChangeBody,
  type UpdateOrganizationBody,
  VENDOR_CALCULATOR_ATTRIBUTE,
  VENDOR_NAME_TAKEN,
  viewerOf,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { changePassword } from '../accounts/account-settings.service.ts';
import type { Caller } from '../accounts/auth.service.ts';
import { hashPassword } from '../accounts/password.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { encodeLogo } from './logo-image.ts';
import { memberName, toAcousticModel, toMember, toOrganization } from './organizations.mapper.ts';
import {
  detachMember,
  findLogo,
  findLogoStamp,
  findMember,
  findOrganization,
  findOrganizationsByIdOrName,
  findVendorCss,
  insertMember,
  isEmailRegistered,
  isOrganizationNameTaken,
  isVendorNameTaken,
  listAcousticModels,
  listMembers,
  updateLogo,
  updateOrganization,
  updatePlan,
} from './organizations.repo.ts';
import { sanitizeVendorCss, sanitizeVendorDeclarations, vendorStylesheet } from './vendor-css.ts';

/** Message of an upload that is not a PNG, JPEG, GIF or WebP image. */
export const NOT_AN_IMAGE = 'Only images (PNG, JPEG, GIF or WebP) can be used as a logo.';
/** Message of a logo upload without a file. */
export const NO_FILE = 'Choose an image to upload.';
/** Message of the Settings tab saved without a pro or manufacturer plan. */
export const SETTINGS_NEED_PLAN = errorUpdating(
  'organization',
  'these settings come with the Professional or Manufacturer plan',
);
/** Message of adding a member without a pro or manufacturer plan. */
export const MEMBERS_NEED_PLAN = 'Members come with the Professional or Manufacturer plan.';
/** Message of an organization name another organization account uses. */
export const ORGANIZATION_NAME_TAKEN = 'That organization name is already taken.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller and their organization; 404 for a user without one (a bare administrator). */
function callerOf(user: CurrentUser | null) {
  const signedIn = requireUser(user);
  if (!signedIn.organizationId) throw new AppError('NOT_FOUND', 'Organization not found');
  return { user: signedIn, organizationId: signedIn.organizationId, viewer: viewerOf(signedIn) };
}

/** 403 with the spec's message unless `allowed`. */
function authorize(allowed: boolean, message: string = MESSAGES.noAccessPermissions): void {
  if (!allowed) throw new AppError('FORBIDDEN', message);
}

/** True for a unique-index violation, from either driver (the code may sit on a wrapped cause). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

async function loadOrganization(db: Db, organizationId: string, user: CurrentUser): Promise<Organization> {
  const row = await findOrganization(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', 'Organization not found');
  return toOrganization(row, user.organization || row.isPersonal ? 'owner' : 'member');
}

/** `GET /api/account/organization`: the caller's own organization; members may read it too. */
export async function getOrganization(context: AppContext, user: CurrentUser | null): Promise<Organization> {
  const caller = callerOf(user);
  authorize(canReadOrganization(caller.viewer));
  return loadOrganization(context.database.db, caller.organizationId, caller.user);
}

/**
 * `PUT /api/account/organization`: the Profile tab (organization-level users) or the Settings
 * tab (organization-level users on plan pro or man). Vendor CSS is stored sanitized.
 */
export async function saveOrganization(
  context: AppContext,
  user: CurrentUser | null,
  body: UpdateOrganizationBody,
  request: Caller,
): Promise<Organization> {
  const caller = callerOf(user);
  authorize(canManageOrganization(caller.viewer));
  const db = context.database.db;
  if (body.section === 'profile') {
    if (await isOrganizationNameTaken(db, body.name, caller.organizationId)) {
      throw new AppError(
        'CONFLICT',
        errorUpdating('organization', 'that organization name is already taken'),
        {
          errfor: { name: ORGANIZATION_NAME_TAKEN },
        },
      );
    }
    const country = findCountry(body.countryCode);
    await updateOrganization(db, caller.organizationId, {
      name: body.name,
      subscriberName: body.subscriberName,
      phone: body.phone,
      address: body.address,
      zip: body.zip,
      countryName: country?.name ?? '',
      countryCode: country?.code ?? '',
    });
  } else {
    authorize(canEditOrganizationPlanSettings(caller.viewer), SETTINGS_NEED_PLAN);
    await saveSettings(db, caller.organizationId, body);
  }
  await recordAudit(db, {
    action: 'organization.update',
    actorUserId: caller.user.id,
    target: caller.organizationId,
    ip: request.ip,
    details: { section: body.section },
  });
  return loadOrganization(db, caller.organizationId, caller.user);
}

async function saveSettings(
  db: Db,
  organizationId: string,
  body: Extract<UpdateOrganizationBody, { section: 'settings' }>,
): Promise<void> {
  const vendorName = body.vendorName === '' ? null : body.vendorName;
  const taken = () =>
    new AppError('CONFLICT', errorUpdating('organization', 'that vendor name is already taken'), {
      errfor: { vendorName: VENDOR_NAME_TAKEN },
    });
  if (vendorName && (await isVendorNameTaken(db, vendorName, organizationId))) throw taken();
  try {
    await updateOrganization(db, organizationId, {
      units: body.units,
      reportText: body.reportText,
      reportLogoWidth: body.reportLogoWidth,
      vendorRequests: body.vendorRequests,
      vendorName,
      vendorCss: sanitizeVendorCss(body.vendorCss).css,
      vendorCssInline: sanitizeVendorDeclarations(body.vendorCssInline).css,
      vendorUrl: body.vendorUrl,
      vendorUrlName: body.vendorUrlName,
    });
  } catch (error) {
    // Two organizations claiming the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * `PUT /api/account/organization/password`: the organization-level user's password, through
 * the accounts module's password change (current password checked, other sessions ended).
 */
export async function changeOrganizationPassword(
  context: AppContext,
  user: CurrentUser | null,
  sessionId: string | null,
  body: PasswordChangeBody,
  request: Caller,
): Promise<CurrentUser> {
  const caller = callerOf(user);
  authorize(canManageOrganization(caller.viewer));
  await changePassword(context, caller.user.id, sessionId, body, request);
  return caller.user;
}

/**
 * `POST /api/account/organization/profilepic`: checks the upload by its content, re-encodes it
 * and stores it; returns when it changed. The upload is read only once the caller is allowed.
 */
export async function saveLogo(
  context: AppContext,
  user: CurrentUser | null,
  readUpload: () => Promise<Buffer | null>,
  request: Caller,
): Promise<Date> {
  const caller = callerOf(user);
  authorize(canManageOrganization(caller.viewer));
  const upload = await readUpload();
  if (!upload || upload.length === 0)
    throw new AppError('BAD_REQUEST', NO_FILE, { errfor: { logo: NO_FILE } });
  const logo = await encodeLogo(upload);
  if (!logo) throw new AppError('BAD_REQUEST', NOT_AN_IMAGE, { errfor: { logo: NOT_AN_IMAGE } });
  const updatedOn = new Date();
  await updateLogo(context.database.db, caller.organizationId, {
    bytes: logo.bytes,
    mime: logo.mime,
    updatedOn,
  });
  await recordAudit(context.database.db, {
    action: 'organization.logo',
    actorUserId: caller.user.id,
    target: caller.organizationId,
    ip: request.ip,
    details: { bytes: logo.bytes.length, width: logo.width, height: logo.height },
  });
  return updatedOn;
}

/** When the caller's organization logo changed and its type; 404 without a logo. */
export async function getLogoStamp(
  context: AppContext,
  user: CurrentUser | null,
): Promise<{ mime: string; updatedOn: Date }> {
  const caller = callerOf(user);
  authorize(canReadOrganization(caller.viewer));
  const stamp = await findLogoStamp(context.database.db, caller.organizationId);
  if (!stamp?.logoMime || !stamp.logoUpdatedOn) throw new AppError('NOT_FOUND', 'No logo has been uploaded.');
  return { mime: stamp.logoMime, updatedOn: stamp.logoUpdatedOn };
}

/** The caller's organization logo; 404 without one. */
export async function getLogo(
  context: AppContext,
  user: CurrentUser | null,
): Promise<{ bytes: Buffer; mime: string }> {
  const caller = callerOf(user);
  authorize(canReadOrganization(caller.viewer));
  const row = await findLogo(context.database.db, caller.organizationId);
  if (!row?.logo || !row.logoMime) throw new AppError('NOT_FOUND', 'No logo has been uploaded.');
  return { bytes: row.logo, mime: row.logoMime };
}

/** `GET /api/account/organization/members`: organization-level users only. */
export async function listOrganizationMembers(
  context: AppContext,
  user: CurrentUser | null,
): Promise<Member[]> {
  const caller = callerOf(user);
  authorize(canRemoveMembers(caller.viewer));
  return (await listMembers(context.database.db, caller.organizationId)).map(toMember);
}

/**
 * `POST /api/account/organization/member`: a verified user who can sign in at once and works in
 * the organization (its projects are theirs to open).
 */
export async function addMember(
  context: AppContext,
  user: CurrentUser | null,
  body: NewMemberBody,
  request: Caller,
): Promise<Member> {
  const caller = callerOf(user);
  authorize(canManageOrganization(caller.viewer));
  authorize(canAddMembers(caller.viewer), MEMBERS_NEED_PLAN);
  const db = context.database.db;
  const taken = () => new AppError('CONFLICT', EMAIL_TAKEN, { errfor: { email: EMAIL_TAKEN } });
  if (await isEmailRegistered(db, body.email)) throw taken();
  let id: string;
  try {
    id = await insertMember(db, {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      organizationId: caller.organizationId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await recordAudit(db, {
    action: 'organization.member.add',
    actorUserId: caller.user.id,
    target: body.email,
    ip: request.ip,
    details: { organizationId: caller.organizationId, memberId: id },
  });
  return { id, name: body.email, email: body.email };
}

/**
 * `DELETE /api/account/organization/member/{id}`: the member leaves with a personal
 * organization of their own (their account stays usable), their sessions end, and the projects
 * they created stay with the organization.
 */
export async function removeMember(
  context: AppContext,
  user: CurrentUser | null,
  memberId: string,
  request: Caller,
): Promise<void> {
  const caller = callerOf(user);
  authorize(canRemoveMembers(caller.viewer));
  const db = context.database.db;
  const member = UUID.test(memberId) ? await findMember(db, caller.organizationId, memberId) : undefined;
  if (!member) throw new AppError('NOT_FOUND', 'Member not found');
  const name = memberName(member);
  await detachMember(db, caller.organizationId, member.id, { name, subscriberName: name });
  await recordAudit(db, {
    action: 'organization.member.remove',
    actorUserId: caller.user.id,
    target: member.email,
    ip: request.ip,
    details: { organizationId: caller.organizationId, memberId: member.id },
  });
}

/** `GET /api/model-library/list`: the organization's acoustic models (plan rt). */
export async function listModels(context: AppContext, user: CurrentUser | null): Promise<AcousticModel[]> {
  const caller = callerOf(user);
  authorize(canViewAcousticModels(caller.viewer));
  return (await listAcousticModels(context.database.db, caller.organizationId)).map(toAcousticModel);
}

/** `GET /api/inquiries/css/{vendor}`: the vendor's stylesheet, sanitized again on the way out. */
export async function getVendorStylesheet(context: AppContext, vendor: string): Promise<string> {
  const row = await findVendorCss(context.database.db, vendor.trim().toLowerCase());
  if (!row) throw new AppError('NOT_FOUND', 'Vendor not found');
  return vendorStylesheet(row.vendorCss, row.vendorCssInline, VENDOR_CALCULATOR_ATTRIBUTE);
}

/** What a plan change did. */
export type PlanChange = {
  organization: { id: string; name: string };
  before: string | null;
  after: string | null;
};

/** Raised by setOrganizationPlan for a request it cannot carry out; the message says why. */
export class PlanChangeError extends Error {}

/**
 * Sets an organization's plan (`npm run plan:set`, later the admin area and payments).
 * `organization` is its id or its exact name (ignoring case); `planCode` is a code of
 * ORGANIZATION_PLANS, or 'none' to remove the plan.
 */
export async function setOrganizationPlan(
  db: Db,
  organization: string,
  planCode: string,
  actorUserId: string | null = null,
): Promise<PlanChange> {
  const code = planCode.trim();
  const after = code === 'none' ? null : (findOrganizationPlan(code)?.code ?? undefined);
  if (after === undefined) {
    const known = ORGANIZATION_PLANS.map((plan) => plan.code).join(', ');
    throw new PlanChangeError(`Unknown plan "${code}". Use one of: ${known}, or none.`);
  }
  const matches = await findOrganizationsByIdOrName(db, organization.trim());
  const [target] = matches;
  if (!target) throw new PlanChangeError(`No organization has the id or name "${organization}".`);
  if (matches.length > 1) {
    const list = matches.map((match) => `${match.id} (${match.name})`).join(', ');
    throw new PlanChangeError(`Several organizations are named "${organization}"; use an id: ${list}.`);
  }
  await updatePlan(db, target.id, after);
  await recordAudit(db, {
    action: 'organization.plan.set',
    actorUserId,
    target: target.id,
    details: { from: target.planCode ?? 'none', to: after ?? 'none' },
  });
  return { organization: { id: target.id, name: target.name }, before: target.planCode, after };
}
