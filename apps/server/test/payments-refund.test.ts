import { PAYMENT_MESSAGES } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, localPaymentIntents, payments, promoCodes } from '../src/db/schema/index.ts';
import { runPromoCreate } from '../src/modules/payments/promo-create-command.ts';
import { refundOrder } from '../src/modules/payments/refunds.service.ts';
import { createSharePayment, pay } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

beforeEach(async () => {
  await getApp().context.database.db.delete(promoCodes);
});

async function paidShare(client: TestClient) {
  const payment = await createSharePayment(client, classroomCalc());
  const paid = await pay(client, payment);
  expect(paid.json().payment.status).toBe('succeeded');
  expect((await client.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(201);
  return payment;
}

async function refundRows(orderId: string) {
  return getApp().context.database.db.select().from(auditLog).where(eq(auditLog.target, orderId));
}

describe('refunding an order with the local processor', () => {
  it('returns the money, marks the order refunded and writes one audit row, however often it is asked', async () => {
    const { app, context } = getApp();
    const visitor = new TestClient(app);
    const payment = await paidShare(visitor);

    const refunded = await refundOrder(context, payment.id, '  Charged twice by mistake ');
    expect(refunded).toMatchObject({
      id: payment.id,
      status: 'refunded',
      amountCents: 200,
      refundReason: 'Charged twice by mistake',
      item: 'Shared calculation link',
    });
    expect(refunded.refundedOn).not.toBeNull();
    const { db } = context.database;
    const [order] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(order?.status).toBe('refunded');
    expect(order?.refundReference).toMatch(/^lre_/);
    const [intent] = await db.select().from(localPaymentIntents);
    expect(intent?.refundReference).toBe(order?.refundReference);

    const again = await refundOrder(context, payment.id, 'Another reason');
    expect(again).toEqual(refunded);
    const rows = await refundRows(payment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'payment.refund',
      details: {
        reason: 'Charged twice by mistake',
        amountCents: 200,
        currency: 'usd',
        provider: 'local',
        refundReference: order?.refundReference,
      },
    });
  });

  it('refunds once when two refunds of one order race', async () => {
    const { app, context } = getApp();
    const visitor = new TestClient(app);
    const payment = await paidShare(visitor);
    const [first, second] = await Promise.all([
      refundOrder(context, payment.id, 'Race one', { actorUserId: null, ip: '10.0.0.1' }),
      refundOrder(context, payment.id, 'Race two', { actorUserId: null, ip: '10.0.0.2' }),
    ]);
    expect(first.status).toBe('refunded');
    expect(second.status).toBe('refunded');
    expect(first.refundReason).toBe(second.refundReason);
    expect(await refundRows(payment.id)).toHaveLength(1);
  });

  it('refuses an order that is unpaid, unknown, or had nothing to charge, and changes nothing', async () => {
    const { app, context } = getApp();
    const visitor = new TestClient(app);
    const unpaid = await createSharePayment(visitor, classroomCalc());
    await expect(refundOrder(context, unpaid.id, 'Why')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.refundNotPaid,
    });
    const declined = await createSharePayment(visitor, classroomCalc());
    await pay(visitor, declined, '4000000000000002');
    await expect(refundOrder(context, declined.id, 'Why')).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundNotPaid,
    });
    await expect(refundOrder(context, '00000000-0000-4000-8000-000000000000', 'Why')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PAYMENT_MESSAGES.paymentNotFound,
    });

    await runPromoCreate(context.database.db, ['--code', 'FREE', '--percent', '100'], {
      log: () => {},
      error: () => {},
    });
    const free = await createSharePayment(visitor, classroomCalc(), { promoCode: 'FREE' });
    expect((await visitor.post('/api/wavelets', { paymentId: free.id })).statusCode).toBe(201);
    await expect(refundOrder(context, free.id, 'Why')).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundNothingCharged,
    });
    const statuses = await context.database.db.select({ status: payments.status }).from(payments);
    expect(statuses.map((row) => row.status).sort()).toEqual(['pending', 'pending', 'succeeded']);
    expect(
      await context.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund')),
    ).toEqual([]);
  });
});
