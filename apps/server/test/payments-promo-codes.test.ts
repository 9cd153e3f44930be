import { PAYMENT_MESSAGES } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/adapters/mail/mailer.ts';
import { payments, promoCodes } from '../src/db/schema/index.ts';
import { runPromoCreate } from '../src/modules/payments/promo-create-command.ts';
import { checkoutKey, createSharePayment, pay, recordingMailer } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc, createOrganization } from './helpers/workspace-fixtures.ts';

const sent: MailMessage[] = [];
const getApp = useTestApp({ mailer: recordingMailer(sent) });
const DAY = 24 * 60 * 60 * 1000;

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

/** A day as `--starts` / `--expires` take it, `days` from today (UTC). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

/** `POST /api/payment/create` for a share with a promo code, answered as it comes. */
async function orderShare(client: TestClient, promoCode: string) {
  return client.post('/api/payment/create', {
    purpose: 'share',
    calc: JSON.stringify(classroomCalc()),
    message: 'First design',
    receiptEmail: 'payer@example.com',
    promoCode,
    idempotencyKey: checkoutKey(),
  });
}

describe('promo codes with a fixed amount off', () => {
  it('creates one with npm run promo:create --amount, and the lookup answers the amount', async () => {
    const created = await promo(['--code', 'TENOFF', '--amount', '10', '--for', 'subscription']);
    expect(created).toEqual({
      code: 0,
      lines: ['Promo code TENOFF: $10.00 off subscription, unlimited uses, no end date.'],
    });
    const cents = await promo(['--code', 'HALFDOLLAR', '--amount', '0.5']);
    expect(cents.code).toBe(0);
    const visitor = new TestClient(getApp().app);
    const found = await visitor.get('/api/payment/promo-code?q=tenoff&purpose=subscription');
    expect(found.statusCode).toBe(200);
    expect(found.json().promoCode).toEqual({
      code: 'TENOFF',
      percentOff: null,
      amountOffCents: 1000,
      purposes: ['subscription'],
    });
    const half = (await visitor.get('/api/payment/promo-code?q=HALFDOLLAR')).json().promoCode;
    expect(half).toMatchObject({ percentOff: null, amountOffCents: 50 });
  });

  it('refuses a code with both kinds, with neither, or with an amount that is not money', async () => {
    const refusals = await Promise.all([
      promo(['--code', 'BOTH', '--percent', '10', '--amount', '5']),
      promo(['--code', 'NEITHER']),
      promo(['--code', 'ZERO', '--amount', '0']),
      promo(['--code', 'NEGATIVE', '--amount', '-5']),
      promo(['--code', 'FRACTION', '--amount', '1.005']),
      promo(['--code', 'HUGE', '--amount', '100000.01']),
    ]);
    expect(refusals.map((result) => result.code)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(refusals[0]?.lines[0]).toContain('Give either --percent or --amount.');
    expect(refusals[2]?.lines[0]).toContain('--amount must be an amount in dollars from 0.01 to 100000.');
    expect(await getApp().context.database.db.select().from(promoCodes)).toEqual([]);
  });

  it('the database holds exactly one kind of discount per code', async () => {
    const { db } = getApp().context.database;
    await expect(
      db.insert(promoCodes).values({ code: 'BOTHKINDS', percentOff: 10, amountOffCents: 500 }),
    ).rejects.toThrow();
    await expect(db.insert(promoCodes).values({ code: 'NOKIND' })).rejects.toThrow();
    expect(await db.select().from(promoCodes)).toEqual([]);
  });

  it('takes the amount off the server price, and the receipt shows it', async () => {
    await promo(['--code', 'DOLLAR50', '--amount', '1.50', '--for', 'share']);
    const visitor = new TestClient(getApp().app);
    const payment = await createSharePayment(visitor, classroomCalc(), {
      promoCode: 'dollar50',
      amountCents: 1,
      listAmountCents: 1,
    });
    expect(payment).toMatchObject({ amountCents: 50, listAmountCents: 200, status: 'pending' });
    await pay(visitor, payment);
    expect((await visitor.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(201);
    expect(sent[0]?.text).toContain('Promo code DOLLAR50: −$1.50');
    expect(sent[0]?.text).toContain('Total paid: $0.50');
    const [row] = await getApp().context.database.db.select().from(promoCodes);
    expect(row?.redemptions).toBe(1);
  });

  it('takes a fixed amount off the whole credit order, not off each credit', async () => {
    const { app, context } = getApp();
    await promo(['--code', 'SPONSOR50', '--amount', '50', '--for', 'model-credits']);
    const sponsor = await createOrganization(app, context, 'sponsor-gold');
    const order = await sponsor.owner.client.post('/api/payment/create', {
      purpose: 'model-credits',
      count: 3,
      receiptEmail: sponsor.owner.email,
      promoCode: 'SPONSOR50',
      idempotencyKey: checkoutKey(),
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().payment).toMatchObject({ amountCents: 29700 - 5000, listAmountCents: 29700 });
  });

  it('makes the order free when the amount is larger than the price: no card, delivered at once', async () => {
    await promo(['--code', 'BIGGER', '--amount', '5', '--for', 'share']);
    const visitor = new TestClient(getApp().app);
    const payment = await createSharePayment(visitor, classroomCalc(), { promoCode: 'BIGGER' });
    expect(payment).toMatchObject({
      amountCents: 0,
      listAmountCents: 200,
      status: 'succeeded',
      clientSecret: null,
    });
    const shared = await visitor.post('/api/wavelets', { paymentId: payment.id });
    expect(shared.statusCode).toBe(201);
    const [order] = await getApp().context.database.db.select().from(payments);
    expect(order).toMatchObject({ provider: 'none', status: 'succeeded', amountCents: 0 });
    expect(sent[0]?.text).toContain('Promo code BIGGER: −$2.00');
    expect(sent[0]?.text).toContain('Total paid: $0.00');
  });
});

describe('the promo code validity window', () => {
  it('says a code before its first day is not valid yet, when applied and when paying', async () => {
    const created = await promo(['--code', 'LATER', '--percent', '20', '--starts', dayFromToday(2)]);
    expect(created.lines[0]).toBe(
      `Promo code LATER: 20% off every purchase, unlimited uses, from ${dayFromToday(2)}, no end date.`,
    );
    const visitor = new TestClient(getApp().app);
    const applied = await visitor.get('/api/payment/promo-code?q=LATER&purpose=share');
    expect(applied.statusCode).toBe(404);
    expect(applied.json().errors).toEqual([PAYMENT_MESSAGES.promoCodeNotYetValid]);
    expect(applied.json().errfor.promoCode).toBe(PAYMENT_MESSAGES.promoCodeNotYetValid);
    const paying = await orderShare(visitor, 'LATER');
    expect(paying.statusCode).toBe(400);
    expect(paying.json().errfor.promoCode).toBe(PAYMENT_MESSAGES.promoCodeNotYetValid);
    const { db } = getApp().context.database;
    expect(await db.select().from(payments)).toEqual([]);

    // From its first day on, it applies.
    await db
      .update(promoCodes)
      .set({ startsOn: new Date(Date.now() - 1000) })
      .where(eq(promoCodes.code, 'LATER'));
    expect((await visitor.get('/api/payment/promo-code?q=LATER&purpose=share')).statusCode).toBe(200);
    const order = await orderShare(visitor, 'LATER');
    expect(order.statusCode).toBe(201);
    expect(order.json().payment.amountCents).toBe(160);
  });

  it('refuses an expired code when applied and when paying', async () => {
    await promo(['--code', 'GONE', '--amount', '1', '--starts', '2020-01-01', '--expires', '2020-02-01']);
    const visitor = new TestClient(getApp().app);
    const applied = await visitor.get('/api/payment/promo-code?q=GONE&purpose=share');
    expect(applied.statusCode).toBe(404);
    expect(applied.json().errors).toEqual([PAYMENT_MESSAGES.promoCodeInvalid]);
    const paying = await orderShare(visitor, 'GONE');
    expect(paying.statusCode).toBe(400);
    expect(paying.json().errfor.promoCode).toBe(PAYMENT_MESSAGES.promoCodeInvalid);
  });

  it('works inside its window, from the first day until the start of the expiry day', async () => {
    await promo([
      '--code',
      'WINDOW',
      '--percent',
      '10',
      '--starts',
      dayFromToday(-1),
      '--expires',
      dayFromToday(1),
    ]);
    const visitor = new TestClient(getApp().app);
    expect((await visitor.get('/api/payment/promo-code?q=WINDOW')).statusCode).toBe(200);
    const refused = await promo([
      '--code',
      'BACKWARDS',
      '--percent',
      '10',
      '--starts',
      '2030-01-02',
      '--expires',
      '2030-01-02',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.lines[0]).toContain('--starts must be a day before --expires.');
    expect((await promo(['--code', 'BADDAY', '--percent', '10', '--starts', '2030-02-30'])).code).toBe(2);
  });

  it('refuses a used-up code and a code for another purchase, when applied and when paying', async () => {
    await promo(['--code', 'ONCEONLY', '--amount', '1', '--max-uses', '1']);
    await promo(['--code', 'PLANSONLY', '--amount', '1', '--for', 'subscription']);
    const visitor = new TestClient(getApp().app);
    const first = await createSharePayment(visitor, classroomCalc(), { promoCode: 'ONCEONLY' });
    await pay(visitor, first);
    expect((await visitor.post('/api/wavelets', { paymentId: first.id })).statusCode).toBe(201);
    const usedUp = await visitor.get('/api/payment/promo-code?q=ONCEONLY&purpose=share');
    expect(usedUp.statusCode).toBe(404);
    expect(usedUp.json().errors).toEqual([PAYMENT_MESSAGES.promoCodeInvalid]);
    expect((await orderShare(visitor, 'ONCEONLY')).json().errfor.promoCode).toBe(
      PAYMENT_MESSAGES.promoCodeInvalid,
    );
    const elsewhere = await visitor.get('/api/payment/promo-code?q=PLANSONLY&purpose=share');
    expect(elsewhere.json().errors).toEqual([PAYMENT_MESSAGES.promoCodeNotForPurchase]);
    expect((await orderShare(visitor, 'PLANSONLY')).json().errfor.promoCode).toBe(
      PAYMENT_MESSAGES.promoCodeNotForPurchase,
    );
  });
});
