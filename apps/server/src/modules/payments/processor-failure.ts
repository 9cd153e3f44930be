import { MESSAGES, PAYMENT_MESSAGES } from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError, PaymentRequestError } from '../../adapters/payments/payment-processor.ts';
import { AppError } from '../../lib/app-error.ts';

/** A processor call's failure as the caller sees it: a refused request, or the processor out of reach. */
export function processorFailure(error: unknown, log: FastifyBaseLogger): unknown {
  if (error instanceof PaymentRequestError)
    return new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  if (error instanceof PaymentProviderError) return unavailable(error, log);
  return error;
}

function unavailable(error: unknown, log: FastifyBaseLogger): AppError {
  log.error({ err: error }, 'card payment provider call failed');
  return new AppError('UNAVAILABLE', MESSAGES.paymentsDisabled);
}
