import { calculateRoom, formatRt, MODEL_IDS, parseCalcDocument } from '@roomtone/acoustics';
import { MESSAGES, PAYMENT_MESSAGES, SHARE_LINK_PATTERN } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/adapters/mail/mailer.ts';
import { LOCAL_TEST_CARDS } from '../src/adapters/payments/local-cards.ts';
import { localPaymentIntents, paymentFulfilments, payments, wavelets } from '../src/db/schema/index.ts';
import { OWNER_COOKIE } from '../src/modules/payments/owner-cookie.ts';
import {
  checkoutKey,
  createSharePayment,
  pay,
  recordingMailer,
  shareCalc,
} from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc, signUp } from './helpers/workspace-fixtures.ts';

const sent: MailMessage[] = [];
const getApp = useTestApp({ mailer: recordingMailer(sent) });

function anonymous(): TestClient {
  return new TestClient(getApp().app);
}

describe('sharing a public calculation', () => {
  it('validates, takes $2 through the local processor, and serves the link read-only with numbers from the engine', async () => {
    sent.length = 0;
    const visitor = anonymous();
    const calc = classroomCalc();
    const valid = await visitor.post('/api/wavelets/validate', {
      calc: JSON.stringify(calc),
      message: 'First design',
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().price).toEqual({ amountCents: 200, label: '$2.00' });

    const payment = await createSharePayment(visitor, calc);
    expect(payment).toMatchObject({
      status: 'pending',
      amountCents: 200,
      listAmountCents: 200,
      provider: 'local',
    });
    expect(payment.clientSecret).toMatch(/^lpi_/);
    expect(visitor.cookies.get(OWNER_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const paid = await pay(visitor, payment);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payment.status).toBe('succeeded');

    const created = await visitor.post('/api/wavelets', { paymentId: payment.id });
    expect(created.statusCode).toBe(201);
    const { link, version } = created.json().wavelet;
    expect(link).toMatch(SHARE_LINK_PATTERN);
    expect(link).toHaveLength(24);
    expect(version).toBe(1);

    const shared = await anonymous().get(`/api/wavelets/s/${link}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('private, no-store');
    const wavelet = shared.json().wavelet;
    expect(wavelet).toMatchObject({
      link,
      version: 1,
      latestVersion: 1,
      message: 'First design',
      isOwner: false,
    });
    expect(JSON.parse(wavelet.calc)).toEqual(calc);
    const parsed = parseCalcDocument(calc);
    if (!parsed.ok) throw new Error('the fixture is a valid calculation');
    const result = calculateRoom(parsed.value);
    expect(wavelet.view.models.map((row: { id: string }) => row.id)).toEqual([...MODEL_IDS]);
    for (const row of wavelet.view.models as { id: (typeof MODEL_IDS)[number]; values: string[] }[]) {
      expect(row.values).toEqual(result.rt[row.id].map((band) => formatRt(band.value)));
    }
    expect(wavelet.view.title).toBe('Classroom');
    expect(wavelet.view.surfaces.rows).toHaveLength(2);

    expect((await visitor.get(`/api/wavelets/s/${link}/1`)).json().wavelet.isOwner).toBe(true);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('payer@example.com');
    expect(sent[0]?.text).toContain(`/public/rt/${link}/1`);
    expect(sent[0]?.text).toContain('Total paid: $2.00');
  });

  it('stores what the engine reads, not numbers the browser sends', async () => {
    const visitor = anonymous();
    const link = await shareCalc(visitor, classroomCalc({ results: { sabine: [99, 99, 99, 99, 99, 99] } }));
    const wavelet = (await visitor.get(`/api/wavelets/s/${link}`)).json().wavelet;
    const sabine = wavelet.view.models.find((row: { id: string }) => row.id === 'sabine');
    expect(sabine.values).not.toContain('99.0');
  });

  it('refuses an invalid calculation or a missing comment before any payment', async () => {
    const visitor = anonymous();
    const bad = await visitor.post('/api/wavelets/validate', { calc: '{not json', message: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([MESSAGES.errorParsingCalculation]);
    const noComment = await visitor.post('/api/wavelets/validate', {
      calc: JSON.stringify(classroomCalc()),
      message: '  ',
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errfor.message).toBe(MESSAGES.required);
    const order = await visitor.post('/api/payment/create', {
      purpose: 'share',
      calc: JSON.stringify({ len: 'wide' }),
      message: 'x',
      receiptEmail: 'payer@example.com',
      idempotencyKey: checkoutKey(),
    });
    expect(order.statusCode).toBe(400);
    // A field out of its range is refused at the field, as a revision save refuses it.
    const farRoom = JSON.stringify(classroomCalc({ len: 20_000 }));
    const far = await visitor.post('/api/wavelets/validate', { calc: farRoom, message: 'x' });
    expect(far.statusCode).toBe(400);
    expect(far.json().errfor.calc).toBe('Length: Must be at most 10 000 m');
    const farOrder = await visitor.post('/api/payment/create', {
      purpose: 'share',
      calc: farRoom,
      message: 'x',
      receiptEmail: 'payer@example.com',
      idempotencyKey: checkoutKey(),
    });
    expect(farOrder.statusCode).toBe(400);
    expect(farOrder.json().errfor.calc).toBe('Length: Must be at most 10 000 m');
    const { db } = getApp().context.database;
    expect(await db.select().from(payments)).toHaveLength(0);
  });

  it('creates no link until the processor confirms the payment', async () => {
    const visitor = anonymous();
    const payment = await createSharePayment(visitor, classroomCalc());
    const early = await visitor.post('/api/wavelets', { paymentId: payment.id });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([PAYMENT_MESSAGES.paymentNotConfirmed]);
    const { db } = getApp().context.database;
    expect(await db.select().from(wavelets)).toHaveLength(0);
  });

  it("answers a declined card and insufficient funds with the card's message, and takes another card", async () => {
    const visitor = anonymous();
    const payment = await createSharePayment(visitor, classroomCalc());
    const declined = await pay(visitor, payment, LOCAL_TEST_CARDS.declined);
    expect(declined.json().payment).toMatchObject({
      status: 'failed',
      failureMessage: PAYMENT_MESSAGES.cardDeclined,
    });
    const poor = await pay(visitor, payment, LOCAL_TEST_CARDS.insufficientFunds);
    expect(poor.json().payment).toMatchObject({
      status: 'failed',
      failureMessage: PAYMENT_MESSAGES.insufficientFunds,
    });
    const refused = await visitor.post('/api/wavelets', { paymentId: payment.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([PAYMENT_MESSAGES.insufficientFunds]);
    const wrong = await pay(visitor, payment, '4242424242424241');
    expect(wrong.json().payment.failureMessage).toBe(PAYMENT_MESSAGES.cardNumberIncorrect);
    expect((await pay(visitor, payment)).json().payment.status).toBe('succeeded');
    expect((await visitor.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(201);
  });

  it('asks for the extra confirmation step, and pays only when it is approved', async () => {
    const visitor = anonymous();
    const payment = await createSharePayment(visitor, classroomCalc());
    const step = await pay(visitor, payment, LOCAL_TEST_CARDS.requiresAuthentication);
    expect(step.json().payment.status).toBe('requires_action');
    expect((await visitor.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(400);
    const failed = await visitor.post('/api/payment/authenticate', {
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      approve: false,
    });
    expect(failed.json().payment).toMatchObject({
      status: 'failed',
      failureMessage: PAYMENT_MESSAGES.authenticationFailed,
    });
    await pay(visitor, payment, LOCAL_TEST_CARDS.requiresAuthentication);
    const approved = await visitor.post('/api/payment/authenticate', {
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      approve: true,
    });
    expect(approved.json().payment.status).toBe('succeeded');
    expect((await visitor.post('/api/wavelets', { paymentId: payment.id })).statusCode).toBe(201);
  });

  it('delivers an order once: repeating the request answers the same link and sends one receipt', async () => {
    sent.length = 0;
    const visitor = anonymous();
    const payment = await createSharePayment(visitor, classroomCalc());
    await pay(visitor, payment);
    const answers = await Promise.all([
      visitor.post('/api/wavelets', { paymentId: payment.id }),
      visitor.post('/api/wavelets', { paymentId: payment.id }),
    ]);
    const again = await visitor.post('/api/wavelets', { paymentId: payment.id });
    const links = [...answers, again].map((answer) => answer.json().wavelet.link);
    expect(new Set(links).size).toBe(1);
    const { db } = getApp().context.database;
    expect(await db.select().from(wavelets)).toHaveLength(1);
    expect(await db.select().from(paymentFulfilments)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('finds the same order for a repeated checkout key', async () => {
    const visitor = anonymous();
    const body = {
      purpose: 'share',
      calc: JSON.stringify(classroomCalc()),
      message: 'Once',
      receiptEmail: 'payer@example.com',
      idempotencyKey: checkoutKey(),
    };
    const first = await visitor.post('/api/payment/create', body);
    const second = await visitor.post('/api/payment/create', body);
    expect(second.json().payment.id).toBe(first.json().payment.id);
    expect(second.json().payment.clientSecret).toBe(first.json().payment.clientSecret);
    const stranger = await anonymous().post('/api/payment/create', body);
    expect(stranger.statusCode).toBe(409);
  });

  it("does not let another browser use someone's payment", async () => {
    const visitor = anonymous();
    const payment = await createSharePayment(visitor, classroomCalc());
    const stranger = anonymous();
    expect((await pay(stranger, payment)).statusCode).toBe(404);
    const guessed = await pay(visitor, { id: payment.id, clientSecret: 'lpi_guess_secret_x' });
    expect(guessed.statusCode).toBe(404);
    const step = await visitor.post('/api/payment/authenticate', {
      paymentId: payment.id,
      clientSecret: 'lpi_guess_secret_x',
      approve: true,
    });
    expect(step.statusCode).toBe(404);
    await pay(visitor, payment);
    const taken = await stranger.post('/api/wavelets', { paymentId: payment.id });
    expect(taken.statusCode).toBe(404);
    expect(taken.json().errors).toEqual([PAYMENT_MESSAGES.paymentNotFound]);
  });

  it('does not deliver when the processor reports another amount than the order', async () => {
    const visitor = anonymous();
    const payment = await createSharePayment(visitor, classroomCalc());
    await pay(visitor, payment);
    const { db } = getApp().context.database;
    await db.update(localPaymentIntents).set({ amountCents: 1 });
    const refused = await visitor.post('/api/wavelets', { paymentId: payment.id });
    expect(refused.statusCode).toBe(400);
    expect(await db.select().from(wavelets)).toHaveLength(0);
  });

  it('ignores a price the browser sends', async () => {
    const visitor = anonymous();
    const payment = await createSharePayment(visitor, classroomCalc(), { amountCents: 1 });
    expect(payment.amountCents).toBe(200);
  });

  it('lets the owner add versions for free, refuses anyone else, and lists every version', async () => {
    const owner = anonymous();
    const link = await shareCalc(owner, classroomCalc());
    const paymentCount = await countPayments();
    const updated = await owner.post('/api/wavelets', {
      link,
      calc: JSON.stringify(classroomCalc({ height: 5 })),
      message: 'Taller room',
    });
    expect(updated.statusCode).toBe(201);
    expect(updated.json().wavelet).toEqual({ link, version: 2 });
    expect(await countPayments()).toBe(paymentCount);

    const stranger = await anonymous().post('/api/wavelets', {
      link,
      calc: JSON.stringify(classroomCalc()),
      message: 'Mine now',
    });
    expect(stranger.statusCode).toBe(403);

    const latest = (await owner.get(`/api/wavelets/s/${link}`)).json().wavelet;
    expect(latest).toMatchObject({ version: 2, latestVersion: 2, message: 'Taller room' });
    expect(
      latest.versions.map((entry: { version: number; message: string }) => [entry.version, entry.message]),
    ).toEqual([
      [2, 'Taller room'],
      [1, 'First design'],
    ]);
    const first = (await owner.get(`/api/wavelets/s/${link}/1`)).json().wavelet;
    expect(first).toMatchObject({ version: 1, latestVersion: 2, message: 'First design' });
    expect(first.view.facts[0].value).toBe('7.00 × 6.00 × 4.00 m');
    expect(latest.view.facts[0].value).toBe('7.00 × 6.00 × 5.00 m');
  });

  it('keeps a signed-in payer the owner without the browser cookie', async () => {
    const { app } = getApp();
    const person = await signUp(app);
    const link = await shareCalc(person.client, classroomCalc());
    person.client.cookies.delete(OWNER_COOKIE);
    expect((await person.client.get(`/api/wavelets/s/${link}`)).json().wavelet.isOwner).toBe(true);
    const update = await person.client.post('/api/wavelets', {
      link,
      calc: JSON.stringify(classroomCalc()),
      message: 'From my account',
    });
    expect(update.statusCode).toBe(201);
  });

  it('answers 404 for a link or a version that does not exist', async () => {
    const visitor = anonymous();
    const link = await shareCalc(visitor, classroomCalc());
    expect((await visitor.get('/api/wavelets/s/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await visitor.get(`/api/wavelets/s/${link}/2`)).statusCode).toBe(404);
    expect((await visitor.get('/api/wavelets/s/short')).statusCode).toBe(404);
    const update = await visitor.post('/api/wavelets', {
      link: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      calc: JSON.stringify(classroomCalc()),
      message: 'Nothing there',
    });
    expect(update.statusCode).toBe(404);
  });
});

async function countPayments() {
  const { db } = getApp().context.database;
  const rows = await db.select({ id: payments.id }).from(payments).where(eq(payments.kind, 'share'));
  return rows.length;
}
