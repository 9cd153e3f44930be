import { createPaymentProcessor } from '../../adapters/payments/create-payment-processor.ts';
import type { PaymentProcessor } from '../../adapters/payments/payment-processor.ts';
import type { AppContext } from '../../context.ts';

const processors = new WeakMap<AppContext, Promise<PaymentProcessor>>();

/** The configured card processor of an app, made once and shared by every payments use case. */
export function processorOf(context: AppContext): Promise<PaymentProcessor> {
  const known = processors.get(context);
  if (known) return known;
  const created = createPaymentProcessor(context.config.payments, context.database.db);
  processors.set(context, created);
  // A failed start is not kept: the next call tries again.
  created.catch(() => processors.delete(context));
  return created;
}
