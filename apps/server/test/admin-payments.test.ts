import { ADMIN_MESSAGES, MESSAGES, PAYMENT_MESSAGES, PROMO_AMOUNT_OFF_MAX_CENTS } from '@roomtone/contracts';
import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, localPaymentIntents, payments, promoCodes } from '../src/db/schema/index.ts';
import { grantFullAccess } from '../src/modules/admin/admin-access.repo.ts';
import { createSharePayment, pay } from './helpers/payments-fixtures.ts';
import { insertPerson } from './helpers/route-fixtures.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

beforeEach(async () => {
  await getApp().context.database.db.delete(promoCodes);
});

async function fullAdmin(testApp: TestApp) {
  const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  await grantFullAccess(testApp.context.database.db, admin.userId);
  return admin;
}

/** A share order paid with a card through the local processor and delivered, receipt to `email`. */
async function paidShare(client: TestClient, email: string) {
  const payment = await createSharePayment(client, classroomCalc(), { receiptEmail: email });
  const paid = await pay(client, payment);
  expect(paid.json().payment.status).toBe('succeeded');
  // The order counts as paid once what it bought is delivered.
  expect((await client.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(201);
  return payment;
}

describe('admin orders', () => {
  it('refunds a paid order through the local processor once, however often it is asked', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const payment = await paidShare(new TestClient(testApp.app), 'refund-me@example.com');

    const missingReason = await admin.client.post(`/api/admin/orders/${payment.id}/refund`, { reason: ' ' });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().errfor.reason).toBeTruthy();

    const refunded = await admin.client.post(`/api/admin/orders/${payment.id}/refund`, {
      reason: 'Charged twice by mistake',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order).toMatchObject({
      id: payment.id,
      status: 'refunded',
      refundReason: 'Charged twice by mistake',
      receiptEmail: 'refund-me@example.com',
      provider: 'local',
    });
    const reference = refunded.json().order.refundReference as string;
    expect(reference).toMatch(/^lre_/);

    const again = await admin.client.post(`/api/admin/orders/${payment.id}/refund`, { reason: 'Again' });
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toMatchObject({ status: 'refunded', refundReference: reference });
    expect(again.json().order.refundReason).toBe('Charged twice by mistake');

    const { db } = testApp.context.database;
    const intents = await db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.refundReference, reference));
    expect(intents).toHaveLength(1);
    const audit = await db.select().from(auditLog).where(eq(auditLog.target, payment.id));
    const refunds = audit.filter((row) => row.action === 'payment.refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ actorUserId: admin.userId });

    const page = await admin.client.get(`/api/admin/orders/${payment.id}`);
    expect(page.json().order.status).toBe('refunded');
  });

  it('refuses to refund an order that was not paid', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const unpaid = await createSharePayment(new TestClient(testApp.app), classroomCalc());
    const response = await admin.client.post(`/api/admin/orders/${unpaid.id}/refund`, { reason: 'Why not' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(PAYMENT_MESSAGES.refundNotPaid);
    const [order] = await testApp.context.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, unpaid.id));
    expect(order?.status).toBe('pending');
  });

  it('filters the list by status and by e-mail, newest first unless asked otherwise', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tag = admin.userId.slice(0, 8);
    const visitor = new TestClient(testApp.app);
    const first = await paidShare(visitor, `first-${tag}@example.com`);
    const second = await paidShare(visitor, `second-${tag}@example.com`);
    const pending = await createSharePayment(visitor, classroomCalc(), {
      receiptEmail: `third-${tag}@example.com`,
    });
    const list = async (query: string) => (await admin.client.get(`/api/admin/orders?${query}`)).json();

    const byTag = await list(`q=${tag}`);
    expect(byTag.orders.map((order: { id: string }) => order.id)).toEqual([pending.id, second.id, first.id]);
    expect(byTag.paging).toEqual({ page: 1, pages: 1, total: 3 });
    const oldestFirst = await list(`q=${tag}&dir=asc`);
    expect(oldestFirst.orders.map((order: { id: string }) => order.id)).toEqual([
      first.id,
      second.id,
      pending.id,
    ]);
    const paid = await list(`q=${tag}&status=succeeded`);
    expect(paid.orders.map((order: { id: string }) => order.id)).toEqual([second.id, first.id]);
    const one = await list(`q=second-${tag}`);
    expect(one.orders.map((order: { id: string }) => order.id)).toEqual([second.id]);
    const none = await list(`q=${tag}&status=refunded`);
    expect(none.orders).toEqual([]);
    expect((await admin.client.get('/api/admin/orders?status=lost')).statusCode).toBe(400);
  });
});

describe('admin promo codes', () => {
  it('creates a code by the rules of promo:create, with the messages at the fields', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const bad = await admin.client.post('/api/admin/promo-codes', {
      code: 'a!',
      percentOff: 0,
      maxRedemptions: 0,
      expiresOn: '31/12/2030',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errfor).toMatchObject({
      code: ADMIN_MESSAGES.promoCodeFormat,
      percentOff: ADMIN_MESSAGES.promoPercent,
      maxRedemptions: ADMIN_MESSAGES.promoMaxUses,
      expiresOn: ADMIN_MESSAGES.promoExpiresFormat,
    });
    const over = await admin.client.post('/api/admin/promo-codes', { code: 'OVER', percentOff: 101 });
    expect(over.json().errfor.percentOff).toBe(ADMIN_MESSAGES.promoPercent);

    const created = await admin.client.post('/api/admin/promo-codes', {
      code: ' spring-25 ',
      percentOff: 25,
      purposes: ['share'],
      maxRedemptions: 10,
      expiresOn: '2099-01-01',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().promoCode).toMatchObject({
      code: 'SPRING-25',
      percentOff: 25,
      purposes: ['share'],
      maxRedemptions: 10,
      redemptions: 0,
      expiresOn: '2099-01-01',
      isActive: true,
    });
    const taken = await admin.client.post('/api/admin/promo-codes', { code: 'SPRING-25', percentOff: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errfor.code).toBe(ADMIN_MESSAGES.promoCodeTaken);

    // The checkout sees it.
    const visitor = new TestClient(testApp.app);
    const check = await visitor.get('/api/payment/promo-code?q=spring-25&purpose=share');
    expect(check.json().promoCode).toMatchObject({ code: 'SPRING-25', percentOff: 25 });
  });

  it('takes exactly one of a percentage or a fixed amount, and a first day before the expiry', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const neither = await admin.client.post('/api/admin/promo-codes', { code: 'NEITHER' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errfor).toMatchObject({
      percentOff: MESSAGES.required,
      amountOffCents: MESSAGES.required,
    });
    const both = await admin.client.post('/api/admin/promo-codes', {
      code: 'BOTH',
      percentOff: 10,
      amountOffCents: 500,
    });
    expect(both.json().errfor).toMatchObject({
      percentOff: ADMIN_MESSAGES.promoOneDiscount,
      amountOffCents: ADMIN_MESSAGES.promoOneDiscount,
    });
    for (const amountOffCents of [0, 12.5, PROMO_AMOUNT_OFF_MAX_CENTS + 1]) {
      const bad = await admin.client.post('/api/admin/promo-codes', { code: 'BADAMOUNT', amountOffCents });
      expect(bad.json().errfor.amountOffCents).toBe(ADMIN_MESSAGES.promoAmount);
    }
    const backwards = await admin.client.post('/api/admin/promo-codes', {
      code: 'BACKWARDS',
      percentOff: 10,
      startsOn: '2030-02-01',
      expiresOn: '2030-02-01',
    });
    expect(backwards.json().errfor.startsOn).toBe(ADMIN_MESSAGES.promoWindow);
    const malformed = await admin.client.post('/api/admin/promo-codes', {
      code: 'MALFORMED',
      percentOff: 10,
      startsOn: '1/2/2030',
    });
    expect(malformed.json().errfor.startsOn).toBe(ADMIN_MESSAGES.promoExpiresFormat);
    expect(await testApp.context.database.db.select().from(promoCodes)).toEqual([]);

    const created = await admin.client.post('/api/admin/promo-codes', {
      code: 'launch-25',
      amountOffCents: 2500,
      purposes: ['subscription'],
      startsOn: '2099-01-01',
      expiresOn: '2099-02-01',
    });
    expect(created.statusCode).toBe(200);
    const code = created.json().promoCode;
    expect(code).toMatchObject({
      code: 'LAUNCH-25',
      percentOff: null,
      amountOffCents: 2500,
      startsOn: '2099-01-01',
      expiresOn: '2099-02-01',
    });
    const visitor = new TestClient(testApp.app);
    const early = await visitor.get('/api/payment/promo-code?q=LAUNCH-25&purpose=subscription');
    expect(early.json().errors).toEqual([PAYMENT_MESSAGES.promoCodeNotYetValid]);

    // Switched to a percentage from today on: the amount is gone, the checkout takes it.
    const edited = await admin.client.put(`/api/admin/promo-codes/${code.id}`, {
      ...code,
      percentOff: 15,
      amountOffCents: null,
      startsOn: null,
      id: undefined,
      redemptions: undefined,
      createdOn: undefined,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().promoCode).toMatchObject({ percentOff: 15, amountOffCents: null, startsOn: null });
    const now = await visitor.get('/api/payment/promo-code?q=LAUNCH-25&purpose=subscription');
    expect(now.json().promoCode).toMatchObject({ percentOff: 15, amountOffCents: null });
    const list = (await admin.client.get('/api/admin/promo-codes?q=launch')).json();
    expect(list.promoCodes[0]).toMatchObject({ code: 'LAUNCH-25', percentOff: 15, expiresOn: '2099-02-01' });
    const [audit] = await testApp.context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.promo-code.create'), eq(auditLog.target, 'LAUNCH-25')));
    expect(audit?.details).toMatchObject({ amountOffCents: 2500, percentOff: null, startsOn: '2099-01-01' });
  });

  it('edits and retires a code, keeps its usage count, and audits each change', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const created = (
      await admin.client.post('/api/admin/promo-codes', { code: 'ONCE', percentOff: 10 })
    ).json().promoCode;
    await admin.client.post('/api/admin/promo-codes', { code: 'OTHER', percentOff: 10 });
    const { db } = testApp.context.database;
    await db.update(promoCodes).set({ redemptions: 3 }).where(eq(promoCodes.id, created.id));

    const below = await admin.client.put(`/api/admin/promo-codes/${created.id}`, {
      code: 'ONCE',
      percentOff: 10,
      maxRedemptions: 2,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().errfor.maxRedemptions).toBe(ADMIN_MESSAGES.promoBelowRedemptions);
    const clash = await admin.client.put(`/api/admin/promo-codes/${created.id}`, {
      code: 'other',
      percentOff: 10,
    });
    expect(clash.statusCode).toBe(409);

    const edited = await admin.client.put(`/api/admin/promo-codes/${created.id}`, {
      code: 'TWICE',
      percentOff: 50,
      purposes: ['subscription', 'model-credits'],
      maxRedemptions: 5,
    });
    expect(edited.json().promoCode).toMatchObject({
      code: 'TWICE',
      percentOff: 50,
      redemptions: 3,
      maxRedemptions: 5,
      isActive: true,
    });
    const retired = await admin.client.put(`/api/admin/promo-codes/${created.id}`, {
      ...edited.json().promoCode,
      expiresOn: '',
      isActive: false,
      id: undefined,
      redemptions: undefined,
      createdOn: undefined,
    });
    expect(retired.json().promoCode.isActive).toBe(false);
    const visitor = new TestClient(testApp.app);
    const refused = await visitor.get('/api/payment/promo-code?q=TWICE');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors).toContain(PAYMENT_MESSAGES.promoCodeInvalid);

    const active = (await admin.client.get('/api/admin/promo-codes?active=yes')).json();
    expect(active.promoCodes.map((code: { code: string }) => code.code)).toEqual(['OTHER']);
    const search = (await admin.client.get('/api/admin/promo-codes?q=twi')).json();
    expect(search.promoCodes.map((code: { code: string }) => code.code)).toEqual(['TWICE']);
    expect(
      (await admin.client.put(`/api/admin/promo-codes/${admin.userId}`, { code: 'NONE', percentOff: 1 }))
        .statusCode,
    ).toBe(404);

    const audit = await db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.userId), like(auditLog.action, 'admin.promo-code.%')))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'admin.promo-code.create', target: 'ONCE' },
      { action: 'admin.promo-code.create', target: 'OTHER' },
      { action: 'admin.promo-code.update', target: 'TWICE' },
      { action: 'admin.promo-code.retire', target: 'TWICE' },
    ]);
  });
});
