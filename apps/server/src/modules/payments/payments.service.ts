import type {
  AuthenticateLocalPaymentBody,
  ConfirmLocalPaymentBody,
  CreatePaymentBody,
  CurrentUser,
  Payment,
  PaymentPurpose,
  PromoCode,
  PromoCodeQuery,
} from '@roomtone/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PaymentProcessor } from '../../adapters/payments/payment-processor.ts';
import type { AppContext } from '../../context.ts';
import { authenticateLocal, confirmLocal, createPayment, getPayment } from './checkout.service.ts';
import type { Fulfillers, FulfilmentResult } from './fulfilment.service.ts';
import { complete } from './order-fulfilment.service.ts';
import { ownerTokenHashOf } from './owner-cookie.ts';
import type { PaymentsSetup } from './payments-setup.ts';
import { processorOf } from './processor-of.ts';
import { findPromo } from './promo-codes.service.ts';
import { handleWebhook } from './stripe-webhook.service.ts';

/** Who is paying: the signed-in user, and the hash of the browser's owner cookie. */
export type Requester = { user: CurrentUser | null; ownerTokenHash: string | null };

/** Who is asking: the signed-in user and the browser's owner cookie. */
export function requesterOf(request: FastifyRequest): Requester {
  return { user: request.user, ownerTokenHash: ownerTokenHashOf(request) };
}

/** A share's calculation, bound to its order when the order is made. */
export type ShareDetails = { calc: unknown; message: string; calcType: 'rtcalc' | 'raytracer' };

/** The payments service with its card processor and the fulfillers of what is sold. */
export type PaymentsService = Awaited<ReturnType<typeof createPaymentsService>>;

/**
 * Orders, payment intents, verification and fulfilment. An order is written before the processor
 * is called; its amount comes from the price table; what it buys is delivered only after the
 * processor itself reports the intent succeeded for exactly that amount, once (the fulfilment
 * record's primary key is the order). This is the face the routes and the selling modules use;
 * each use case lives in its own file: `checkout.service.ts`, `order-fulfilment.service.ts`,
 * `promo-codes.service.ts`, `stripe-webhook.service.ts`.
 */
export async function createPaymentsService(
  context: AppContext,
  fulfillers: Fulfillers,
  processorOverride?: PaymentProcessor,
) {
  const processor = processorOverride ?? (await processorOf(context));
  const setup: PaymentsSetup = { context, db: context.database.db, processor, fulfillers };

  return {
    processor,

    /** `POST /api/payment/create`: writes the order, then asks the processor for an intent. */
    createPayment: (
      requester: Requester,
      body: CreatePaymentBody,
      log: FastifyBaseLogger,
    ): Promise<Payment> => createPayment(setup, requester, body, log),

    /** An order the requester made, with the processor's current state. */
    getPayment: (requester: Requester, paymentId: string, log: FastifyBaseLogger): Promise<Payment> =>
      getPayment(setup, requester, paymentId, log),

    /** `POST /api/payment/confirm` (local processor): pays with a card. */
    confirmLocal: (
      requester: Requester,
      body: ConfirmLocalPaymentBody,
      log: FastifyBaseLogger,
    ): Promise<Payment> => confirmLocal(setup, requester, body, log),

    /** `POST /api/payment/authenticate` (local processor): the extra confirmation step. */
    authenticateLocal: (
      requester: Requester,
      body: AuthenticateLocalPaymentBody,
      log: FastifyBaseLogger,
    ): Promise<Payment> => authenticateLocal(setup, requester, body, log),

    /** Delivers the requester's paid order of this purpose, verified with the processor, once. */
    complete: (
      requester: Requester,
      paymentId: string,
      purpose: PaymentPurpose,
      log: FastifyBaseLogger,
    ): Promise<FulfilmentResult> => complete(setup, requester, paymentId, purpose, log),

    /** `GET /api/payment/promo-code?q=`: a usable promo code, or 404. */
    findPromo: (query: PromoCodeQuery): Promise<PromoCode> => findPromo(setup.db, query),

    /** A Stripe webhook: a verified 'payment succeeded' delivers the order; a failure is recorded. */
    handleWebhook: (payload: Buffer, signature: string, log: FastifyBaseLogger): Promise<void> =>
      handleWebhook(setup, payload, signature, log),
  };
}
