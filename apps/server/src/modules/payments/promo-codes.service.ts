import {
  PAYMENT_MESSAGES,
  type PaymentPurpose,
  type PromoCode,
  type PromoCodeQuery,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPromoCode, insertPromoCode, type PromoCodeRow } from './payments.repo.ts';

/** A new promo code's stored fields. */
export type NewPromoCode = Parameters<typeof insertPromoCode>[1];

/**
 * Adds a promo code, as `npm run promo:create` and the admin area do; undefined when another
 * code already has its name.
 */
export function addPromoCode(db: Db, values: NewPromoCode): Promise<PromoCodeRow | undefined> {
  return insertPromoCode(db, values);
}

/**
 * Why a promo code cannot be used now for this purchase, or null when it can: unknown, retired,
 * expired or used up codes are 'not valid', a code before its first day 'not valid yet', a code
 * for other purchases 'does not apply'.
 */
function promoProblem(
  row: PromoCodeRow | undefined,
  purpose: PaymentPurpose | undefined,
  now: Date,
): string | null {
  if (!row?.isActive) return PAYMENT_MESSAGES.promoCodeInvalid;
  if (row.expiresOn !== null && row.expiresOn.getTime() <= now.getTime())
    return PAYMENT_MESSAGES.promoCodeInvalid;
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions)
    return PAYMENT_MESSAGES.promoCodeInvalid;
  if (row.startsOn !== null && row.startsOn.getTime() > now.getTime())
    return PAYMENT_MESSAGES.promoCodeNotYetValid;
  const applies = purpose === undefined || row.purposes.length === 0 || row.purposes.includes(purpose);
  return applies ? null : PAYMENT_MESSAGES.promoCodeNotForPurchase;
}

function toPromoCode(row: PromoCodeRow): PromoCode {
  const purposes = row.purposes.filter(
    (purpose): purpose is PaymentPurpose =>
      purpose === 'share' || purpose === 'model-credits' || purpose === 'subscription',
  );
  return { code: row.code, percentOff: row.percentOff, amountOffCents: row.amountOffCents, purposes };
}

/** The promo code of a new order, checked as the lookup checks it, at the moment the order is made. */
export async function requirePromo(db: Db, code: string, purpose: PaymentPurpose): Promise<PromoCodeRow> {
  const row = await findPromoCode(db, code);
  const problem = promoProblem(row, purpose, new Date());
  if (problem !== null || !row) {
    throw new AppError('BAD_REQUEST', '', {
      errfor: { promoCode: problem ?? PAYMENT_MESSAGES.promoCodeInvalid },
    });
  }
  return row;
}

/** `GET /api/payment/promo-code?q=`: a usable promo code, or 404. */
export async function findPromo(db: Db, query: PromoCodeQuery): Promise<PromoCode> {
  const row = await findPromoCode(db, query.q);
  const problem = promoProblem(row, query.purpose, new Date());
  if (problem !== null || !row) {
    const message = problem ?? PAYMENT_MESSAGES.promoCodeInvalid;
    throw new AppError('NOT_FOUND', message, { errfor: { promoCode: message } });
  }
  return toPromoCode(row);
}
