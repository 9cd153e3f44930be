import { type CurrentUser, canManageOrganization, canReadOrganization } from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import { authorize, requireOrganizationCaller } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { encodeLogo } from './logo-image.ts';
import { findLogo, findLogoStamp, updateLogo } from './organizations.repo.ts';
import { ORGANIZATION_NOT_FOUND } from './organizations.service.ts';

/** Message of an upload that is not a PNG, JPEG, GIF or WebP image. */
export const NOT_AN_IMAGE = 'Only images (PNG, JPEG, GIF or WebP) can be used as a logo.';
/** Message of a logo upload without a file. */
export const NO_FILE = 'Choose an image to upload.';

/**
 * `POST /api/account/organization/profilepic`: checks the upload by its content, re-encodes it
 * and stores it; returns when it changed. The upload is read only once the caller is allowed.
 */
export async function saveLogo(
  context: AppContext,
  user: CurrentUser | null,
  readUpload: () => Promise<Buffer | null>,
  origin: RequestOrigin,
): Promise<Date> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
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
    ip: origin.ip,
    details: { bytes: logo.bytes.length, width: logo.width, height: logo.height },
  });
  return updatedOn;
}

/** When the caller's organization logo changed and its type; 404 without a logo. */
export async function getLogoStamp(
  context: AppContext,
  user: CurrentUser | null,
): Promise<{ mime: string; updatedOn: Date }> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
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
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
  authorize(canReadOrganization(caller.viewer));
  const row = await findLogo(context.database.db, caller.organizationId);
  if (!row?.logo || !row.logoMime) throw new AppError('NOT_FOUND', 'No logo has been uploaded.');
  return { bytes: row.logo, mime: row.logoMime };
}
