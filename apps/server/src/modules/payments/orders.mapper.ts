import type { PaymentOrder } from '@roomtone/contracts';
import { describeOrder } from './payment-receipts.ts';
import type { OrderRow } from './payments.repo.ts';

/** An order row as its history and receipt show it (the listed fields only). */
export function toPaymentOrder(row: OrderRow): PaymentOrder {
  return {
    id: row.id,
    purpose: row.kind,
    item: describeOrder(row),
    quantity: row.quantity,
    planCode: row.planCode,
    amountCents: row.amountCents,
    listAmountCents: row.listAmountCents,
    currency: row.currency,
    promoCode: row.promoCode,
    status: row.status,
    createdOn: row.createdOn.toISOString(),
    paidOn: row.paidOn?.toISOString() ?? null,
    refundedOn: row.refundedOn?.toISOString() ?? null,
    refundReason: row.refundReason,
  };
}
