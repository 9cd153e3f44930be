import {
  type CurrentUser,
  canManageOrganization,
  findOrganizationPlan,
  MESSAGES,
  PAYMENT_MESSAGES,
  type Plan,
  type SubscriptionResponse,
  viewerOf,
} from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { setOrganizationPlan } from '../organizations/organizations.service.ts';
import { toPaymentOrder } from './orders.mapper.ts';
import {
  deleteSubscription,
  findSubscription,
  listEndedSubscriptions,
  listOrganizationOrders,
  type SubscriptionRow,
  saveSubscription,
  setCancelAtPeriodEnd,
} from './payments.repo.ts';

/** The most orders the Subscription tab lists. */
const ORDER_HISTORY_LIMIT = 100;

/** The day a period that starts at `start` ends: a calendar month or year later (31 Jan + 1 month = 28/29 Feb). */
export function periodEnd(start: Date, interval: Plan['interval']): Date | null {
  if (interval !== 'month' && interval !== 'year') return null;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * Records the period a paid plan order bought, in the fulfilment's transaction, and answers it: a
 * new plan starts a period now; the same plan bought again before its renewal date (Renew) adds a
 * period from that date, after the one already paid. A plan paid once (the desktop beta) has no
 * period (null).
 */
export async function recordPlanPeriod(
  tx: Db,
  order: { id: string; organizationId: string; plan: Plan },
  now: Date = new Date(),
): Promise<{ start: Date; end: Date } | null> {
  const current = await findSubscription(tx, order.organizationId);
  const continues =
    current !== undefined &&
    current.planCode === order.plan.code &&
    current.currentPeriodEnd.getTime() > now.getTime();
  const start = continues ? current.currentPeriodEnd : now;
  const end = periodEnd(start, order.plan.interval);
  if (end === null) {
    await deleteSubscription(tx, order.organizationId);
    return null;
  }
  await saveSubscription(tx, {
    organizationId: order.organizationId,
    planCode: order.plan.code,
    paymentId: order.id,
    currentPeriodEnd: end,
  });
  return { start, end };
}

/** Ends a cancelled plan whose period is over, unless it was renewed or resumed meanwhile. */
async function endPlan(db: Db, row: SubscriptionRow): Promise<void> {
  await db.transaction(async (tx) => {
    const still = await findSubscription(tx, row.organizationId);
    const isUnchanged =
      still?.cancelAtPeriodEnd === true &&
      still.planCode === row.planCode &&
      still.currentPeriodEnd.getTime() === row.currentPeriodEnd.getTime();
    if (!isUnchanged) return;
    await setOrganizationPlan(tx, row.organizationId, 'none', null);
    await deleteSubscription(tx, row.organizationId);
  });
}

/**
 * Ends the plans cancelled at their period's end once that end has come (the organization is then
 * on no plan). Runs on a timer and before a Subscription tab is read. Answers how many ended.
 */
export async function endCancelledPlans(db: Db, now: Date = new Date()): Promise<number> {
  const ended = await listEndedSubscriptions(db, now);
  for (const row of ended) await endPlan(db, row);
  return ended.length;
}

function requireOrganizationOwner(user: CurrentUser | null): CurrentUser & { organizationId: string } {
  const signedIn = requireUser(user);
  const { organizationId } = signedIn;
  if (!canManageOrganization(viewerOf(signedIn)) || organizationId === null) {
    throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  }
  return { ...signedIn, organizationId };
}

/** `GET /api/payment/subscription`: the organization's plan period and its orders, newest first. */
export async function getSubscription(
  context: AppContext,
  user: CurrentUser | null,
): Promise<Omit<SubscriptionResponse, 'success' | 'errors' | 'errfor'>> {
  const owner = requireOrganizationOwner(user);
  const db = context.database.db;
  const current = await findSubscription(db, owner.organizationId);
  if (current?.cancelAtPeriodEnd && current.currentPeriodEnd.getTime() <= Date.now())
    await endPlan(db, current);
  const row = await findSubscription(db, owner.organizationId);
  // A plan set since by hand (`npm run plan:set`, the admin area) is not this period's plan.
  const isCurrent = row !== undefined && row.planCode === owner.subscriptionType;
  const plan = row && isCurrent ? findOrganizationPlan(row.planCode) : undefined;
  const orders = await listOrganizationOrders(db, owner.organizationId, ORDER_HISTORY_LIMIT);
  return {
    subscription:
      row && plan
        ? {
            planCode: plan.code,
            displayName: plan.displayName,
            priceCents: plan.priceCents,
            interval: plan.interval,
            renewsOn: row.currentPeriodEnd.toISOString(),
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          }
        : null,
    orders: orders.map(toPaymentOrder),
  };
}

/** `PUT /api/payment/subscription`: cancel the plan at its period's end, or keep it renewing. */
export async function updateSubscription(
  context: AppContext,
  user: CurrentUser | null,
  cancelAtPeriodEnd: boolean,
): Promise<Omit<SubscriptionResponse, 'success' | 'errors' | 'errfor'>> {
  const owner = requireOrganizationOwner(user);
  const updated = await setCancelAtPeriodEnd(context.database.db, owner.organizationId, cancelAtPeriodEnd);
  if (!updated) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.subscriptionNotFound);
  return getSubscription(context, user);
}

/** Ends cancelled plans every hour while the server runs (the timer never keeps the process alive). */
export function scheduleCancelledPlanEnds(context: AppContext, log: FastifyBaseLogger): () => void {
  const timer = setInterval(
    () => {
      endCancelledPlans(context.database.db).catch((error: unknown) => {
        log.error({ err: error }, 'ending cancelled plans failed');
      });
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
