import { randomBytes } from 'node:crypto';
import {
  type CalcType,
  MESSAGES,
  PAYMENT_MESSAGES,
  SHARE_PRICE_CENTS,
  SHARE_PRICE_TEXT,
  type SharedCalculation,
  type SharedCalculationView,
  type UpdateShareBody,
  type ValidateShareBody,
} from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Fulfiller } from '../payments/fulfilment.service.ts';
import type { PaymentsService, Requester, ShareDetails } from '../payments/payments.service.ts';
import { computeRevision } from '../rooms/revisions.service.ts';
import { buildSharedView } from './shared-view.ts';
import {
  findVersion,
  findWaveletById,
  findWaveletByLink,
  insertVersion,
  insertWavelet,
  latestVersionNumber,
  listVersions,
  lockWaveletByLink,
  type ReadWavelet,
  type WaveletRow,
} from './sharing.repo.ts';

const SHARE_NOT_FOUND = MESSAGES.apiNotFound;
const RT_ONLY = 'Only RT calculations can be shared.';

/** A new link: 18 random bytes, 24 URL-safe characters (144 bits), so links cannot be guessed. */
function newLink(): string {
  return randomBytes(18).toString('base64url');
}

/** A share whose order was refunded serves nothing: its page says it is no longer available. */
function refuseRefunded(wavelet: ReadWavelet): void {
  if (wavelet.isRefunded) throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.shareUnavailable);
}

function isOwner(wavelet: WaveletRow, requester: Requester): boolean {
  if (wavelet.ownerUserId !== null && requester.user?.id === wavelet.ownerUserId) return true;
  return wavelet.ownerTokenHash !== null && requester.ownerTokenHash === wavelet.ownerTokenHash;
}

function shareDetailsOf(details: unknown): ShareDetails {
  if (
    typeof details === 'object' &&
    details !== null &&
    'calc' in details &&
    'message' in details &&
    typeof details.message === 'string'
  ) {
    return { calc: details.calc, message: details.message, calcType: 'rtcalc' };
  }
  throw new AppError('INTERNAL', 'The order holds no calculation');
}

/**
 * The read-only view of a stored calculation (results, chart and surfaces, as a share shows them;
 * a vendor's inquiry shows its calculation the same way), or null when the engine cannot compute it.
 */
export function sharedViewOf(calc: unknown): SharedCalculationView | null {
  return buildSharedView(calc);
}

/** `POST /api/wavelets/validate`: the calculation is one the engine computes, and the comment is given. */
export function validateShare(body: ValidateShareBody): { amountCents: number; label: string } {
  computeRevision(body.calc);
  return { amountCents: SHARE_PRICE_CENTS, label: SHARE_PRICE_TEXT };
}

/**
 * Delivers a paid share order: a new link with the order's calculation as version 1, owned by the
 * payer's account and by the browser that paid.
 */
export const fulfilShare: Fulfiller = async (tx: Db, order) => {
  const details = shareDetailsOf(order.details);
  for (let attempt = 0; attempt < 5; attempt++) {
    const wavelet = await insertWavelet(tx, {
      link: newLink(),
      ownerUserId: order.userId,
      ownerTokenHash: order.ownerTokenHash,
      paymentId: order.id,
    });
    if (!wavelet) continue;
    await insertVersion(tx, {
      waveletId: wavelet.id,
      version: 1,
      message: details.message,
      calc: details.calc,
      calcType: details.calcType,
    });
    return { purpose: 'share', link: wavelet.link, version: 1 };
  }
  throw new AppError('INTERNAL', 'No free share link was found');
};

/** `POST /api/wavelets` with a paid order: the share it bought (made once, whoever asks first). */
export async function createShare(
  payments: PaymentsService,
  requester: Requester,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<{ link: string; version: number }> {
  const result = await payments.complete(requester, paymentId, 'share', log);
  if (result.purpose !== 'share') throw new AppError('INTERNAL', 'The order delivered something else');
  return { link: result.link, version: result.version };
}

/** `POST /api/wavelets` with a link: a new version, for the share's owner only, free. */
export async function updateShare(
  context: AppContext,
  requester: Requester,
  body: UpdateShareBody,
): Promise<{ link: string; version: number }> {
  const db = context.database.db;
  const existing = await findWaveletByLink(db, body.link);
  if (!existing) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND);
  if (!isOwner(existing, requester)) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  refuseRefunded(existing);
  if (body.calcType !== 'rtcalc') throw new AppError('BAD_REQUEST', RT_ONLY);
  const computed = computeRevision(body.calc);
  return db.transaction(async (tx) => {
    const wavelet = await lockWaveletByLink(tx, body.link);
    if (!wavelet) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND);
    const version = (await latestVersionNumber(tx, wavelet.id)) + 1;
    await insertVersion(tx, {
      waveletId: wavelet.id,
      version,
      message: body.message,
      calc: computed.calc,
      calcType: 'rtcalc' satisfies CalcType,
    });
    return { link: wavelet.link, version };
  });
}

/** `GET /api/wavelets/s/{link}[/{version}]`: a version (the newest by default), recomputed now. */
export async function getShare(
  context: AppContext,
  requester: Requester,
  link: string,
  versionNumber: number | undefined,
): Promise<SharedCalculation> {
  const wavelet = await findWaveletByLink(context.database.db, link);
  if (!wavelet) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND);
  refuseRefunded(wavelet);
  return shareAt(context, requester, wavelet, versionNumber);
}

/**
 * `GET /api/wavelets/i/{id}`: the newest version of a share found by its id, for its owner only;
 * anyone else gets the same 404 as an id that does not exist, so ids cannot be probed.
 */
export async function getShareById(
  context: AppContext,
  requester: Requester,
  id: string,
): Promise<SharedCalculation> {
  const wavelet = await findWaveletById(context.database.db, id);
  if (!wavelet || !isOwner(wavelet, requester)) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND);
  refuseRefunded(wavelet);
  return shareAt(context, requester, wavelet, undefined);
}

async function shareAt(
  context: AppContext,
  requester: Requester,
  wavelet: WaveletRow,
  versionNumber: number | undefined,
): Promise<SharedCalculation> {
  const db = context.database.db;
  const isOwnedByRequester = isOwner(wavelet, requester);
  const versions = await listVersions(db, wavelet.id);
  const latest = versions[0]?.version;
  if (latest === undefined) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND);
  const version = await findVersion(db, wavelet.id, versionNumber ?? latest);
  if (!version) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND);
  return {
    id: isOwnedByRequester ? wavelet.id : null,
    link: wavelet.link,
    version: version.version,
    latestVersion: latest,
    versions: versions.map((row) => ({
      version: row.version,
      message: row.message,
      createdOn: row.createdOn.toISOString(),
    })),
    message: version.message,
    createdOn: version.createdOn.toISOString(),
    calcType: version.calcType,
    calc: JSON.stringify(version.calc),
    isOwner: isOwnedByRequester,
    view: version.calcType === 'rtcalc' ? buildSharedView(version.calc) : null,
  };
}
