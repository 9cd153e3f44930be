import { PAYMENT_MESSAGES } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOrder, type OrderRow } from './payments.repo.ts';
import type { Requester } from './payments.service.ts';

/** Whether the requester made the order: signed in as its buyer, or holding its owner cookie. */
export function ownsOrder(order: OrderRow, requester: Requester): boolean {
  if (order.userId !== null && requester.user?.id === order.userId) return true;
  return order.ownerTokenHash !== null && requester.ownerTokenHash === order.ownerTokenHash;
}

/** An order the requester made; anyone else's (or none) is not found. */
export async function requireOwnedOrder(db: Db, requester: Requester, paymentId: string): Promise<OrderRow> {
  const order = await findOrder(db, paymentId);
  if (!order || !ownsOrder(order, requester))
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return order;
}
