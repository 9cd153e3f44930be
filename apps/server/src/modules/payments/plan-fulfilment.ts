import { findOrganizationPlan } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { setOrganizationPlan } from '../organizations/organizations.service.ts';
import type { Fulfiller } from './fulfilment.service.ts';
import { recordPlanPeriod } from './subscriptions.service.ts';

/** Delivers a paid plan: the organization is put on it (the same service as `npm run plan:set`). */
export const fulfilPlan: Fulfiller = async (tx: Db, order) => {
  const plan = order.planCode === null ? undefined : findOrganizationPlan(order.planCode);
  if (order.organizationId === null || !plan) throw new AppError('INTERNAL', 'A plan order names no plan');
  await setOrganizationPlan(tx, order.organizationId, plan.code, order.userId);
  const period = await recordPlanPeriod(tx, { id: order.id, organizationId: order.organizationId, plan });
  return {
    purpose: 'subscription',
    planCode: plan.code,
    period: period && { start: period.start.toISOString(), end: period.end.toISOString() },
  };
};
