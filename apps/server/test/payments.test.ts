import { MESSAGES, PAYMENT_MESSAGES } from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/adapters/mail/mailer.ts';
import type { ProcessorIntent, StripeProcessor } from '../src/adapters/payments/payment-processor.ts';
import { WebhookSignatureError } from '../src/adapters/payments/payment-processor.ts';
import { payments, promoCodes, wavelets } from '../src/db/schema/index.ts';
import { fulfilModelCredits } from '../src/modules/model-library/model-library.service.ts';
import { createPaymentsService } from '../src/modules/payments/payments.service.ts';
import { fulfilPlan } from '../src/modules/payments/plan-fulfilment.ts';
import { runPromoCreate } from '../src/modules/payments/promo-create-command.ts';
import { fulfilShare } from '../src/modules/sharing/sharing.service.ts';
import { checkoutKey, createSharePayment, pay, recordingMailer } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc, createOrganization, type Person, signUp } from './helpers/workspace-fixtures.ts';

const sent: MailMessage[] = [];
const getApp = useTestApp({ mailer: recordingMailer(sent) });

beforeEach(async () => {
  await getApp().context.database.db.delete(promoCodes);
  sent.length = 0;
});

async function promo(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runPromoCreate(getApp().context.database.db, args, {
    log: (line) => lines.push(line),
    error: (line) => lines.push(line),
  });
  return { code, lines };
}

async function buyCredits(person: Person, count: number, extra: Record<string, unknown> = {}) {
  return person.client.post('/api/payment/create', {
    purpose: 'model-credits',
    count,
    receiptEmail: person.email,
    idempotencyKey: checkoutKey(),
    ...extra,
  });
}

describe('promo codes', () => {
  it('creates a code with npm run promo:create and finds it by GET /api/payment/promo-code', async () => {
    const created = await promo([
      '--code',
      'spring-25',
      '--percent',
      '25',
      '--for',
      'share',
      '--max-uses',
      '3',
    ]);
    expect(created.code).toBe(0);
    expect(created.lines).toEqual(['Promo code SPRING-25: 25% off share, at most 3 uses, no end date.']);
    const again = await promo(['--code', 'SPRING-25', '--percent', '10']);
    expect(again.code).toBe(1);
    expect((await promo(['--code', 'x', '--percent', '10'])).code).toBe(2);
    expect((await promo(['--code', 'HALF', '--percent', '120'])).code).toBe(2);
    expect((await promo(['--code', 'HALF', '--percent', '50', '--for', 'everything'])).code).toBe(2);

    const visitor = new TestClient(getApp().app);
    const found = await visitor.get('/api/payment/promo-code?q=spring-25&purpose=share');
    expect(found.statusCode).toBe(200);
    expect(found.json().promoCode).toEqual({
      code: 'SPRING-25',
      percentOff: 25,
      amountOffCents: null,
      purposes: ['share'],
    });
    const elsewhere = await visitor.get('/api/payment/promo-code?q=SPRING-25&purpose=model-credits');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errfor.promoCode).toBe(PAYMENT_MESSAGES.promoCodeNotForPurchase);
    const unknown = await visitor.get('/api/payment/promo-code?q=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([PAYMENT_MESSAGES.promoCodeInvalid]);
    expect((await visitor.get('/api/payment/promo-code?q=%00%00')).statusCode).toBe(400);
  });

  it('takes the discount off the server price and counts the use when the order is delivered', async () => {
    await promo(['--code', 'HALF', '--percent', '50', '--max-uses', '1']);
    const visitor = new TestClient(getApp().app);
    const payment = await createSharePayment(visitor, classroomCalc(), { promoCode: 'half' });
    expect(payment).toMatchObject({ amountCents: 100, listAmountCents: 200 });
    await pay(visitor, payment);
    expect((await visitor.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(201);
    const [row] = await getApp().context.database.db.select().from(promoCodes);
    expect(row?.redemptions).toBe(1);
    expect(sent[0]?.text).toContain('Promo code HALF: −$1.00');
    expect(sent[0]?.text).toContain('Total paid: $1.00');
    const exhausted = await visitor.post('/api/payment/create', {
      purpose: 'share',
      calc: JSON.stringify(classroomCalc()),
      message: 'Again',
      receiptEmail: 'payer@example.com',
      promoCode: 'HALF',
      idempotencyKey: checkoutKey(),
    });
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().errfor.promoCode).toBe(PAYMENT_MESSAGES.promoCodeInvalid);
  });

  it('refuses an expired code, and a 100% code delivers without a card', async () => {
    await promo(['--code', 'OLD', '--percent', '10', '--expires', '2020-01-01']);
    await promo(['--code', 'FREE', '--percent', '100', '--for', 'share']);
    const visitor = new TestClient(getApp().app);
    expect((await visitor.get('/api/payment/promo-code?q=OLD')).statusCode).toBe(404);
    const payment = await createSharePayment(visitor, classroomCalc(), { promoCode: 'FREE' });
    expect(payment).toMatchObject({ amountCents: 0, status: 'succeeded', clientSecret: null });
    const shared = await visitor.post('/api/wavelets', { paymentId: payment.id });
    expect(shared.statusCode).toBe(201);
  });
});

describe('model credits', () => {
  it('sells credits to a sponsor organization at $99 each and adds one acoustic model per credit', async () => {
    const { app, context } = getApp();
    const sponsor = await createOrganization(app, context, 'sponsor-gold');
    // Sign-up mailed the new owner a verification link; only the receipt is counted below.
    sent.length = 0;
    const order = await buyCredits(sponsor.owner, 2);
    expect(order.statusCode).toBe(201);
    const payment = order.json().payment;
    expect(payment).toMatchObject({ purpose: 'model-credits', amountCents: 19800 });
    expect(
      (await sponsor.owner.client.post('/api/model-library/create', { paymentId: payment.id })).statusCode,
    ).toBe(400);
    await pay(sponsor.owner.client, payment);
    const created = await sponsor.owner.client.post('/api/model-library/create', { paymentId: payment.id });
    expect(created.statusCode).toBe(201);
    expect(created.json().models).toHaveLength(2);
    expect(created.json().message).toBe(PAYMENT_MESSAGES.creditsAfterPayment);
    const repeated = await sponsor.owner.client.post('/api/model-library/create', { paymentId: payment.id });
    expect(repeated.json().models.map((model: { id: string }) => model.id)).toEqual(
      created.json().models.map((model: { id: string }) => model.id),
    );
    const list = await sponsor.owner.client.get('/api/model-library/list');
    expect(list.json().models).toHaveLength(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Your Roomtone receipt: 2 acoustical model credits');
    expect(sent[0]?.text).toContain(PAYMENT_MESSAGES.creditsAfterPayment);
    const share = await sponsor.owner.client.post('/api/wavelets', { paymentId: payment.id });
    expect(share.statusCode).toBe(400);
    expect(share.json().errors).toEqual([PAYMENT_MESSAGES.paymentUsedElsewhere]);
  });

  it('refuses credits to anyone but a sponsor organization, and a count that is not a whole number from 1', async () => {
    const { app, context } = getApp();
    const pro = await createOrganization(app, context, 'pro-monthly');
    expect((await buyCredits(pro.owner, 1)).statusCode).toBe(403);
    const sponsor = await createOrganization(app, context, 'sponsor-silver');
    expect((await buyCredits(sponsor.member, 1)).statusCode).toBe(403);
    const anonymous = new TestClient(app);
    const refused = await anonymous.post('/api/payment/create', {
      purpose: 'model-credits',
      count: 1,
      receiptEmail: 'a@example.com',
      idempotencyKey: checkoutKey(),
    });
    expect(refused.statusCode).toBe(401);
    for (const count of [0, 1.5, -2]) {
      const bad = await buyCredits(sponsor.owner, count);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errfor.count).toBe(MESSAGES.countMustBeInteger);
    }
    const missing = await sponsor.owner.client.post('/api/payment/create', {
      purpose: 'model-credits',
      receiptEmail: sponsor.owner.email,
      idempotencyKey: checkoutKey(),
    });
    expect(missing.json().errfor.count).toBe(MESSAGES.required);
  });
});

describe('plans', () => {
  it('puts the organization on a paid plan, for its organization-level user only', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    const order = await organization.owner.client.post('/api/payment/create', {
      purpose: 'subscription',
      planCode: 'pro-monthly',
      receiptEmail: organization.owner.email,
      idempotencyKey: checkoutKey(),
    });
    expect(order.statusCode).toBe(201);
    const payment = order.json().payment;
    expect(payment.amountCents).toBe(9900);
    await pay(organization.owner.client, payment);
    const activated = await organization.owner.client.post('/api/payment/subscription', {
      paymentId: payment.id,
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().plan).toEqual({ code: 'pro-monthly', displayName: 'Professional (monthly)' });
    const me = await organization.owner.client.get('/api/current-user');
    expect(me.json().user.subscriptionType).toBe('pro-monthly');

    const member = await organization.member.client.post('/api/payment/create', {
      purpose: 'subscription',
      planCode: 'pro-monthly',
      receiptEmail: organization.member.email,
      idempotencyKey: checkoutKey(),
    });
    expect(member.statusCode).toBe(403);
    const unknown = await organization.owner.client.post('/api/payment/create', {
      purpose: 'subscription',
      planCode: 'acoustical-modeling',
      receiptEmail: organization.owner.email,
      idempotencyKey: checkoutKey(),
    });
    expect(unknown.json().errfor.planCode).toBe(PAYMENT_MESSAGES.planNotForSale);
  });
});

describe('payment configuration and the local-only calls', () => {
  it('tells the dialog which processor it talks to', async () => {
    const answer = await new TestClient(getApp().app).get('/api/payment/config');
    expect(answer.json()).toMatchObject({ success: true, provider: 'local', clientKey: null });
  });

  it('answers 404 for a Stripe webhook while the local processor is configured', async () => {
    const response = await getApp().app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

/** A Stripe stand-in: intents kept in memory, webhooks 'signed' with a fixed header. */
function fakeStripe(): StripeProcessor & { intents: Map<string, ProcessorIntent> } {
  const intents = new Map<string, ProcessorIntent>();
  return {
    provider: 'stripe',
    clientKey: 'pk_test_fake',
    intents,
    async createIntent(input) {
      const reference = `pi_${intents.size + 1}`;
      const intent: ProcessorIntent = {
        reference,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
        clientSecret: `${reference}_secret_x`,
        metadata: input.metadata,
        lastError: null,
      };
      intents.set(reference, intent);
      return intent;
    },
    async retrieveIntent(reference) {
      const intent = intents.get(reference);
      if (!intent) throw new Error('no intent');
      return intent;
    },
    async refund(order) {
      return { reference: `re_${order.id}`, status: 'succeeded', amountCents: order.amountCents };
    },
    parseWebhook(payload, signature) {
      if (signature !== 'valid') throw new WebhookSignatureError();
      const event = JSON.parse(payload.toString('utf8')) as { type: string; id: string };
      return event.type === 'payment_intent.succeeded'
        ? { type: 'payment-succeeded', reference: event.id }
        : { type: 'payment-failed', reference: event.id, message: 'Your card was declined.' };
    },
  };
}

const quietLog = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

describe('fulfilment from a processor webhook', () => {
  it('delivers a share when a verified webhook says the payment succeeded, once, and ignores a bad signature', async () => {
    const { context } = getApp();
    const stripe = fakeStripe();
    const service = await createPaymentsService(
      context,
      { share: fulfilShare, 'model-credits': fulfilModelCredits, subscription: fulfilPlan },
      stripe,
    );
    const requester = { user: null, ownerTokenHash: 'owner-hash' };
    const payment = await service.createPayment(
      requester,
      {
        purpose: 'share',
        calc: JSON.stringify(classroomCalc()),
        message: 'Paid elsewhere',
        receiptEmail: 'payer@example.com',
        promoCode: undefined,
        idempotencyKey: checkoutKey(),
      },
      quietLog,
    );
    expect(payment).toMatchObject({ provider: 'stripe', clientKey: 'pk_test_fake', amountCents: 200 });
    const reference = [...stripe.intents.keys()][0] ?? '';
    const event = Buffer.from(JSON.stringify({ type: 'payment_intent.succeeded', id: reference }));
    await expect(service.handleWebhook(event, 'forged', quietLog)).rejects.toThrow();
    // A webhook the processor itself does not confirm delivers nothing; the error makes Stripe retry.
    await expect(service.handleWebhook(event, 'valid', quietLog)).rejects.toThrow(
      PAYMENT_MESSAGES.paymentNotConfirmed,
    );
    const { db } = context.database;
    expect(await db.select().from(wavelets)).toHaveLength(0);

    const intent = stripe.intents.get(reference);
    if (!intent) throw new Error('the intent exists');
    stripe.intents.set(reference, { ...intent, status: 'succeeded' });
    await service.handleWebhook(event, 'valid', quietLog);
    await service.handleWebhook(event, 'valid', quietLog);
    const shares = await db.select().from(wavelets);
    expect(shares).toHaveLength(1);
    expect(shares[0]?.ownerTokenHash).toBe('owner-hash');
    const [order] = await db.select().from(payments);
    expect(order?.status).toBe('succeeded');
    expect(sent).toHaveLength(1);

    const result = await service.complete(requester, payment.id, 'share', quietLog);
    expect(result).toEqual({ purpose: 'share', link: shares[0]?.link, version: 1 });
  });

  it('records a failed payment from a webhook without delivering anything', async () => {
    const { context } = getApp();
    const stripe = fakeStripe();
    const service = await createPaymentsService(
      context,
      { share: fulfilShare, 'model-credits': fulfilModelCredits, subscription: fulfilPlan },
      stripe,
    );
    const person = await signUp(getApp().app);
    const user = (await person.client.get('/api/current-user')).json().user;
    const payment = await service.createPayment(
      { user, ownerTokenHash: null },
      {
        purpose: 'share',
        calc: JSON.stringify(classroomCalc()),
        message: 'Declined',
        receiptEmail: person.email,
        promoCode: undefined,
        idempotencyKey: checkoutKey(),
      },
      quietLog,
    );
    const reference = [...stripe.intents.keys()][0] ?? '';
    await service.handleWebhook(
      Buffer.from(JSON.stringify({ type: 'payment_intent.payment_failed', id: reference })),
      'valid',
      quietLog,
    );
    const { db } = context.database;
    const [order] = await db.select().from(payments);
    expect(order).toMatchObject({
      id: payment.id,
      status: 'pending',
      failureMessage: 'Your card was declined.',
    });
    expect(await db.select().from(wavelets)).toHaveLength(0);
  });
});
