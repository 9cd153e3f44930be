import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  organizationSubscriptions,
  paymentFulfilments,
  payments,
  promoCodes,
} from '../../db/schema/index.ts';

/** An order row. */
export type OrderRow = typeof payments.$inferSelect;
/** The values of a new order. */
export type NewOrder = typeof payments.$inferInsert;

/** Inserts an order, or nothing when its idempotency key is taken (then answers undefined). */
export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  return row;
}

/** The order of an idempotency key. */
export async function findOrderByKey(db: Db, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return row;
}

/** An order by id. */
export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** An order by id, locked until the transaction ends (one fulfilment at a time). */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The order a processor's intent belongs to. */
export async function findOrderByReference(
  db: Db,
  provider: 'local' | 'stripe',
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)));
  return row;
}

/** Records the processor's intent on the order. */
export async function setProviderReference(db: Db, id: string, reference: string): Promise<void> {
  await db.update(payments).set({ providerReference: reference }).where(eq(payments.id, id));
}

/** Records why the last attempt failed (the order stays open for another card). */
export async function setFailureMessage(db: Db, id: string, message: string | null): Promise<void> {
  await db.update(payments).set({ failureMessage: message }).where(eq(payments.id, id));
}

/** Marks an order paid. */
export async function markPaid(tx: Db, id: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'succeeded', paidOn: new Date(), failureMessage: null })
    .where(eq(payments.id, id));
}

/** Inserts the fulfilment record; false when the order was already fulfilled. */
export async function claimFulfilment(tx: Db, paymentId: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentFulfilments)
    .values({ paymentId, result: {} })
    .onConflictDoNothing({ target: paymentFulfilments.paymentId })
    .returning({ paymentId: paymentFulfilments.paymentId });
  return inserted.length === 1;
}

/** Records what the fulfilment delivered. */
export async function setFulfilmentResult(tx: Db, paymentId: string, result: unknown): Promise<void> {
  await tx.update(paymentFulfilments).set({ result }).where(eq(paymentFulfilments.paymentId, paymentId));
}

/** What an order's fulfilment delivered, if it was fulfilled. */
export async function findFulfilment(db: Db, paymentId: string): Promise<{ result: unknown } | undefined> {
  const [row] = await db
    .select({ result: paymentFulfilments.result })
    .from(paymentFulfilments)
    .where(eq(paymentFulfilments.paymentId, paymentId));
  return row;
}

/** A promo code row. */
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A promo code by its (upper-case) code. */
export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

/** Counts one use of a promo code. */
export async function redeemPromoCode(tx: Db, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(eq(promoCodes.code, code));
}

/** Inserts a promo code; undefined when the code exists. */
export async function insertPromoCode(
  db: Db,
  values: typeof promoCodes.$inferInsert,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db
    .insert(promoCodes)
    .values(values)
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  return row;
}

/** Marks a paid order refunded; undefined when it was not (or no longer) paid. */
export async function markRefunded(
  tx: Db,
  id: string,
  refund: { reference: string; reason: string },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundReference: refund.reference,
      refundReason: refund.reason,
      refundedOn: new Date(),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
    .returning();
  return row;
}

/** An organization's orders, newest first. */
export async function listOrganizationOrders(
  db: Db,
  organizationId: string,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.organizationId, organizationId))
    .orderBy(desc(payments.createdOn))
    .limit(limit);
}

/** An organization's plan period row. */
export type SubscriptionRow = typeof organizationSubscriptions.$inferSelect;

/** An organization's plan period, if it has one. */
export async function findSubscription(db: Db, organizationId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.organizationId, organizationId));
  return row;
}

/** Starts or extends an organization's plan period. */
export async function saveSubscription(
  tx: Db,
  values: { organizationId: string; planCode: string; paymentId: string; currentPeriodEnd: Date },
): Promise<void> {
  await tx
    .insert(organizationSubscriptions)
    .values({ ...values, cancelAtPeriodEnd: false })
    .onConflictDoUpdate({
      target: organizationSubscriptions.organizationId,
      set: {
        planCode: values.planCode,
        paymentId: values.paymentId,
        currentPeriodEnd: values.currentPeriodEnd,
        cancelAtPeriodEnd: false,
      },
    });
}

/** Removes an organization's plan period (a plan paid once, or a plan that ended). */
export async function deleteSubscription(tx: Db, organizationId: string): Promise<void> {
  await tx
    .delete(organizationSubscriptions)
    .where(eq(organizationSubscriptions.organizationId, organizationId));
}

/** Sets whether the plan ends at the period's end; undefined without a plan period. */
export async function setCancelAtPeriodEnd(
  db: Db,
  organizationId: string,
  cancelAtPeriodEnd: boolean,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(organizationSubscriptions)
    .set({ cancelAtPeriodEnd })
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .returning();
  return row;
}

/** Plan periods cancelled at their end whose end has come. */
export async function listEndedSubscriptions(db: Db, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(organizationSubscriptions)
    .where(
      and(
        eq(organizationSubscriptions.cancelAtPeriodEnd, true),
        lte(organizationSubscriptions.currentPeriodEnd, now),
      ),
    );
}
