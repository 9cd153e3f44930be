import { PAYMENT_MESSAGES, type Payment, type PaymentStatus } from '@roomtone/contracts';
import type { ProcessorIntent } from '../../adapters/payments/payment-processor.ts';
import type { OrderRow } from './payments.repo.ts';

function statusOf(order: OrderRow, intent: ProcessorIntent | null): PaymentStatus {
  if (order.status === 'succeeded') return 'succeeded';
  if (order.provider === 'none') return 'succeeded';
  if (intent === null) return 'pending';
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'requires_action') return 'requires_action';
  if (intent.status === 'canceled') return 'failed';
  if (intent.status === 'requires_payment_method' && intent.lastError !== null) return 'failed';
  return 'pending';
}

/** An order and its processor intent as the buyer's browser sees the payment (the listed fields only). */
export function toPayment(
  order: OrderRow,
  intent: ProcessorIntent | null,
  clientKey: string | null,
): Payment {
  const status = statusOf(order, intent);
  return {
    id: order.id,
    purpose: order.kind,
    status,
    provider: order.provider === 'stripe' ? 'stripe' : 'local',
    amountCents: order.amountCents,
    listAmountCents: order.listAmountCents,
    currency: order.currency,
    promoCode: order.promoCode,
    clientSecret: order.provider === 'none' ? null : (intent?.clientSecret ?? null),
    clientKey,
    failureMessage: status === 'failed' ? (intent?.lastError ?? PAYMENT_MESSAGES.paymentFailed) : null,
  };
}
