import {
  ADMIN_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderListQuerySchema,
  type AdminOrderSummary,
  type AdminPaging,
  PAYMENT_MESSAGES,
} from '@roomtone/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagingOf } from '../../lib/list-paging.ts';
import { describePaymentOrder } from '../payments/orders.service.ts';
import { refundOrder } from '../payments/refunds.service.ts';
import type { AdminCaller } from './admin-access.ts';
import { findOrderWithBuyer, listOrders } from './admin-orders.repo.ts';

type OrderWithBuyer = NonNullable<Awaited<ReturnType<typeof findOrderWithBuyer>>>;

function toSummary(row: OrderWithBuyer): AdminOrderSummary {
  return {
    ...describePaymentOrder(row.order),
    userId: row.order.userId,
    userEmail: row.userEmail,
    receiptEmail: row.order.receiptEmail,
    organizationId: row.order.organizationId,
    organizationName: row.organizationName,
  };
}

/** `GET /api/admin/orders`. */
export async function listOrderPage(
  db: Db,
  query: z.output<typeof AdminOrderListQuerySchema>,
): Promise<{ orders: AdminOrderSummary[]; paging: AdminPaging }> {
  const { rows, total } = await listOrders(db, query);
  return {
    orders: rows.map(toSummary),
    paging: pagingOf(query.page, ADMIN_PAGE_SIZE, total),
  };
}

/** `GET /api/admin/orders/{id}`. */
export async function getOrderDetail(db: Db, orderId: string): Promise<AdminOrderDetail> {
  const row = await findOrderWithBuyer(db, orderId);
  if (!row) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return {
    ...toSummary(row),
    provider: row.order.provider,
    providerReference: row.order.providerReference,
    refundReference: row.order.refundReference,
    failureMessage: row.order.failureMessage,
  };
}

/**
 * `POST /api/admin/orders/{id}/refund`: through the payments module, which asks the card
 * processor, marks the order refunded and writes the `payment.refund` audit entry with the
 * administrator as actor. A second call answers the refunded order and refunds nothing.
 */
export async function refundOrderAsAdmin(
  context: AppContext,
  caller: AdminCaller,
  orderId: string,
  reason: string,
): Promise<AdminOrderDetail> {
  await refundOrder(context, orderId, reason, { actorUserId: caller.user.id, ip: caller.ip });
  return getOrderDetail(context.database.db, orderId);
}
