import { PAYMENT_MESSAGES, type PaymentPurpose } from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ProcessorIntent } from '../../adapters/payments/payment-processor.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FulfilmentResult, readFulfilmentResult } from './fulfilment.service.ts';
import { requireOwnedOrder } from './order-ownership.ts';
import { receiptMail } from './payment-receipts.ts';
import {
  claimFulfilment,
  findFulfilment,
  findOrder,
  lockOrder,
  markPaid,
  type OrderRow,
  redeemPromoCode,
  setFailureMessage,
  setFulfilmentResult,
} from './payments.repo.ts';
import type { Requester } from './payments.service.ts';
import type { PaymentsSetup } from './payments-setup.ts';
import { processorFailure } from './processor-failure.ts';

/**
 * Delivering a paid order: what it buys is delivered only after the processor itself reports the
 * intent succeeded for exactly that amount, and once (the fulfilment record's primary key is the
 * order); the receipt follows.
 */

/** Throws unless the processor reports this order paid in full. */
async function verifyPaid(
  { db, processor }: PaymentsSetup,
  order: OrderRow,
  log: FastifyBaseLogger,
): Promise<void> {
  if (order.provider === 'none' && order.amountCents === 0) return;
  if (order.provider !== processor.provider || order.providerReference === null) {
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
  }
  let intent: ProcessorIntent;
  try {
    intent = await processor.retrieveIntent(order.providerReference);
  } catch (error) {
    throw processorFailure(error, log);
  }
  const matches =
    intent.metadata.paymentId === order.id &&
    intent.amountCents === order.amountCents &&
    intent.currency === order.currency;
  if (!matches) {
    log.error(
      { paymentId: order.id, reference: intent.reference },
      'payment intent does not match its order',
    );
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
  }
  if (intent.status === 'succeeded') return;
  if (intent.status === 'processing') throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentProcessing);
  if (intent.lastError !== null) {
    await setFailureMessage(db, order.id, intent.lastError);
    throw new AppError('BAD_REQUEST', intent.lastError);
  }
  throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
}

async function sendReceipt(
  { context, db }: PaymentsSetup,
  order: OrderRow,
  result: FulfilmentResult,
  log: FastifyBaseLogger,
): Promise<void> {
  const paid = (await findOrder(db, order.id)) ?? order;
  const to = paid.receiptEmail ?? null;
  if (to === null) return;
  try {
    await context.mailer.send(receiptMail(paid, result, to, context.config.publicUrl));
  } catch (error) {
    // The purchase is delivered either way; a lost receipt must not undo it.
    log.error({ err: error, paymentId: order.id }, 'payment receipt could not be sent');
  }
}

/** Verifies an order's payment and delivers it once; later calls answer the same delivery. */
export async function fulfil(
  setup: PaymentsSetup,
  order: OrderRow,
  log: FastifyBaseLogger,
): Promise<FulfilmentResult> {
  const { db, fulfillers } = setup;
  const earlier = await findFulfilment(db, order.id);
  const earlierResult = earlier ? readFulfilmentResult(earlier.result) : null;
  if (earlierResult) return earlierResult;
  await verifyPaid(setup, order, log);
  const delivered = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || !(await claimFulfilment(tx, order.id))) return null;
    await markPaid(tx, order.id);
    if (locked.promoCode !== null) await redeemPromoCode(tx, locked.promoCode);
    const result = await fulfillers[locked.kind](tx, {
      id: locked.id,
      purpose: locked.kind,
      userId: locked.userId,
      organizationId: locked.organizationId,
      ownerTokenHash: locked.ownerTokenHash,
      quantity: locked.quantity,
      planCode: locked.planCode,
      details: locked.details,
    });
    await setFulfilmentResult(tx, order.id, result);
    return result;
  });
  if (delivered !== null) {
    await sendReceipt(setup, order, delivered, log);
    return delivered;
  }
  const stored = await findFulfilment(db, order.id);
  const result = stored ? readFulfilmentResult(stored.result) : null;
  if (!result) throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentProcessing);
  return result;
}

/**
 * Delivers the requester's paid order of this purpose (after the browser confirmed it):
 * verified with the processor, once.
 */
export async function complete(
  setup: PaymentsSetup,
  requester: Requester,
  paymentId: string,
  purpose: PaymentPurpose,
  log: FastifyBaseLogger,
): Promise<FulfilmentResult> {
  const order = await requireOwnedOrder(setup.db, requester, paymentId);
  if (order.kind !== purpose) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentUsedElsewhere);
  return fulfil(setup, order, log);
}
