import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES, PAYMENT_MESSAGES } from '@roomtone/contracts';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import type { StripeCardState, StripeConfirm } from '../model/stripe-card.ts';

type StripeCardEntryProps = {
  publishableKey: string;
  onChange: (state: StripeCardState) => void;
  /** Receives the confirmation function once Stripe.js and the card field are ready. */
  onReady: (confirm: StripeConfirm | null) => void;
  disabled: boolean;
};

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded from Stripe once per page (a failed load is tried again later). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  const known = loaded.get(publishableKey);
  if (known) return known;
  const loading = loadStripe(publishableKey);
  loaded.set(publishableKey, loading);
  loading.catch(() => loaded.delete(publishableKey));
  return loading;
}

function StripeCardField({ onChange, onReady, disabled }: Omit<StripeCardEntryProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!stripe || !elements) return;
    const confirm: StripeConfirm = async (clientSecret) => {
      const card = elements.getElement(CardElement);
      if (!card) return { status: 'failed', message: PAYMENT_MESSAGES.paymentFailed };
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error)
        return { status: 'failed', message: result.error.message ?? PAYMENT_MESSAGES.paymentFailed };
      if (result.paymentIntent.status === 'succeeded') return { status: 'succeeded' };
      if (result.paymentIntent.status === 'processing') return { status: 'processing' };
      return { status: 'failed', message: PAYMENT_MESSAGES.paymentFailed };
    };
    onReady(confirm);
    return () => onReady(null);
  }, [stripe, elements, onReady]);

  return (
    <Stack gap={4} data-testid="card-entry">
      <Text size="sm" fw={500}>
        Card
      </Text>
      <Paper withBorder px="sm" py={10} radius="sm">
        <CardElement
          options={{ disabled, hidePostalCode: false, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => {
            const message = event.error?.message ?? null;
            setError(message);
            onChange({ isComplete: event.complete, error: message });
          }}
        />
      </Paper>
      {/* The card errors area (docs/product/messages.md#payments). */}
      <Text size="sm" c="red" role="alert" mih={20}>
        {error ?? ''}
      </Text>
    </Stack>
  );
}

/**
 * Stripe's card field (Stripe.js Elements) with the server's publishable key. Stripe.js comes
 * from Stripe's own host; when it cannot be loaded, payments are disabled with the message of
 * docs/product/messages.md#payments.
 */
export function StripeCardEntry({ publishableKey, onChange, onReady, disabled }: StripeCardEntryProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let isCurrent = true;
    stripe.then(
      (client) => isCurrent && setState(client ? 'ready' : 'failed'),
      () => isCurrent && setState('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [stripe]);

  if (state === 'failed') {
    return (
      <Alert color="red" role="alert">
        {MESSAGES.paymentsDisabled}
      </Alert>
    );
  }
  if (state === 'loading') {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading the card entry" />
      </Center>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardField onChange={onChange} onReady={onReady} disabled={disabled} />
    </Elements>
  );
}
