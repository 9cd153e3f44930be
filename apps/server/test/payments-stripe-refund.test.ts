import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsConfig } from '../src/config.ts';
import { auditLog, payments } from '../src/db/schema/index.ts';
import { refundOrder } from '../src/modules/payments/refunds.service.ts';
import { createSharePayment } from './helpers/payments-fixtures.ts';
import { type StripeDouble, startStripeDouble } from './helpers/stripe-double.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc } from './helpers/workspace-fixtures.ts';

const stripeConfig: PaymentsConfig = {
  provider: 'stripe',
  secretKey: 'sk_test_roomtone',
  publishableKey: 'pk_test_roomtone',
  webhookSecret: 'whsec_roomtone',
  apiUrl: undefined,
};
let double: StripeDouble | undefined;

// The app is built before the first test, after the double has its address.
beforeAll(async () => {
  double = await startStripeDouble();
  stripeConfig.apiUrl = double.url;
});
afterAll(async () => {
  await double?.close();
});

const getApp = useTestApp({ config: { payments: stripeConfig } });

function stripe(): StripeDouble {
  if (!double) throw new Error('the Stripe double runs');
  return double;
}

describe('refunding a Stripe payment', () => {
  it('creates one Stripe refund keyed by the order and marks the order refunded once', async () => {
    const { app, context } = getApp();
    const visitor = new TestClient(app);
    const payment = await createSharePayment(visitor, classroomCalc());
    expect(payment.provider).toBe('stripe');
    const [reference] = [...stripe().intents.keys()];
    if (!reference) throw new Error('the order has an intent');
    stripe().succeed(reference);
    expect((await visitor.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(201);

    const [first, second] = await Promise.all([
      refundOrder(context, payment.id, 'Customer asked'),
      refundOrder(context, payment.id, 'Customer asked'),
    ]);
    expect(first).toMatchObject({ status: 'refunded', refundReason: 'Customer asked' });
    expect(second.status).toBe('refunded');
    await refundOrder(context, payment.id, 'Customer asked');

    expect(stripe().refunds.size).toBe(1);
    const sent = stripe().requests.filter((request) => request.path === '/v1/refunds');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const request of sent) {
      expect(request.idempotencyKey).toBe(`roomtone-refund-${payment.id}`);
      expect(request.body.get('payment_intent')).toBe(reference);
      expect(request.body.get('amount')).toBe('200');
    }
    const [order] = await context.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(order).toMatchObject({ status: 'refunded', refundReference: 're_1' });
    const audit = await context.database.db.select().from(auditLog).where(eq(auditLog.target, payment.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ provider: 'stripe', refundReference: 're_1' });
  });

  it('leaves an unpaid Stripe order alone', async () => {
    const { app, context } = getApp();
    const visitor = new TestClient(app);
    const payment = await createSharePayment(visitor, classroomCalc());
    const before = stripe().requests.length;
    await expect(refundOrder(context, payment.id, 'No')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      stripe()
        .requests.slice(before)
        .some((request) => request.path === '/v1/refunds'),
    ).toBe(false);
  });
});
