import type { PaymentPurpose } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';

/**
 * The fulfilment side of the payments service: what a module that sells something supplies (a
 * fulfiller, given to `createPaymentsService` by app.ts), what it is handed (the paid order) and
 * what it answers (the delivery, which receipts name and refunds take back).
 */

/** A paid order as a fulfiller sees it. */
export type PaidOrder = {
  id: string;
  purpose: PaymentPurpose;
  userId: string | null;
  organizationId: string | null;
  ownerTokenHash: string | null;
  quantity: number;
  planCode: string | null;
  /** What the order was bound to when it was made (a share's calculation). */
  details: unknown;
};

/** The plan period a plan order paid for (ISO times): from `start` until `end`. */
export type PaidPeriod = { start: string; end: string };

/**
 * What a fulfilment delivered (stored with the fulfilment record, named in the receipt, and taken
 * back by a refund). A plan order records the period it paid for; a plan paid once has none.
 */
export type FulfilmentResult =
  | { purpose: 'share'; link: string; version: number }
  | { purpose: 'model-credits'; modelIds: string[] }
  | { purpose: 'subscription'; planCode: string; period: PaidPeriod | null };

/**
 * Delivers what a paid order bought, inside the transaction that records the fulfilment: it runs
 * once per order, and rolls back with it.
 */
export type Fulfiller = (tx: Db, order: PaidOrder) => Promise<FulfilmentResult>;

/** One fulfiller per purpose; the modules that own what is sold supply them. */
export type Fulfillers = Record<PaymentPurpose, Fulfiller>;

/** Reads a stored fulfilment result back. */
export function readFulfilmentResult(value: unknown): FulfilmentResult | null {
  if (typeof value !== 'object' || value === null || !('purpose' in value)) return null;
  if (value.purpose === 'share' && 'link' in value && 'version' in value) {
    return typeof value.link === 'string' && typeof value.version === 'number'
      ? { purpose: 'share', link: value.link, version: value.version }
      : null;
  }
  if (value.purpose === 'model-credits' && 'modelIds' in value && Array.isArray(value.modelIds)) {
    return { purpose: 'model-credits', modelIds: value.modelIds.filter((id) => typeof id === 'string') };
  }
  if (value.purpose === 'subscription' && 'planCode' in value && typeof value.planCode === 'string') {
    return {
      purpose: 'subscription',
      planCode: value.planCode,
      period: 'period' in value ? readPeriod(value.period) : null,
    };
  }
  return null;
}

/** A stored period; null when absent (a plan paid once, or an order fulfilled before periods were kept). */
function readPeriod(value: unknown): PaidPeriod | null {
  if (typeof value !== 'object' || value === null || !('start' in value) || !('end' in value)) return null;
  return typeof value.start === 'string' && typeof value.end === 'string'
    ? { start: value.start, end: value.end }
    : null;
}
