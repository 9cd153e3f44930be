import type { PaymentOrder } from '@roomtone/contracts';
import { toPaymentOrder } from './orders.mapper.ts';
import type { OrderRow } from './payments.repo.ts';

/**
 * An order as its buyer's history, a receipt and the admin area's order pages show it (the
 * listed fields only), from the order's stored row.
 */
export function describePaymentOrder(row: OrderRow): PaymentOrder {
  return toPaymentOrder(row);
}
