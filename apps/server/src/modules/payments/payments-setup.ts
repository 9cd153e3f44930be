import type { PaymentProcessor } from '../../adapters/payments/payment-processor.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Fulfillers } from './fulfilment.service.ts';

/**
 * What every payments use case runs with: the app (its mailer and public address), its database,
 * the card processor and the fulfillers of what is sold. `createPaymentsService` makes it once.
 */
export type PaymentsSetup = {
  context: AppContext;
  db: Db;
  processor: PaymentProcessor;
  fulfillers: Fulfillers;
};
