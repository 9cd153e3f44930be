import { MESSAGES, PAYMENT_MESSAGES, type PaymentOrder } from '@roomtone/contracts';
import {
  type PaymentProcessor,
  PaymentProviderError,
  PaymentRequestError,
  type ProcessorRefund,
} from '../../adapters/payments/payment-processor.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { toPaymentOrder } from './orders.mapper.ts';
import { findOrder, markRefunded } from './payments.repo.ts';
import { processorOf } from './processor-of.ts';
import { takeBackDelivery } from './refund-revocations.ts';

/** Who refunds, for the audit log, and (in tests) another processor. */
export type RefundOptions = {
  actorUserId?: string | null;
  ip?: string;
  processor?: PaymentProcessor;
};

/** Refund accepted by the processor: money on its way back ('pending') or already returned. */
function isAccepted(refund: ProcessorRefund): boolean {
  return refund.status === 'succeeded' || refund.status === 'pending';
}

/**
 * Refunds a paid order in full (the administration area): the processor returns the money, the
 * order becomes `refunded`, what it delivered is taken back (`takeBackDelivery`: the share link
 * stops serving, unstarted acoustic models are removed, the plan's unused paid time is taken off),
 * and one audit row says who, why, how much and what was taken back. Idempotent: an order already
 * refunded is answered as it is, and two refunds racing get one processor refund (its idempotency
 * key is the order), one taking back and one audit row.
 */
export async function refundOrder(
  context: AppContext,
  orderId: string,
  reason: string,
  options: RefundOptions = {},
): Promise<PaymentOrder> {
  const db = context.database.db;
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  if (order.status === 'refunded') return toPaymentOrder(order);
  if (order.status !== 'succeeded') throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundNotPaid);
  if (order.provider === 'none' || order.amountCents === 0) {
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundNothingCharged);
  }
  const processor = options.processor ?? (await processorOf(context));
  if (order.provider !== processor.provider || order.providerReference === null) {
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundOtherProcessor);
  }
  let refund: ProcessorRefund;
  try {
    refund = await processor.refund({
      id: order.id,
      providerReference: order.providerReference,
      amountCents: order.amountCents,
    });
  } catch (error) {
    if (error instanceof PaymentRequestError)
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundFailed);
    if (error instanceof PaymentProviderError) throw new AppError('UNAVAILABLE', MESSAGES.paymentsDisabled);
    throw error;
  }
  if (!isAccepted(refund)) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.refundFailed);
  const text = reason.trim();
  const actorUserId = options.actorUserId ?? null;
  const refunded = await db.transaction(async (tx) => {
    const row = await markRefunded(tx, order.id, { reference: refund.reference, reason: text });
    if (!row) return undefined;
    const takenBack = await takeBackDelivery(tx, row, actorUserId);
    await recordAudit(tx, {
      action: 'payment.refund',
      actorUserId,
      target: order.id,
      ip: options.ip ?? '',
      details: {
        reason: text,
        amountCents: order.amountCents,
        currency: order.currency,
        provider: order.provider,
        refundReference: refund.reference,
        ...takenBack,
      },
    });
    return row;
  });
  if (refunded) return toPaymentOrder(refunded);
  // Another refund of the same order finished first.
  const settled = await findOrder(db, order.id);
  if (!settled) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return toPaymentOrder(settled);
}
