import type { LocalCard } from '@roomtone/contracts';

/** A payment intent's state at the processor (Stripe's names; the local processor uses the same). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** A payment intent as the processor reports it. */
export type ProcessorIntent = {
  reference: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** What the browser confirms the payment with. */
  clientSecret: string;
  metadata: Record<string, string>;
  /** The processor's words for the last failed attempt, if any. */
  lastError: string | null;
};

/** What an intent is created for. */
export type CreateIntentInput = {
  amountCents: number;
  currency: string;
  description: string;
  /** The order's id and purpose, so the intent can be matched to its order when it comes back. */
  metadata: Record<string, string>;
  /** The processor returns the intent it made for this key instead of making a second one. */
  idempotencyKey: string;
};

/** The paid order a refund is for: its id (the refund's idempotency key), intent and amount. */
export type RefundableOrder = { id: string; providerReference: string; amountCents: number };

/** A refund as the processor reports it (Stripe's statuses). */
export type ProcessorRefund = {
  reference: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  amountCents: number;
};

/** A processor's notice that an intent changed (a Stripe webhook). */
export type ProcessorEvent =
  | { type: 'payment-succeeded'; reference: string }
  | { type: 'payment-failed'; reference: string; message: string | null }
  | { type: 'ignored' };

/** The processor could not be reached or answered with a failure of its own. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The processor refused the request itself (an unknown intent, a wrong client secret). */
export class PaymentRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRequestError';
  }
}

/** A webhook whose signature does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not verify') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** What every card processor does: make payment intents and report their state. */
type CommonProcessor = {
  /** Creates an intent for an order (idempotent per key). */
  createIntent: (input: CreateIntentInput) => Promise<ProcessorIntent>;
  /** Reads an intent's state from the processor: the only proof of a payment the server trusts. */
  retrieveIntent: (reference: string) => Promise<ProcessorIntent>;
  /**
   * Refunds a paid order in full. Idempotent per order: asking again answers the same refund and
   * returns nothing twice.
   */
  refund: (order: RefundableOrder) => Promise<ProcessorRefund>;
};

/**
 * The simulated processor: the browser's card entry sends the card here (to the server), and
 * test cards decide the outcome. It keeps its intents in the database and never touches the network.
 */
export type LocalProcessor = CommonProcessor & {
  provider: 'local';
  clientKey: null;
  /** Pays an intent with a card: succeeds, fails with the card's message, or asks for a confirmation step. */
  confirmWithCard: (reference: string, clientSecret: string, card: LocalCard) => Promise<ProcessorIntent>;
  /** The extra confirmation step (like 3-D Secure): approving pays, declining fails. */
  authenticate: (reference: string, clientSecret: string, approve: boolean) => Promise<ProcessorIntent>;
};

/** Stripe: the browser confirms with Stripe.js and the publishable key; Stripe posts webhooks. */
export type StripeProcessor = CommonProcessor & {
  provider: 'stripe';
  /** The publishable key the browser loads Stripe.js with. */
  clientKey: string;
  /** Verifies a webhook's signature and reads the event (throws WebhookSignatureError). */
  parseWebhook: (payload: Buffer, signature: string) => ProcessorEvent;
};

/** The payments adapter: one interface, a local implementation and Stripe. */
export type PaymentProcessor = LocalProcessor | StripeProcessor;
