import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-processor.ts';
import { createStripeProcessor } from './stripe-processor.ts';

type TestStripe = new (
  key: string,
) => { webhooks: { generateTestHeaderString: (options: { payload: string; secret: string }) => string } };

const specifier = 'stripe';
const stripeModule: unknown = await import(specifier).catch(() => null);

function testStripeOf(loaded: unknown): TestStripe {
  const client =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (typeof client !== 'function') throw new Error('the stripe package has no client');
  return client as TestStripe;
}

type Seen = { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined };

/**
 * Runs against a local stand-in for Stripe's API (no network), once the `stripe` package is
 * installed: without it the adapter cannot load and these tests are skipped.
 */
describe.skipIf(stripeModule === null)('the Stripe adapter', () => {
  const seen: Seen[] = [];
  let url = '';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const header = request.headers['idempotency-key'];
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        body,
        idempotencyKey: typeof header === 'string' ? header : undefined,
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url === '/v1/refunds') {
        response.end(
          JSON.stringify({
            id: 're_123',
            object: 'refund',
            status: 'succeeded',
            amount: Number(body.get('amount')),
            payment_intent: body.get('payment_intent'),
          }),
        );
        return;
      }
      const isCreate = request.method === 'POST';
      response.end(
        JSON.stringify({
          id: 'pi_123',
          object: 'payment_intent',
          status: isCreate ? 'requires_payment_method' : 'succeeded',
          amount: isCreate ? Number(body.get('amount')) : 200,
          currency: 'usd',
          client_secret: 'pi_123_secret_abc',
          metadata: { paymentId: 'order-1' },
          last_payment_error: null,
        }),
      );
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = () => ({
    secretKey: 'sk_test_roomtone',
    publishableKey: 'pk_test_roomtone',
    webhookSecret: 'whsec_roomtone',
    apiUrl: url,
  });

  it("creates a PaymentIntent for the order's amount with its idempotency key, and reads it back", async () => {
    const stripe = await createStripeProcessor(options());
    const intent = await stripe.createIntent({
      amountCents: 200,
      currency: 'usd',
      description: 'Roomtone: Shared calculation link',
      metadata: { paymentId: 'order-1', purpose: 'share' },
      idempotencyKey: 'roomtone-payment-order-1',
    });
    expect(intent).toMatchObject({
      reference: 'pi_123',
      status: 'requires_payment_method',
      amountCents: 200,
    });
    const created = seen.find((request) => request.method === 'POST');
    expect(created?.path).toBe('/v1/payment_intents');
    expect(created?.body.get('amount')).toBe('200');
    expect(created?.body.get('currency')).toBe('usd');
    expect(created?.body.get('metadata[paymentId]')).toBe('order-1');
    expect(created?.idempotencyKey).toBe('roomtone-payment-order-1');
    const read = await stripe.retrieveIntent('pi_123');
    expect(read).toMatchObject({ status: 'succeeded', metadata: { paymentId: 'order-1' } });
  });

  it('refunds an order in full with a refund keyed by the order', async () => {
    const stripe = await createStripeProcessor(options());
    const refund = await stripe.refund({ id: 'order-1', providerReference: 'pi_123', amountCents: 200 });
    expect(refund).toEqual({ reference: 're_123', status: 'succeeded', amountCents: 200 });
    const sent = seen.find((request) => request.path === '/v1/refunds');
    expect(sent?.method).toBe('POST');
    expect(sent?.body.get('payment_intent')).toBe('pi_123');
    expect(sent?.body.get('amount')).toBe('200');
    expect(sent?.body.get('metadata[paymentId]')).toBe('order-1');
    expect(sent?.idempotencyKey).toBe('roomtone-refund-order-1');
  });

  it('accepts a webhook signed with the endpoint secret and refuses any other signature', async () => {
    const stripe = await createStripeProcessor(options());
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_123', object: 'payment_intent', status: 'succeeded' } },
    });
    const Stripe = testStripeOf(stripeModule);
    const signature = new Stripe('sk_test_roomtone').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_roomtone',
    });
    expect(stripe.parseWebhook(Buffer.from(payload), signature)).toEqual({
      type: 'payment-succeeded',
      reference: 'pi_123',
    });
    const forged = new Stripe('sk_test_roomtone').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    expect(() => stripe.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
  });
});
