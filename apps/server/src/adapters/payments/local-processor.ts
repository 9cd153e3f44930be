import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@roomtone/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localPaymentIntents } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/secure-random.ts';
import { cardOutcome } from './local-cards.ts';
import {
  type LocalProcessor,
  PaymentProviderError,
  PaymentRequestError,
  type ProcessorIntent,
} from './payment-processor.ts';

type IntentRow = typeof localPaymentIntents.$inferSelect;

/**
 * An intent's client secret: derived from its reference with the processor's key, so it can be
 * handed out again (as Stripe does on retrieval) while only its hash is stored.
 */
function clientSecretOf(key: Buffer, reference: string): string {
  return `${reference}_secret_${createHmac('sha256', key).update(reference).digest('base64url').slice(0, 32)}`;
}

function toIntent(key: Buffer, row: IntentRow): ProcessorIntent {
  const metadata =
    typeof row.metadata === 'object' && row.metadata !== null && !Array.isArray(row.metadata)
      ? Object.fromEntries(
          Object.entries(row.metadata).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return {
    reference: row.reference,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    clientSecret: clientSecretOf(key, row.reference),
    metadata,
    lastError: row.lastError,
  };
}

function sameSecret(storedHash: string, given: string): boolean {
  const left = Buffer.from(storedHash);
  const right = Buffer.from(hashToken(given));
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The simulated card processor (the default): intents live in `local_payment_intents`, cards are
 * judged by `cardOutcome`, nothing leaves the machine. Its contract is Stripe's: an intent is
 * created for an amount, confirmed with the client secret, may need an extra confirmation step,
 * and its state is read back by reference.
 */
export function createLocalProcessor(
  db: Db,
  key: Buffer,
  now: () => Date = () => new Date(),
): LocalProcessor {
  async function find(reference: string): Promise<IntentRow> {
    const [row] = await db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.reference, reference));
    if (!row) throw new PaymentRequestError(`No such payment intent: ${reference}`);
    return row;
  }

  async function findForSecret(reference: string, clientSecret: string): Promise<IntentRow> {
    const row = await find(reference);
    if (!sameSecret(row.clientSecretHash, clientSecret)) {
      throw new PaymentRequestError('The client secret does not match the payment intent');
    }
    return row;
  }

  async function update(reference: string, values: Partial<IntentRow>): Promise<ProcessorIntent> {
    const [row] = await db
      .update(localPaymentIntents)
      .set(values)
      .where(eq(localPaymentIntents.reference, reference))
      .returning();
    if (!row) throw new PaymentProviderError(`No such payment intent: ${reference}`);
    return toIntent(key, row);
  }

  return {
    provider: 'local',
    clientKey: null,

    async createIntent(input) {
      const reference = `lpi_${randomBytes(12).toString('hex')}`;
      const inserted = await db
        .insert(localPaymentIntents)
        .values({
          reference,
          idempotencyKey: input.idempotencyKey,
          clientSecretHash: hashToken(clientSecretOf(key, reference)),
          amountCents: input.amountCents,
          currency: input.currency,
          status: 'requires_payment_method',
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
        .returning();
      const [created] = inserted;
      if (created) return toIntent(key, created);
      const [existing] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new PaymentProviderError('The payment intent could not be created');
      return toIntent(key, existing);
    },

    async retrieveIntent(reference) {
      return toIntent(key, await find(reference));
    },

    async refund(order) {
      const row = await find(order.providerReference);
      if (row.refundReference !== null) {
        return { reference: row.refundReference, status: 'succeeded', amountCents: row.amountCents };
      }
      if (row.status !== 'succeeded') {
        throw new PaymentRequestError('Only a succeeded payment intent can be refunded');
      }
      if (row.amountCents !== order.amountCents) {
        throw new PaymentRequestError('The refund does not match the payment intent');
      }
      const [refunded] = await db
        .update(localPaymentIntents)
        .set({ refundReference: `lre_${randomBytes(12).toString('hex')}`, refundedOn: now() })
        .where(
          and(eq(localPaymentIntents.reference, row.reference), isNull(localPaymentIntents.refundReference)),
        )
        .returning();
      // A refund racing this one got there first: the intent holds that one.
      const settled = refunded ?? (await find(row.reference));
      if (settled.refundReference === null)
        throw new PaymentProviderError('The refund could not be recorded');
      return { reference: settled.refundReference, status: 'succeeded', amountCents: settled.amountCents };
    },

    async confirmWithCard(reference, clientSecret, card) {
      const row = await findForSecret(reference, clientSecret);
      // A settled intent answers as it is: paying twice never charges twice.
      if (row.status === 'succeeded' || row.status === 'canceled' || row.status === 'requires_action') {
        return toIntent(key, row);
      }
      const outcome = cardOutcome(card, now());
      if (outcome.kind === 'succeeds') {
        return update(reference, { status: 'succeeded', lastError: null, cardLast4: outcome.last4 });
      }
      if (outcome.kind === 'needs-authentication') {
        return update(reference, { status: 'requires_action', lastError: null, cardLast4: outcome.last4 });
      }
      return update(reference, {
        status: 'requires_payment_method',
        lastError: outcome.message,
        cardLast4: outcome.last4,
      });
    },

    async authenticate(reference, clientSecret, approve) {
      const row = await findForSecret(reference, clientSecret);
      if (row.status !== 'requires_action') return toIntent(key, row);
      return approve
        ? update(reference, { status: 'succeeded', lastError: null })
        : update(reference, {
            status: 'requires_payment_method',
            lastError: PAYMENT_MESSAGES.authenticationFailed,
          });
    },
  };
}
