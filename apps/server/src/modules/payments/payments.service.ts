import {
  type AuthenticateLocalPaymentBody,
  type ConfirmLocalPaymentBody,
  type CreatePaymentBody,
  type CurrentUser,
  canManageOrganization,
  canViewAcousticModels,
  findOrganizationPlan,
  MESSAGES,
  MODEL_CREDIT_PRICE_CENTS,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  type Payment,
  type PaymentPurpose,
  type PaymentStatus,
  type PromoCode,
  type PromoCodeQuery,
  promoPriceCents,
  SHARE_PRICE_CENTS,
  viewerOf,
} from '@roomtone/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  type PaymentProcessor,
  PaymentProviderError,
  PaymentRequestError,
  type ProcessorIntent,
  WebhookSignatureError,
} from '../../adapters/payments/payment-processor.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { computeRevision } from '../rooms/revisions.service.ts';
import { type Fulfillers, type FulfilmentResult, readFulfilmentResult } from './fulfilment.service.ts';
import { ownerTokenHashOf } from './owner-cookie.ts';
import { describeOrder, receiptMail } from './payment-receipts.ts';
import {
  claimFulfilment,
  findFulfilment,
  findOrder,
  findOrderByKey,
  findOrderByReference,
  findPromoCode,
  insertOrder,
  lockOrder,
  markPaid,
  type NewOrder,
  type OrderRow,
  type PromoCodeRow,
  redeemPromoCode,
  setFailureMessage,
  setFulfilmentResult,
  setProviderReference,
} from './payments.repo.ts';
import { processorOf } from './processor-of.ts';

/** Who is paying: the signed-in user, and the hash of the browser's owner cookie. */
export type Requester = { user: CurrentUser | null; ownerTokenHash: string | null };

/** Who is asking: the signed-in user and the browser's owner cookie. */
export function requesterOf(request: FastifyRequest): Requester {
  return { user: request.user, ownerTokenHash: ownerTokenHashOf(request) };
}

/** A share's calculation, bound to its order when the order is made. */
export type ShareDetails = { calc: unknown; message: string; calcType: 'rtcalc' | 'raytracer' };

type Priced = Pick<NewOrder, 'kind' | 'quantity' | 'planCode' | 'organizationId' | 'details'> & {
  listAmountCents: number;
};

function authorize(allowed: boolean): void {
  if (!allowed) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
}

/** The order's price from the server's price table, and what it is bound to. */
function priceOf(body: CreatePaymentBody, user: CurrentUser | null): Priced {
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

/**
 * Why a promo code cannot be used now for this purchase, or null when it can: unknown, retired,
 * expired or used up codes are 'not valid', a code before its first day 'not valid yet', a code
 * for other purchases 'does not apply'.
 */
function promoProblem(
  row: PromoCodeRow | undefined,
  purpose: PaymentPurpose | undefined,
  now: Date,
): string | null {
  if (!row?.isActive) return PAYMENT_MESSAGES.promoCodeInvalid;
  if (row.expiresOn !== null && row.expiresOn.getTime() <= now.getTime())
    return PAYMENT_MESSAGES.promoCodeInvalid;
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions)
    return PAYMENT_MESSAGES.promoCodeInvalid;
  if (row.startsOn !== null && row.startsOn.getTime() > now.getTime())
    return PAYMENT_MESSAGES.promoCodeNotYetValid;
  const applies = purpose === undefined || row.purposes.length === 0 || row.purposes.includes(purpose);
  return applies ? null : PAYMENT_MESSAGES.promoCodeNotForPurchase;
}

function toPromoCode(row: PromoCodeRow): PromoCode {
  const purposes = row.purposes.filter(
    (purpose): purpose is PaymentPurpose =>
      purpose === 'share' || purpose === 'model-credits' || purpose === 'subscription',
  );
  return { code: row.code, percentOff: row.percentOff, amountOffCents: row.amountOffCents, purposes };
}

function ownsOrder(order: OrderRow, requester: Requester): boolean {
  if (order.userId !== null && requester.user?.id === order.userId) return true;
  return order.ownerTokenHash !== null && requester.ownerTokenHash === order.ownerTokenHash;
}

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

function toPayment(order: OrderRow, intent: ProcessorIntent | null, clientKey: string | null): Payment {
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

/** A processor call's failure as the caller sees it: a refused request, or the processor out of reach. */
function processorFailure(error: unknown, log: FastifyBaseLogger): unknown {
  if (error instanceof PaymentRequestError)
    return new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  if (error instanceof PaymentProviderError) return unavailable(error, log);
  return error;
}

function unavailable(error: unknown, log: FastifyBaseLogger): AppError {
  log.error({ err: error }, 'card payment provider call failed');
  return new AppError('UNAVAILABLE', MESSAGES.paymentsDisabled);
}

/** The payments service with its card processor and the fulfillers of what is sold. */
export type PaymentsService = Awaited<ReturnType<typeof createPaymentsService>>;

/**
 * Orders, payment intents, verification and fulfilment. An order is written before the processor
 * is called; its amount comes from the price table; what it buys is delivered only after the
 * processor itself reports the intent succeeded for exactly that amount, once (the fulfilment
 * record's primary key is the order).
 */
export async function createPaymentsService(
  context: AppContext,
  fulfillers: Fulfillers,
  processorOverride?: PaymentProcessor,
) {
  const db = context.database.db;
  const processor = processorOverride ?? (await processorOf(context));

  /** The promo code of a new order, checked as the lookup checks it, at the moment the order is made. */
  async function requirePromo(code: string, purpose: PaymentPurpose): Promise<PromoCodeRow> {
    const row = await findPromoCode(db, code);
    const problem = promoProblem(row, purpose, new Date());
    if (problem !== null || !row) {
      throw new AppError('BAD_REQUEST', '', {
        errfor: { promoCode: problem ?? PAYMENT_MESSAGES.promoCodeInvalid },
      });
    }
    return row;
  }

  /** The processor's intent of an order, created (idempotently, keyed by the order) when missing. */
  async function intentOf(order: OrderRow, log: FastifyBaseLogger): Promise<ProcessorIntent | null> {
    if (order.provider === 'none') return null;
    try {
      if (order.providerReference !== null) return await processor.retrieveIntent(order.providerReference);
      const intent = await processor.createIntent({
        amountCents: order.amountCents,
        currency: order.currency,
        description: `Roomtone: ${describeOrder(order)}`,
        metadata: { paymentId: order.id, purpose: order.kind },
        idempotencyKey: `roomtone-payment-${order.id}`,
      });
      await setProviderReference(db, order.id, intent.reference);
      return intent;
    } catch (error) {
      throw processorFailure(error, log);
    }
  }

  async function requireOwnedOrder(requester: Requester, paymentId: string): Promise<OrderRow> {
    const order = await findOrder(db, paymentId);
    if (!order || !ownsOrder(order, requester))
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    return order;
  }

  /** Throws unless the processor reports this order paid in full. */
  async function verifyPaid(order: OrderRow, log: FastifyBaseLogger): Promise<void> {
    if (order.provider === 'none' && order.amountCents === 0) return;
    if (order.provider !== processor.provider || order.providerReference === null) {
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
    }
    let intent: ProcessorIntent;
    try {
      intent = await processor.retrieveIntent(order.providerReference);
    } catch (error) {
      throw processorFailure(error, log);
    }
    const matches =
      intent.metadata.paymentId === order.id &&
      intent.amountCents === order.amountCents &&
      intent.currency === order.currency;
    if (!matches) {
      log.error(
        { paymentId: order.id, reference: intent.reference },
        'payment intent does not match its order',
      );
      throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
    }
    if (intent.status === 'succeeded') return;
    if (intent.status === 'processing') throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentProcessing);
    if (intent.lastError !== null) {
      await setFailureMessage(db, order.id, intent.lastError);
      throw new AppError('BAD_REQUEST', intent.lastError);
    }
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
  }

  async function sendReceipt(
    order: OrderRow,
    result: FulfilmentResult,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const paid = (await findOrder(db, order.id)) ?? order;
    const to = paid.receiptEmail ?? null;
    if (to === null) return;
    try {
      await context.mailer.send(receiptMail(paid, result, to, context.config.publicUrl));
    } catch (error) {
      // The purchase is delivered either way; a lost receipt must not undo it.
      log.error({ err: error, paymentId: order.id }, 'payment receipt could not be sent');
    }
  }

  /** Verifies an order's payment and delivers it once; later calls answer the same delivery. */
  async function fulfil(order: OrderRow, log: FastifyBaseLogger): Promise<FulfilmentResult> {
    const earlier = await findFulfilment(db, order.id);
    const earlierResult = earlier ? readFulfilmentResult(earlier.result) : null;
    if (earlierResult) return earlierResult;
    await verifyPaid(order, log);
    const delivered = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked || !(await claimFulfilment(tx, order.id))) return null;
      await markPaid(tx, order.id);
      if (locked.promoCode !== null) await redeemPromoCode(tx, locked.promoCode);
      const result = await fulfillers[locked.kind](tx, {
        id: locked.id,
        purpose: locked.kind,
        userId: locked.userId,
        organizationId: locked.organizationId,
        ownerTokenHash: locked.ownerTokenHash,
        quantity: locked.quantity,
        planCode: locked.planCode,
        details: locked.details,
      });
      await setFulfilmentResult(tx, order.id, result);
      return result;
    });
    if (delivered !== null) {
      await sendReceipt(order, delivered, log);
      return delivered;
    }
    const stored = await findFulfilment(db, order.id);
    const result = stored ? readFulfilmentResult(stored.result) : null;
    if (!result) throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentProcessing);
    return result;
  }

  return {
    processor,

    /** `POST /api/payment/create`: writes the order, then asks the processor for an intent. */
    async createPayment(
      requester: Requester,
      body: CreatePaymentBody,
      log: FastifyBaseLogger,
    ): Promise<Payment> {
      const priced = priceOf(body, requester.user);
      const promo = body.promoCode === undefined ? null : await requirePromo(body.promoCode, body.purpose);
      const amountCents = promoPriceCents(priced.listAmountCents, promo);
      const key = `${body.purpose}:${body.idempotencyKey}`;
      const values: NewOrder = {
        ...priced,
        userId: requester.user?.id ?? null,
        ownerTokenHash: requester.ownerTokenHash,
        amountCents,
        currency: PAYMENT_CURRENCY,
        promoCode: promo?.code ?? null,
        receiptEmail: body.receiptEmail,
        idempotencyKey: key,
        provider: amountCents === 0 ? 'none' : processor.provider,
      };
      const order = (await insertOrder(db, values)) ?? (await findOrderByKey(db, key));
      if (!order || !ownsOrder(order, requester) || order.kind !== body.purpose) {
        throw new AppError(
          'CONFLICT',
          'This checkout was already used. Please reload the page and try again.',
        );
      }
      return toPayment(order, await intentOf(order, log), processor.clientKey);
    },

    /** An order the requester made, with the processor's current state. */
    async getPayment(requester: Requester, paymentId: string, log: FastifyBaseLogger): Promise<Payment> {
      const order = await requireOwnedOrder(requester, paymentId);
      return toPayment(order, await intentOf(order, log), processor.clientKey);
    },

    /** `POST /api/payment/confirm` (local processor): pays with a card. */
    async confirmLocal(
      requester: Requester,
      body: ConfirmLocalPaymentBody,
      log: FastifyBaseLogger,
    ): Promise<Payment> {
      if (processor.provider !== 'local')
        throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.localConfirmationOnly);
      const order = await requireOwnedOrder(requester, body.paymentId);
      if (order.providerReference === null || order.provider !== 'local') {
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
      }
      let intent: ProcessorIntent;
      try {
        intent = await processor.confirmWithCard(order.providerReference, body.clientSecret, body.card);
      } catch (error) {
        throw processorFailure(error, log);
      }
      await setFailureMessage(db, order.id, intent.lastError);
      return toPayment(order, intent, null);
    },

    /** `POST /api/payment/authenticate` (local processor): the extra confirmation step. */
    async authenticateLocal(
      requester: Requester,
      body: AuthenticateLocalPaymentBody,
      log: FastifyBaseLogger,
    ): Promise<Payment> {
      if (processor.provider !== 'local')
        throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.localConfirmationOnly);
      const order = await requireOwnedOrder(requester, body.paymentId);
      if (order.providerReference === null || order.provider !== 'local') {
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentNotConfirmed);
      }
      let intent: ProcessorIntent;
      try {
        intent = await processor.authenticate(order.providerReference, body.clientSecret, body.approve);
      } catch (error) {
        throw processorFailure(error, log);
      }
      await setFailureMessage(db, order.id, intent.lastError);
      return toPayment(order, intent, null);
    },

    /**
     * Delivers the requester's paid order of this purpose (after the browser confirmed it):
     * verified with the processor, once.
     */
    async complete(
      requester: Requester,
      paymentId: string,
      purpose: PaymentPurpose,
      log: FastifyBaseLogger,
    ): Promise<FulfilmentResult> {
      const order = await requireOwnedOrder(requester, paymentId);
      if (order.kind !== purpose) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentUsedElsewhere);
      return fulfil(order, log);
    },

    /** `GET /api/payment/promo-code?q=`: a usable promo code, or 404. */
    async findPromo(query: PromoCodeQuery): Promise<PromoCode> {
      const row = await findPromoCode(db, query.q);
      const problem = promoProblem(row, query.purpose, new Date());
      if (problem !== null || !row) {
        const message = problem ?? PAYMENT_MESSAGES.promoCodeInvalid;
        throw new AppError('NOT_FOUND', message, { errfor: { promoCode: message } });
      }
      return toPromoCode(row);
    },

    /**
     * A Stripe webhook: a verified 'payment succeeded' delivers the order even when the browser
     * never came back; a failure is recorded. Unknown intents and other events are acknowledged.
     */
    async handleWebhook(payload: Buffer, signature: string, log: FastifyBaseLogger): Promise<void> {
      if (processor.provider !== 'stripe') throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
      let event: ReturnType<typeof processor.parseWebhook>;
      try {
        event = processor.parseWebhook(payload, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      if (event.type === 'ignored') return;
      const order = await findOrderByReference(db, 'stripe', event.reference);
      if (!order) {
        log.warn({ reference: event.reference }, 'webhook for an unknown payment intent');
        return;
      }
      if (event.type === 'payment-failed') {
        await setFailureMessage(db, order.id, event.message ?? PAYMENT_MESSAGES.paymentFailed);
        return;
      }
      await fulfil(order, log);
    },
  };
}
