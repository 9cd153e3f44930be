import { Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CardEntryValue } from '../model/card-entry.ts';
import type { CardEntryKind } from '../model/card-entry-kind.ts';
import type { StripeCardState, StripeConfirm } from '../model/stripe-card.ts';
import { CardEntry } from './card-entry.tsx';

// Stripe's packages load only where the server takes payments through Stripe.
const StripeCardEntry = lazy(async () => ({
  default: (await import('./stripe-card-entry.tsx')).StripeCardEntry,
}));

type CardEntrySlotProps = {
  entry: CardEntryKind;
  /** docs/product/states.md#payment-dialog: the card entry mounts 1000 ms after the dialog opens. */
  isMounted: boolean;
  /** A total of $0: no card is asked for. */
  isFree: boolean;
  card: CardEntryValue;
  onCardChange: (card: CardEntryValue) => void;
  onStripeChange: (state: StripeCardState) => void;
  onStripeReady: (confirm: StripeConfirm | null) => void;
  disabled: boolean;
};

function CardEntryLoader() {
  return (
    <Center py="md">
      <Loader size="sm" aria-label="Loading the card entry" />
    </Center>
  );
}

/** Where the payment dialog takes the card: the local processor's fields, Stripe's, or none at $0. */
export function CardEntrySlot(props: CardEntrySlotProps) {
  const { entry } = props;
  if (props.isFree) {
    return (
      <Text size="sm" data-testid="nothing-to-pay">
        Nothing to pay: the promo code covers the whole price, so no card is needed.
      </Text>
    );
  }
  if (entry.kind === 'unavailable') return null;
  if (!props.isMounted || entry.kind === 'loading') return <CardEntryLoader />;
  if (entry.kind === 'local') {
    return <CardEntry value={props.card} onChange={props.onCardChange} disabled={props.disabled} />;
  }
  return (
    <Suspense fallback={<CardEntryLoader />}>
      <StripeCardEntry
        publishableKey={entry.publishableKey}
        onChange={props.onStripeChange}
        onReady={props.onStripeReady}
        disabled={props.disabled}
      />
    </Suspense>
  );
}
