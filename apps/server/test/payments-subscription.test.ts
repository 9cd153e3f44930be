import { MESSAGES, PAYMENT_MESSAGES } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationSubscriptions } from '../src/db/schema/index.ts';
import { endCancelledPlans, periodEnd } from '../src/modules/payments/subscriptions.service.ts';
import { checkoutKey, pay } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { createOrganization, type Person } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function buyPlan(person: Person, planCode: string) {
  const order = await person.client.post('/api/payment/create', {
    purpose: 'subscription',
    planCode,
    receiptEmail: person.email,
    idempotencyKey: checkoutKey(),
  });
  expect(order.statusCode).toBe(201);
  const payment = order.json().payment;
  await pay(person.client, payment);
  const activated = await person.client.post('/api/payment/subscription', { paymentId: payment.id });
  expect(activated.statusCode).toBe(200);
  return payment.id as string;
}

describe('plan periods', () => {
  it('ends a month or a year later on the same day, or the last day of a shorter month', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'month')?.toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-01-31T10:00:00Z'), 'month')?.toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-12-15T00:00:00Z'), 'month')?.toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'year')?.toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-05-01T00:00:00Z'), 'once')).toBeNull();
  });

  it('shows the plan, its price, the renewal date and the order history; buying again adds a period', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    const before = Date.now();
    const first = await buyPlan(organization.owner, 'pro-monthly');
    const tab = await organization.owner.client.get('/api/payment/subscription');
    expect(tab.statusCode).toBe(200);
    const { subscription, orders } = tab.json();
    expect(subscription).toMatchObject({
      planCode: 'pro-monthly',
      displayName: 'Professional (monthly)',
      priceCents: 9900,
      interval: 'month',
      cancelAtPeriodEnd: false,
    });
    const renewsOn = new Date(subscription.renewsOn).getTime();
    expect(renewsOn).toBeGreaterThan(before + 27 * DAY);
    expect(renewsOn).toBeLessThan(Date.now() + 32 * DAY);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: first,
      purpose: 'subscription',
      item: 'Professional (monthly) plan',
      amountCents: 9900,
      status: 'succeeded',
      refundedOn: null,
    });
    expect(orders[0].paidOn).not.toBeNull();

    await buyPlan(organization.owner, 'pro-monthly');
    const renewed = (await organization.owner.client.get('/api/payment/subscription')).json();
    expect(new Date(renewed.subscription.renewsOn).getTime()).toBeGreaterThan(renewsOn + 27 * DAY);
    expect(renewed.orders).toHaveLength(2);

    // Another organization's owner sees none of these orders; a member may not look.
    const other = await createOrganization(app, context, null);
    const theirs = (await other.owner.client.get('/api/payment/subscription')).json();
    expect(theirs).toMatchObject({ subscription: null, orders: [] });
    const member = await organization.member.client.get('/api/payment/subscription');
    expect(member.statusCode).toBe(403);
    expect(member.json().errors).toEqual([MESSAGES.noAccessPermissions]);
  });

  it('cancels at the period end: the plan stays until then and ends on the renewal date, unless resumed', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    const none = await organization.owner.client.put('/api/payment/subscription', {
      cancelAtPeriodEnd: true,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().errors).toEqual([PAYMENT_MESSAGES.subscriptionNotFound]);

    await buyPlan(organization.owner, 'manufacturer-annual');
    const cancelled = await organization.owner.client.put('/api/payment/subscription', {
      cancelAtPeriodEnd: true,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, interval: 'year' });
    const { db } = context.database;
    expect(await endCancelledPlans(db, new Date())).toBe(0);
    const me = async () => (await organization.owner.client.get('/api/current-user')).json().user;
    expect((await me()).subscriptionType).toBe('manufacturer-annual');

    const resumed = await organization.owner.client.put('/api/payment/subscription', {
      cancelAtPeriodEnd: false,
    });
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(await endCancelledPlans(db, new Date(Date.now() + 400 * DAY))).toBe(0);
    expect((await me()).subscriptionType).toBe('manufacturer-annual');

    await organization.owner.client.put('/api/payment/subscription', { cancelAtPeriodEnd: true });
    expect(await endCancelledPlans(db, new Date(Date.now() + 400 * DAY))).toBe(1);
    expect((await me()).subscriptionType).toBeNull();
    const after = (await organization.owner.client.get('/api/payment/subscription')).json();
    expect(after.subscription).toBeNull();
    expect(after.orders).toHaveLength(1);
  });

  it('renews the same plan from the end of the period already paid, not from today', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    const owner = organization.owner;
    await buyPlan(owner, 'pro-monthly');
    const read = async () => (await owner.client.get('/api/payment/subscription')).json().subscription;
    const first = await read();
    await owner.client.put('/api/payment/subscription', { cancelAtPeriodEnd: true });

    // Renew: the same plan bought again, through the same order flow.
    await buyPlan(owner, 'pro-monthly');
    const renewed = await read();
    const expected = periodEnd(new Date(first.renewsOn), 'month');
    expect(renewed.renewsOn).toBe(expected?.toISOString());
    // Paying for the next period takes the cancellation back.
    expect(renewed.cancelAtPeriodEnd).toBe(false);

    await buyPlan(owner, 'pro-monthly');
    expect((await read()).renewsOn).toBe(periodEnd(new Date(renewed.renewsOn), 'month')?.toISOString());
  });

  it('renews a period that already ended from the day of payment', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    await buyPlan(organization.owner, 'manufacturer-annual');
    // The renewal date went by without a payment; the plan stayed on.
    await context.database.db
      .update(organizationSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 3 * DAY) })
      .where(eq(organizationSubscriptions.organizationId, organization.organizationId));
    const before = new Date();
    await buyPlan(organization.owner, 'manufacturer-annual');
    const tab = (await organization.owner.client.get('/api/payment/subscription')).json();
    const renewsOn = new Date(tab.subscription.renewsOn).getTime();
    expect(renewsOn).toBeGreaterThanOrEqual(periodEnd(before, 'year')?.getTime() ?? 0);
    expect(renewsOn).toBeLessThanOrEqual(periodEnd(new Date(), 'year')?.getTime() ?? 0);
  });

  it('keeps no period for a plan paid once', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context, null);
    await buyPlan(organization.owner, 'supersonic-desktop-beta');
    const tab = (await organization.owner.client.get('/api/payment/subscription')).json();
    expect(tab.subscription).toBeNull();
    expect(tab.orders[0]).toMatchObject({ item: 'Supersonic desktop (beta) plan', amountCents: 2000 });
  });
});
