import type { PaymentConfigResponse } from '@roomtone/contracts';

/**
 * Which card entry the payment dialog mounts, from the server's payment configuration: the local
 * test processor's own fields, Stripe's card field with the publishable key, or none (the
 * configuration could not be read, or Stripe has no key), which disables payments.
 */
export type CardEntryKind =
  | { kind: 'loading' }
  | { kind: 'local' }
  | { kind: 'stripe'; publishableKey: string }
  | { kind: 'unavailable' };

/** The card entry for a configuration answer (undefined while it loads). */
export function cardEntryKindOf(
  config: Pick<PaymentConfigResponse, 'provider' | 'clientKey'> | undefined,
  isError: boolean,
): CardEntryKind {
  if (isError) return { kind: 'unavailable' };
  if (config === undefined) return { kind: 'loading' };
  if (config.provider === 'local') return { kind: 'local' };
  const key = config.clientKey?.trim() ?? '';
  return key.startsWith('pk_') ? { kind: 'stripe', publishableKey: key } : { kind: 'unavailable' };
}
