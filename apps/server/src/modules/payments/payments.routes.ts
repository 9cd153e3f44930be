import {
  ActivatedPlanResponseSchema,
  ActivatePlanBodySchema,
  AuthenticateLocalPaymentBodySchema,
  ConfirmLocalPaymentBodySchema,
  CreatePaymentBodySchema,
  findPlan,
  OK,
  PaymentConfigResponseSchema,
  PaymentResponseSchema,
  PromoCodeQuerySchema,
  PromoCodeResponseSchema,
  SubscriptionResponseSchema,
  UpdateSubscriptionBodySchema,
} from '@roomtone/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/secure-random.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import { ensureOwnerToken } from './owner-cookie.ts';
import { type PaymentsService, type Requester, requesterOf } from './payments.service.ts';
import { getSubscription, scheduleCancelledPlanEnds, updateSubscription } from './subscriptions.service.ts';

/** New orders from one address: a shared office connection buys a few, a script probing cards many. */
export const ORDERS_BY_ADDRESS: RateLimitRule = { name: 'payment-create-ip', limit: 30, windowSeconds: 600 };
/** New orders from one account, from any address. */
export const ORDERS_BY_USER: RateLimitRule = { name: 'payment-create-user', limit: 10, windowSeconds: 600 };

/** The requester of a purchase that makes the browser an owner (a share): the cookie is set if missing. */
function owningRequester(request: FastifyRequest, reply: FastifyReply, isHttps: boolean): Requester {
  return { user: request.user, ownerTokenHash: hashToken(ensureOwnerToken(request, reply, isHttps)) };
}

/** `/api/payment/*` (docs/product/api.md#payments) and the Stripe webhook. */
export function paymentsRoutes(context: AppContext, payments: PaymentsService): FastifyPluginAsyncZod {
  const isHttps = context.config.publicUrl.startsWith('https://');
  return async (app) => {
    app.get(
      '/api/payment/config',
      { schema: { response: { 200: PaymentConfigResponseSchema } } },
      async () => ({
        ...OK,
        provider: payments.processor.provider,
        clientKey: payments.processor.clientKey,
      }),
    );

    app.post(
      '/api/payment/create',
      { schema: { body: CreatePaymentBodySchema, response: { 201: PaymentResponseSchema } } },
      async (request, reply) => {
        // Counted before anything is written or a processor is called: 429 creates no order.
        await context.rateLimiter.hit(ORDERS_BY_ADDRESS, request.ip);
        if (request.user) await context.rateLimiter.hit(ORDERS_BY_USER, request.user.id);
        const requester =
          request.body.purpose === 'share' ? owningRequester(request, reply, isHttps) : requesterOf(request);
        const payment = await payments.createPayment(requester, request.body, request.log);
        return reply.code(201).send({ ...OK, payment });
      },
    );

    app.post(
      '/api/payment/confirm',
      { schema: { body: ConfirmLocalPaymentBodySchema, response: { 200: PaymentResponseSchema } } },
      async (request) => ({
        ...OK,
        payment: await payments.confirmLocal(requesterOf(request), request.body, request.log),
      }),
    );

    app.post(
      '/api/payment/authenticate',
      { schema: { body: AuthenticateLocalPaymentBodySchema, response: { 200: PaymentResponseSchema } } },
      async (request) => ({
        ...OK,
        payment: await payments.authenticateLocal(requesterOf(request), request.body, request.log),
      }),
    );

    app.post(
      '/api/payment/subscription',
      { schema: { body: ActivatePlanBodySchema, response: { 200: ActivatedPlanResponseSchema } } },
      async (request) => {
        const result = await payments.complete(
          requesterOf(request),
          request.body.paymentId,
          'subscription',
          request.log,
        );
        const plan = result.purpose === 'subscription' ? findPlan(result.planCode) : undefined;
        if (!plan) throw new AppError('INTERNAL', 'The order delivered something else');
        return { ...OK, plan: { code: plan.code, displayName: plan.displayName } };
      },
    );

    app.get(
      '/api/payment/subscription',
      { schema: { response: { 200: SubscriptionResponseSchema } } },
      async (request) => ({ ...OK, ...(await getSubscription(context, request.user)) }),
    );

    app.put(
      '/api/payment/subscription',
      { schema: { body: UpdateSubscriptionBodySchema, response: { 200: SubscriptionResponseSchema } } },
      async (request) => ({
        ...OK,
        ...(await updateSubscription(context, request.user, request.body.cancelAtPeriodEnd)),
      }),
    );

    const stopPlanEnds = scheduleCancelledPlanEnds(context, app.log);
    app.addHook('onClose', async () => stopPlanEnds());

    app.get(
      '/api/payment/promo-code',
      { schema: { querystring: PromoCodeQuerySchema, response: { 200: PromoCodeResponseSchema } } },
      async (request) => ({ ...OK, promoCode: await payments.findPromo(request.query) }),
    );

    await app.register(async (webhook) => {
      // Stripe signs the exact bytes it sent, so this route reads the body unparsed.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      webhook.post('/webhooks/stripe', async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
          return reply.code(400).send({ success: false, errors: ['Missing signature'], errfor: {} });
        }
        await payments.handleWebhook(body, signature, request.log);
        return { ...OK, received: true };
      });
    });
  };
}
