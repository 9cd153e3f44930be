import {
  type AcousticModel,
  type CurrentUser,
  canEditOrganizationPlanSettings,
  canManageOrganization,
  canReadOrganization,
  canViewAcousticModels,
  errorUpdating,
  findCountry,
  findOrganizationPlan,
  ORGANIZATION_PLANS,
  type Organization,
  type PasswordChangeBody,
  type UpdateOrganizationBody,
  VENDOR_CALCULATOR_ATTRIBUTE,
  VENDOR_NAME_TAKEN,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorize, requireOrganizationCaller } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { changePassword } from '../accounts/account-settings.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { toAcousticModel, toOrganization } from './organizations.mapper.ts';
import {
  findOrganization,
  findOrganizationsByIdOrName,
  findVendorCss,
  isOrganizationNameTaken,
  isVendorNameTaken,
  listAcousticModels,
  updateOrganization,
  updatePlan,
} from './organizations.repo.ts';
import { sanitizeVendorCss, sanitizeVendorDeclarations, vendorStylesheet } from './vendor-css.ts';

/** Message of the Settings tab saved without a pro or manufacturer plan. */
export const SETTINGS_NEED_PLAN = errorUpdating(
  'organization',
  'these settings come with the Professional or Manufacturer plan',
);
/** Message of an organization name another organization account uses. */
export const ORGANIZATION_NAME_TAKEN = 'That organization name is already taken.';

/** Message of an organization id that is not the caller's. */
export const ORGANIZATION_NOT_FOUND = 'Organization not found';

async function loadOrganization(db: Db, organizationId: string, user: CurrentUser): Promise<Organization> {
  const row = await findOrganization(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', ORGANIZATION_NOT_FOUND);
  return toOrganization(row, user.organization || row.isPersonal ? 'owner' : 'member');
}

/** `GET /api/account/organization`: the caller's own organization; members may read it too. */
export async function getOrganization(context: AppContext, user: CurrentUser | null): Promise<Organization> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
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
  origin: RequestOrigin,
): Promise<Organization> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
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
    ip: origin.ip,
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
      ...(body.currency === undefined ? {} : { currency: body.currency }),
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
  origin: RequestOrigin,
): Promise<CurrentUser> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
  authorize(canManageOrganization(caller.viewer));
  await changePassword(context, caller.user.id, sessionId, body, origin);
  return caller.user;
}

/** `GET /api/model-library/list`: the organization's acoustic models (plan rt). */
export async function listModels(context: AppContext, user: CurrentUser | null): Promise<AcousticModel[]> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
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
