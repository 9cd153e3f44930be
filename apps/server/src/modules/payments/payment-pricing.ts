import {
  type CreatePaymentBody,
  type CurrentUser,
  canManageOrganization,
  canViewAcousticModels,
  findOrganizationPlan,
  MESSAGES,
  MODEL_CREDIT_PRICE_CENTS,
  PAYMENT_MESSAGES,
  SHARE_PRICE_CENTS,
  viewerOf,
} from '@roomtone/contracts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { computeRevision } from '../rooms/revisions.service.ts';
import type { NewOrder } from './payments.repo.ts';
import type { ShareDetails } from './payments.service.ts';

/** An order's price before any promo code, and what the order is bound to. */
export type Priced = Pick<NewOrder, 'kind' | 'quantity' | 'planCode' | 'organizationId' | 'details'> & {
  listAmountCents: number;
};

function authorize(allowed: boolean): void {
  if (!allowed) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
}

/** The order's price from the server's price table, and what it is bound to. */
export function priceOf(body: CreatePaymentBody, user: CurrentUser | null): Priced {
  if (body.purpose === 'share') {
    const computed = computeRevision(body.calc);
    const details: ShareDetails = { calc: computed.calc, message: body.message, calcType: 'rtcalc' };
    return {
      kind: 'share',
      quantity: 1,
      planCode: null,
      organizationId: null,
      listAmountCents: SHARE_PRICE_CENTS,
      details,
    };
  }
  const signedIn = requireUser(user);
  const viewer = viewerOf(signedIn);
  if (body.purpose === 'model-credits') {
    authorize(canViewAcousticModels(viewer));
    return {
      kind: 'model-credits',
      quantity: body.count,
      planCode: 'acoustical-modeling',
      organizationId: signedIn.organizationId,
      listAmountCents: body.count * MODEL_CREDIT_PRICE_CENTS,
      details: { count: body.count },
    };
  }
  authorize(canManageOrganization(viewer));
  const plan = findOrganizationPlan(body.planCode);
  if (!plan) throw new AppError('BAD_REQUEST', '', { errfor: { planCode: PAYMENT_MESSAGES.planNotForSale } });
  return {
    kind: 'subscription',
    quantity: 1,
    planCode: plan.code,
    organizationId: signedIn.organizationId,
    listAmountCents: plan.priceCents,
    details: { planCode: plan.code },
  };
}
