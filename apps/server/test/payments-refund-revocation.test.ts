import { PAYMENT_MESSAGES } from '@roomtone/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  acousticModelStatuses,
  acousticModels,
  auditLog,
  organizationSubscriptions,
} from '../src/db/schema/index.ts';
import { refundOrder } from '../src/modules/payments/refunds.service.ts';
import { periodEnd } from '../src/modules/payments/subscriptions.service.ts';
import { sharePreviewOf } from '../src/modules/sharing/share-preview.ts';
import { checkoutKey, createSharePayment, pay } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc, createOrganization, type Person } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function refundAudit(orderId: string) {
  return getApp()
    .context.database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.target, orderId)));
}

async function buyPlan(person: Person, planCode: string): Promise<string> {
  const order = await person.client.post('/api/payment/create', {
    purpose: 'subscription',
    planCode,
    receiptEmail: person.email,
    idempotencyKey: checkoutKey(),
  });
  expect(order.statusCode).toBe(201);
  const payment = order.json().payment;
  await pay(person.client, payment);
  expect((await person.client.post('/api/payment/subscription', { paymentId: payment.id })).statusCode).toBe(
    200,
  );
  return payment.id;
}

async function planOf(person: Person): Promise<string | null> {
  return (await person.client.get('/api/current-user')).json().user.subscriptionType;
}

async function renewsOn(person: Person): Promise<string | null> {
  const tab = (await person.client.get('/api/payment/subscription')).json();
  return tab.subscription?.renewsOn ?? null;
}

describe('a refund takes back what the order delivered', () => {
  it('a refunded share link stops serving, to visitors and to its owner, and cannot be updated', async () => {
    const { app, context } = getApp();
    const owner = new TestClient(app);
    const payment = await createSharePayment(owner, classroomCalc());
    await pay(owner, payment);
    const created = await owner.post('/api/wavelets', { paymentId: payment.id });
    const link = created.json().wavelet.link as string;
    const visitor = new TestClient(app);
    expect((await visitor.get(`/api/wavelets/s/${link}`)).statusCode).toBe(200);
    const id = (await owner.get(`/api/wavelets/s/${link}`)).json().wavelet.id as string;

    await refundOrder(context, payment.id, 'Shared the wrong room');
    for (const path of [`/api/wavelets/s/${link}`, `/api/wavelets/s/${link}/1`]) {
      const answer = await visitor.get(path);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors).toEqual([PAYMENT_MESSAGES.shareUnavailable]);
    }
    expect((await owner.get(`/api/wavelets/s/${link}`)).json().errors).toEqual([
      PAYMENT_MESSAGES.shareUnavailable,
    ]);
    expect((await owner.get(`/api/wavelets/i/${id}`)).statusCode).toBe(403);
    expect((await visitor.get(`/api/wavelets/i/${id}`)).statusCode).toBe(404);
    const update = await owner.post('/api/wavelets', {
      link,
      calc: JSON.stringify(classroomCalc()),
      message: 'Second design',
      calcType: 'rtcalc',
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().errors).toEqual([PAYMENT_MESSAGES.shareUnavailable]);
    expect((await visitor.get(`/api/wavelets/preview/${link}/1`)).statusCode).toBe(404);
    expect(await sharePreviewOf(context, `/public/rt/${link}/1`)).toBeUndefined();
    // A link that never existed is still Page Not Found, not 'unavailable'.
    expect((await visitor.get(`/api/wavelets/s/${'x'.repeat(24)}`)).statusCode).toBe(404);
    const [audit] = await refundAudit(payment.id);
    expect(audit?.details).toMatchObject({ share: 'unavailable' });
  });

  it('removes the acoustic models not yet started and keeps those in work, once', async () => {
    const { app, context } = getApp();
    const { db } = context.database;
    const sponsor = await createOrganization(app, context, 'sponsor-gold');
    const order = await sponsor.owner.client.post('/api/payment/create', {
      purpose: 'model-credits',
      count: 3,
      receiptEmail: sponsor.owner.email,
      idempotencyKey: checkoutKey(),
    });
    const payment = order.json().payment;
    await pay(sponsor.owner.client, payment);
    const created = await sponsor.owner.client.post('/api/model-library/create', { paymentId: payment.id });
    const modelIds = created.json().models.map((model: { id: string }) => model.id) as string[];
    expect(modelIds).toHaveLength(3);
    const statuses = await db
      .select()
      .from(acousticModelStatuses)
      .orderBy(asc(acousticModelStatuses.sortOrder), asc(acousticModelStatuses.name));
    const inWork = statuses[1];
    if (!inWork) throw new Error('the reference data has fewer than two model statuses');
    const [started] = modelIds;
    if (!started) throw new Error('no model');
    await db.update(acousticModels).set({ statusId: inWork.id }).where(eq(acousticModels.id, started));

    await refundOrder(context, payment.id, 'Ordered too many');
    const left = await db.select().from(acousticModels).where(inArray(acousticModels.id, modelIds));
    expect(left.map((model) => model.id)).toEqual([started]);
    const list = (await sponsor.owner.client.get('/api/model-library/list')).json().models;
    expect(list.map((model: { id: string }) => model.id)).toEqual([started]);
    const audit = await refundAudit(payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ modelsRemoved: 2, modelsKept: 1, keptModelIds: started });

    // Asked again: answered as it is, nothing else taken.
    await refundOrder(context, payment.id, 'Again');
    expect(await db.select().from(acousticModels).where(inArray(acousticModels.id, modelIds))).toHaveLength(
      1,
    );
    expect(await refundAudit(payment.id)).toHaveLength(1);
  });

  it('ends a refunded plan period: the organization has no plan from now on, audited', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    const paid = await buyPlan(organization.owner, 'pro-monthly');
    expect(await planOf(organization.owner)).toBe('pro-monthly');

    await refundOrder(context, paid, 'Bought by mistake', { actorUserId: null, ip: '10.0.0.9' });
    // As the write that refunds (the administrator's, the processor's notice) does on answering.
    context.forgetRecentSessions();
    expect(await planOf(organization.owner)).toBeNull();
    const tab = (await organization.owner.client.get('/api/payment/subscription')).json();
    expect(tab.subscription).toBeNull();
    expect(tab.orders[0]).toMatchObject({ id: paid, status: 'refunded' });
    const [audit] = await refundAudit(paid);
    expect(audit?.details).toMatchObject({ plan: 'ended', reason: 'Bought by mistake' });
    const planChanges = await context.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'organization.plan.set'), eq(auditLog.target, organization.organizationId)),
      );
    expect(planChanges.at(-1)?.details).toEqual({ from: 'pro-monthly', to: 'none' });
  });

  it('takes a refunded renewal off the end of the period, and the plan stays until then', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    await buyPlan(organization.owner, 'manufacturer-monthly');
    const firstEnd = await renewsOn(organization.owner);
    const renewal = await buyPlan(organization.owner, 'manufacturer-monthly');
    expect(await renewsOn(organization.owner)).not.toBe(firstEnd);

    await refundOrder(context, renewal, 'Renewed twice');
    expect(await renewsOn(organization.owner)).toBe(firstEnd);
    expect(await planOf(organization.owner)).toBe('manufacturer-monthly');
    const [audit] = await refundAudit(renewal);
    expect(audit?.details).toMatchObject({ plan: 'period-shortened', renewsOn: firstEnd });
  });

  it('refunding the running period while a renewal is paid keeps the renewal, counted from now', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    const first = await buyPlan(organization.owner, 'pro-monthly');
    const firstEnd = new Date((await renewsOn(organization.owner)) ?? '');
    await buyPlan(organization.owner, 'pro-monthly');
    const renewalMs = (periodEnd(firstEnd, 'month')?.getTime() ?? 0) - firstEnd.getTime();
    const before = Date.now();
    await refundOrder(context, first, 'First month refunded as a goodwill gesture');
    // The first month's unused days are taken off; the paid renewal now runs from today.
    const end = Date.parse((await renewsOn(organization.owner)) ?? '');
    expect(end).toBeGreaterThanOrEqual(before + renewalMs - 5000);
    expect(end).toBeLessThanOrEqual(Date.now() + renewalMs + 5000);
    expect(await planOf(organization.owner)).toBe('pro-monthly');
  });

  it('leaves a plan the organization has since changed, and ends a plan paid once', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    const pro = await buyPlan(organization.owner, 'pro-monthly');
    await buyPlan(organization.owner, 'manufacturer-annual');
    await refundOrder(context, pro, 'Changed plan the same day');
    expect(await planOf(organization.owner)).toBe('manufacturer-annual');
    expect((await refundAudit(pro))[0]?.details).toMatchObject({ plan: 'replaced' });
    const [period] = await context.database.db
      .select()
      .from(organizationSubscriptions)
      .where(eq(organizationSubscriptions.organizationId, organization.organizationId));
    expect(period?.planCode).toBe('manufacturer-annual');

    const beta = await buyPlan(organization.owner, 'supersonic-desktop-beta');
    await refundOrder(context, beta, 'Beta did not run on their machine');
    expect(await planOf(organization.owner)).toBeNull();
    expect((await refundAudit(beta))[0]?.details).toMatchObject({ plan: 'ended' });
  });
});
