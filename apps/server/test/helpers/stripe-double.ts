import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Intent = {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null;
};

type Refund = { id: string; object: 'refund'; status: string; amount: number; payment_intent: string };

/** A request the double received. */
export type StripeRequest = { method: string; path: string; body: URLSearchParams; idempotencyKey?: string };

/** What a test does with the double. */
export type StripeDouble = {
  url: string;
  requests: StripeRequest[];
  intents: Map<string, Intent>;
  refunds: Map<string, Refund>;
  /** Makes an intent paid, as Stripe does once the browser confirmed it. */
  succeed: (id: string) => void;
  close: () => Promise<void>;
};

function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the parts of Stripe's API the adapter calls: PaymentIntents (create with an
 * idempotency key, retrieve) and Refunds (create with an idempotency key). No network.
 */
export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: StripeRequest[] = [];
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  const byKey = new Map<string, unknown>();

  function answer(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function handle(request: IncomingMessage, body: URLSearchParams): [number, unknown] {
    const path = request.url ?? '';
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    requests.push({ method: request.method ?? '', path, body, idempotencyKey });
    const earlier = idempotencyKey === undefined ? undefined : byKey.get(`${path}:${idempotencyKey}`);
    if (request.method === 'POST' && earlier !== undefined) return [200, earlier];
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${intents.size + 1}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        status: 'requires_payment_method',
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? 'usd',
        client_secret: `${id}_secret_double`,
        metadata: metadataOf(body),
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(`${path}:${idempotencyKey}`, intent);
      return [200, intent];
    }
    const retrieved = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
    if (request.method === 'GET' && retrieved?.[1]) {
      const intent = intents.get(retrieved[1]);
      return intent
        ? [200, intent]
        : [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') {
        return [
          400,
          {
            error: { type: 'invalid_request_error', message: 'This PaymentIntent has not succeeded.' },
          },
        ];
      }
      const refund: Refund = {
        id: `re_${refunds.size + 1}`,
        object: 'refund',
        status: 'succeeded',
        amount: Number(body.get('amount') ?? intent.amount),
        payment_intent: intent.id,
      };
      refunds.set(refund.id, refund);
      if (idempotencyKey) byKey.set(`${path}:${idempotencyKey}`, refund);
      return [200, refund];
    }
    return [404, { error: { type: 'invalid_request_error', message: 'Unknown path' } }];
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const [status, body] = handle(request, new URLSearchParams(Buffer.concat(chunks).toString()));
      answer(response, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
