import { findOrganizationPlan } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { setOrganizationPlan } from '../organizations/organizations.service.ts';
import { type FulfilmentResult, readFulfilmentResult } from './fulfilment.service.ts';
import { deleteSubscription, findFulfilment, findSubscription, type OrderRow } from './payments.repo.ts';
import {
  deleteUnstartedModels,
  findOrganizationPlanCode,
  listExistingModelIds,
  setPeriodEnd,
} from './refunds.repo.ts';

/** What a refund took back, for its audit row. */
export type TakenBack = Record<string, string | number | boolean | null>;

type Refunded = Pick<OrderRow, 'id' | 'kind' | 'organizationId' | 'planCode'>;

/**
 * Acoustic models not yet started (still in the first status) are removed; models already in
 * work stay with the organization, and the audit row names them so the operator can follow up.
 */
async function takeBackModels(tx: Db, result: FulfilmentResult | null): Promise<TakenBack> {
  const ids = result?.purpose === 'model-credits' ? result.modelIds : [];
  const removed = await deleteUnstartedModels(tx, ids);
  const kept = await listExistingModelIds(
    tx,
    ids.filter((id) => !removed.includes(id)),
  );
  return { modelsRemoved: removed.length, modelsKept: kept.length, keptModelIds: kept.join(',') };
}

/** The organization has no plan from now on (audited as a plan change); its period is removed. */
async function endPlanNow(tx: Db, organizationId: string, actorUserId: string | null): Promise<TakenBack> {
  await setOrganizationPlan(tx, organizationId, 'none', actorUserId);
  await deleteSubscription(tx, organizationId);
  return { plan: 'ended' };
}

/**
 * The paid time of a refunded plan order that is still ahead is taken off the organization's
 * period: its renewal date moves back by that much, and when no paid time is left the plan ends
 * now. Time already used stays used; a plan the organization has since left is not touched.
 */
async function takeBackPlan(
  tx: Db,
  order: Refunded,
  result: FulfilmentResult | null,
  actorUserId: string | null,
  now: Date,
): Promise<TakenBack> {
  const planCode = result?.purpose === 'subscription' ? result.planCode : order.planCode;
  if (order.organizationId === null || planCode === null) return { plan: 'none' };
  if ((await findOrganizationPlanCode(tx, order.organizationId)) !== planCode) return { plan: 'replaced' };
  const current = await findSubscription(tx, order.organizationId);
  if (current === undefined || current.planCode !== planCode) {
    // A plan paid once (the desktop beta) has no period: it ends. A period plan without its
    // period was already over (ended, or set by hand since).
    if (findOrganizationPlan(planCode)?.interval === 'once') {
      return endPlanNow(tx, order.organizationId, actorUserId);
    }
    return { plan: 'period-already-over' };
  }
  const period = result?.purpose === 'subscription' ? result.period : null;
  const paidStart = period === null ? now.getTime() : Date.parse(period.start);
  // An order fulfilled before periods were recorded: only the one that paid the current period is known.
  const paidEnd =
    period !== null
      ? Date.parse(period.end)
      : current.paymentId === order.id
        ? current.currentPeriodEnd.getTime()
        : null;
  if (paidEnd === null) return { plan: 'period-unknown' };
  const unused = Math.max(0, paidEnd - Math.max(paidStart, now.getTime()));
  if (unused === 0) return { plan: 'period-already-used' };
  const end = new Date(current.currentPeriodEnd.getTime() - unused);
  if (end.getTime() <= now.getTime()) return endPlanNow(tx, order.organizationId, actorUserId);
  await setPeriodEnd(tx, order.organizationId, end);
  return { plan: 'period-shortened', renewsOn: end.toISOString() };
}

/**
 * Takes back what a refunded order delivered, in the refund's transaction (so it happens once,
 * with the order marked refunded): a share link stops serving (the sharing module reads the order
 * as refunded; nothing is deleted), unstarted acoustic models are removed, the unused paid time
 * of a plan is taken off. Answers what was taken back, for the audit row.
 */
export async function takeBackDelivery(
  tx: Db,
  order: Refunded,
  actorUserId: string | null,
  now: Date = new Date(),
): Promise<TakenBack> {
  const stored = await findFulfilment(tx, order.id);
  const result = stored ? readFulfilmentResult(stored.result) : null;
  if (order.kind === 'share') return { share: 'unavailable' };
  if (order.kind === 'model-credits') return takeBackModels(tx, result);
  return takeBackPlan(tx, order, result, actorUserId, now);
}
