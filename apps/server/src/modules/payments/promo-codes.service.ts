import type { Db } from '../../db/client.ts';
import { insertPromoCode, type PromoCodeRow } from './payments.repo.ts';

/** A new promo code's stored fields. */
export type NewPromoCode = Parameters<typeof insertPromoCode>[1];

/**
 * Adds a promo code, as `npm run promo:create` and the admin area do; undefined when another
 * code already has its name.
 */
export function addPromoCode(db: Db, values: NewPromoCode): Promise<PromoCodeRow | undefined> {
  return insertPromoCode(db, values);
}
