import type { PaymentsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { createLocalProcessor } from './local-processor.ts';
import type { PaymentProcessor } from './payment-processor.ts';
import { createStripeProcessor } from './stripe-processor.ts';

/** The configured card processor: the local simulation unless PAYMENTS_PROVIDER is stripe. */
export async function createPaymentProcessor(config: PaymentsConfig, db: Db): Promise<PaymentProcessor> {
  if (config.provider === 'stripe') return createStripeProcessor(config);
  return createLocalProcessor(db, await loadServerSecret(db, 'local-payments'));
}
