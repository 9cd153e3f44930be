import {
  type AuthenticateLocalPaymentBody,
  type ConfirmLocalPaymentBody,
  type CreatePaymentBody,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  type Payment,
  promoPriceCents,
} from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LocalProcessor, ProcessorIntent } from '../../adapters/payments/payment-processor.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownsOrder, requireOwnedOrder } from './order-ownership.ts';
import { priceOf } from './payment-pricing.ts';
import { describeOrder } from './payment-receipts.ts';
import { toPayment } from './payments.mapper.ts';
import {
  findOrderByKey,
  insertOrder,
  type NewOrder,
  type OrderRow,
  setFailureMessage,
  setProviderReference,
} from './payments.repo.ts';
import type { Requester } from './payments.service.ts';
import type { PaymentsSetup } from './payments-setup.ts';
import { processorFailure } from './processor-failure.ts';
import { requirePromo } from './promo-codes.service.ts';

/**
 * The checkout: an order is written before the processor is called, its amount comes from the
 * price table, and the processor's intent is keyed by the order. The local processor's card and
 * authentication steps are answered here too; delivery is `order-fulfilment.service.ts`.
 */

/** The processor's intent of an order, created (idempotently, keyed by the order) when missing. */
async function intentOf(
  { db, processor }: PaymentsSetup,
  order: OrderRow,
  log: FastifyBaseLogger,
): Promise<ProcessorIntent | null> {
  if (order.provider === 'none') return null;
  try {
    if (order.providerReference !== null) return await processor.retrieveIntent(order.providerReference);
    const intent = await processor.createIntent({
      amountCents: order.amountCents,
      currency: order.currency,
      description: `Roomtone: ${describeOrder(order)}`,
      metadata: { paymentId: order.id, purpose: order.kind },
      idempotencyKey: `roomtone-payment-${order.id}`,
    });
    await setProviderReference(db, order.id, intent.reference);
    return intent;
  } catch (error) {
    throw processorFailure(error, log);
  }
}

/** `POST /api/payment/create`: writes the order, then asks the processor for an intent. */
export async function createPayment(
  setup: PaymentsSetup,
  requester: Requester,
  body: CreatePaymentBody,
  log: FastifyBaseLogger,
): Promise<Payment> {
  const { db, processor } = setup;
  const priced = priceOf(body, requester.user);
  const promo = body.promoCode === undefined ? null : await requirePromo(db, body.promoCode, body.purpose);
  const amountCents = promoPriceCents(priced.listAmountCents, promo);
  const key = `${body.purpose}:${body.idempotencyKey}`;
  const values: NewOrder = {
    ...priced,
    userId: requester.user?.id ?? null,
    ownerTokenHash: requester.ownerTokenHash,
    amountCents,
    currency: PAYMENT_CURRENCY,
    promoCode: promo?.code ?? null,
    receiptEmail: body.receiptEmail,
    idempotencyKey: key,
    provider: amountCents === 0 ? 'none' : processor.provider,
  };
  const order = (await insertOrder(db, values)) ?? (await findOrderByKey(db, key));
  if (!order || !ownsOrder(order, requester) || order.kind !== body.purpose) {
    throw new AppError('CONFLICT', 'This checkout was already used. Please reload the page and try again.');
  }
  return toPayment(order, await intentOf(setup, order, log), processor.clientKey);
}

/** An order the requester made, with the processor's current state. */
export async function getPayment(
  setup: PaymentsSetup,
  requester: Requester,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<Payment> {
  const order = await requireOwnedOrder(setup.db, requester, paymentId);
  return toPayment(order, await intentOf(setup, order, log), setup.processor.clientKey);
}

/**
 * A step of the local processor's payment on the requester's order: the step asked of the
 * processor with the order's reference, its failure recorded on the order.
 */
async function localStep(
  { db, processor }: PaymentsSetup,
  requester: Requester,
  paymentId: string,
  log: FastifyBaseLogger,
  step: (processor: LocalProcessor, reference: string) => Promise<ProcessorIntent>,
): Promise<Payment> {
  if (processor.provider !== 'local') throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.localConfirmationOnly);
  const order = await requireOwnedOrder(db, requester, paymentId);
  if (order.providerReference === null || order.provider !== 'local') {
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
  }
  let intent: ProcessorIntent;
  try {
    intent = await step(processor, order.providerReference);
  } catch (error) {
    throw processorFailure(error, log);
  }
  await setFailureMessage(db, order.id, intent.lastError);
  return toPayment(order, intent, null);
}

/** `POST /api/payment/confirm` (local processor): pays with a card. */
export function confirmLocal(
  setup: PaymentsSetup,
  requester: Requester,
  body: ConfirmLocalPaymentBody,
  log: FastifyBaseLogger,
): Promise<Payment> {
  return localStep(setup, requester, body.paymentId, log, (processor, reference) =>
    processor.confirmWithCard(reference, body.clientSecret, body.card),
  );
}

/** `POST /api/payment/authenticate` (local processor): the extra confirmation step. */
export function authenticateLocal(
  setup: PaymentsSetup,
  requester: Requester,
  body: AuthenticateLocalPaymentBody,
  log: FastifyBaseLogger,
): Promise<Payment> {
  return localStep(setup, requester, body.paymentId, log, (processor, reference) =>
    processor.authenticate(reference, body.clientSecret, body.approve),
  );
}
