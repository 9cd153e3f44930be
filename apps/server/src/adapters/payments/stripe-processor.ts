import {
  type IntentStatus,
  PaymentProviderError,
  type ProcessorEvent,
  type ProcessorIntent,
  type ProcessorRefund,
  type StripeProcessor,
  WebhookSignatureError,
} from './payment-processor.ts';

/** The parts of a Stripe PaymentIntent this adapter reads. */
type StripeIntentObject = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret: string | null;
  metadata: Record<string, string> | null;
  last_payment_error?: { message?: string | null } | null;
};

/** The parts of a Stripe Refund this adapter reads. */
type StripeRefundObject = { id: string; status: string | null; amount: number };

const REFUND_STATUSES: readonly ProcessorRefund['status'][] = [
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'requires_action',
];

/** The parts of the `stripe` package's client this adapter calls. */
type StripeClient = {
  paymentIntents: {
    create: (
      params: {
        amount: number;
        currency: string;
        description: string;
        metadata: Record<string, string>;
        automatic_payment_methods: { enabled: boolean };
      },
      options: { idempotencyKey: string },
    ) => Promise<StripeIntentObject>;
    retrieve: (id: string) => Promise<StripeIntentObject>;
  };
  refunds: {
    create: (
      params: { payment_intent: string; amount: number; metadata: Record<string, string> },
      options: { idempotencyKey: string },
    ) => Promise<StripeRefundObject>;
  };
  webhooks: {
    constructEvent: (
      payload: Buffer,
      header: string,
      secret: string,
    ) => { type: string; data: { object: unknown } };
  };
};

type StripeConstructor = new (secretKey: string, config: Record<string, unknown>) => StripeClient;

/** What the Stripe adapter needs. */
export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API address (a local double in tests). */
  apiUrl: string | undefined;
};

const INTENT_STATUSES: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];

function statusOf(value: string): IntentStatus {
  const known = INTENT_STATUSES.find((status) => status === value);
  // Stripe's 'requires_capture' and any later status are not a finished payment here.
  return known ?? 'processing';
}

function toIntent(object: StripeIntentObject): ProcessorIntent {
  return {
    reference: object.id,
    status: statusOf(object.status),
    amountCents: object.amount,
    currency: object.currency,
    clientSecret: object.client_secret ?? '',
    metadata: object.metadata ?? {},
    lastError: object.last_payment_error?.message ?? null,
  };
}

function isIntentObject(value: unknown): value is StripeIntentObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'status' in value &&
    typeof value.status === 'string'
  );
}

/**
 * Loads the official `stripe` package (a dependency of the server). It is loaded only when
 * PAYMENTS_PROVIDER is stripe, so the local processor runs without it.
 */
async function loadStripe(): Promise<StripeConstructor> {
  const specifier = 'stripe';
  let loaded: unknown;
  try {
    loaded = await import(specifier);
  } catch (error) {
    throw new PaymentProviderError('The stripe package is not installed (npm install stripe@23.1.0)', {
      cause: error,
    });
  }
  const client =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (typeof client !== 'function') throw new PaymentProviderError('The stripe package has no client');
  // The package's own types are not needed: StripeClient lists exactly what is called.
  return client as StripeConstructor;
}

function connectionOf(apiUrl: string | undefined): Record<string, unknown> {
  if (apiUrl === undefined) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port === '' ? (url.protocol === 'http:' ? 80 : 443) : Number(url.port),
    protocol: url.protocol.replace(':', ''),
  };
}

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PaymentProviderError(
      `Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Stripe through the official package: PaymentIntents created with an idempotency key (the
 * order's id), confirmed in the browser by Stripe.js with the publishable key, read back by id,
 * and webhooks verified with the endpoint's signing secret.
 */
export async function createStripeProcessor(options: StripeOptions): Promise<StripeProcessor> {
  const Stripe = await loadStripe();
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Roomtone' },
    ...connectionOf(options.apiUrl),
  });
  return {
    provider: 'stripe',
    clientKey: options.publishableKey,

    async createIntent(input) {
      const intent = await call('paymentIntents.create', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toIntent(intent);
    },

    async retrieveIntent(reference) {
      return toIntent(await call('paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(reference)));
    },

    async refund(order) {
      const refund = await call('refunds.create', () =>
        stripe.refunds.create(
          {
            payment_intent: order.providerReference,
            amount: order.amountCents,
            metadata: { paymentId: order.id },
          },
          { idempotencyKey: `roomtone-refund-${order.id}` },
        ),
      );
      const status = REFUND_STATUSES.find((known) => known === refund.status) ?? 'pending';
      return { reference: refund.id, status, amountCents: refund.amount };
    },

    parseWebhook(payload: Buffer, signature: string): ProcessorEvent {
      let event: { type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      const object = event.data.object;
      if (!isIntentObject(object)) return { type: 'ignored' };
      if (event.type === 'payment_intent.succeeded')
        return { type: 'payment-succeeded', reference: object.id };
      if (event.type === 'payment_intent.payment_failed') {
        return {
          type: 'payment-failed',
          reference: object.id,
          message: object.last_payment_error?.message ?? null,
        };
      }
      return { type: 'ignored' };
    },
  };
}
