import { MESSAGES, PAYMENT_MESSAGES } from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { WebhookSignatureError } from '../../adapters/payments/payment-processor.ts';
import { AppError } from '../../lib/app-error.ts';
import { fulfil } from './order-fulfilment.service.ts';
import { findOrderByReference, setFailureMessage } from './payments.repo.ts';
import type { PaymentsSetup } from './payments-setup.ts';

/**
 * A Stripe webhook: a verified 'payment succeeded' delivers the order even when the browser
 * never came back; a failure is recorded. Unknown intents and other events are acknowledged.
 */
export async function handleWebhook(
  setup: PaymentsSetup,
  payload: Buffer,
  signature: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, processor } = setup;
  if (processor.provider !== 'stripe') throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
  let event: ReturnType<typeof processor.parseWebhook>;
  try {
    event = processor.parseWebhook(payload, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  if (event.type === 'ignored') return;
  const order = await findOrderByReference(db, 'stripe', event.reference);
  if (!order) {
    log.warn({ reference: event.reference }, 'webhook for an unknown payment intent');
    return;
  }
  if (event.type === 'payment-failed') {
    await setFailureMessage(db, order.id, event.message ?? PAYMENT_MESSAGES.paymentFailed);
    return;
  }
  await fulfil(setup, order, log);
}
