import { randomUUID } from 'node:crypto';
import type { Mailer, MailMessage } from '../../src/adapters/mail/mailer.ts';
import { LOCAL_TEST_CARDS } from '../../src/adapters/payments/local-cards.ts';
import type { TestClient } from './test-client.ts';

/** A mailer that keeps what it is given, for tests that read receipts. */
export function recordingMailer(sent: MailMessage[]): () => Mailer {
  return () => ({
    send: async (message) => {
      sent.push(message);
      return { transport: 'outbox', path: '/dev/null' };
    },
    close: () => {},
  });
}

/** A card for the local processor, valid until the end of next year. */
export function card(number: string = LOCAL_TEST_CARDS.success) {
  const year = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  return { number, expiry: `12/${year}`, cvc: '123' };
}

/** A fresh checkout key, as the payment dialog makes one. */
export function checkoutKey(): string {
  return randomUUID().replaceAll('-', '');
}

/** Creates a share order for a calc and answers the payment. */
export async function createSharePayment(
  client: TestClient,
  calc: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const response = await client.post('/api/payment/create', {
    purpose: 'share',
    calc: JSON.stringify(calc),
    message: 'First design',
    receiptEmail: 'payer@example.com',
    idempotencyKey: checkoutKey(),
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`payment/create failed: ${response.body}`);
  return response.json().payment as {
    id: string;
    status: string;
    amountCents: number;
    listAmountCents: number;
    clientSecret: string | null;
    provider: string;
  };
}

/** Pays an order with a card through the local processor. */
export async function pay(
  client: TestClient,
  payment: { id: string; clientSecret: string | null },
  number?: string,
) {
  return client.post('/api/payment/confirm', {
    paymentId: payment.id,
    clientSecret: payment.clientSecret,
    card: card(number),
  });
}

/** Shares a calc end to end (order, card, link) and answers the link. */
export async function shareCalc(client: TestClient, calc: Record<string, unknown>): Promise<string> {
  const payment = await createSharePayment(client, calc);
  const paid = await pay(client, payment);
  if (paid.json().payment.status !== 'succeeded') throw new Error(`payment failed: ${paid.body}`);
  const created = await client.post('/api/wavelets', { paymentId: payment.id });
  if (created.statusCode !== 201) throw new Error(`share failed: ${created.body}`);
  return created.json().wavelet.link as string;
}
