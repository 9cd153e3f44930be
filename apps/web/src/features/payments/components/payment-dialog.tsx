import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  type CreatePaymentBody,
  discountedCents,
  formatCents,
  MESSAGES,
  PAYMENT_MESSAGES,
  type Payment,
  type PaymentPurpose,
  type PromoCode,
  TIMINGS,
} from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  paymentQueries,
  useAuthenticatePayment,
  useConfirmPayment,
  useCreatePayment,
} from '../api/payments-api.ts';
import { type CardEntryValue, EMPTY_CARD, isCardComplete } from '../model/card-entry.ts';
import { cardEntryKindOf } from '../model/card-entry-kind.ts';
import { newCheckoutKey } from '../model/checkout-key.ts';
import { EMPTY_STRIPE_CARD, type StripeCardState, type StripeConfirm } from '../model/stripe-card.ts';
import { AuthenticationStep } from './authentication-step.tsx';
import { CardEntry } from './card-entry.tsx';
import { PromoCodeField } from './promo-code-field.tsx';

// Stripe's packages load only where the server takes payments through Stripe.
const StripeCardEntry = lazy(async () => ({
  default: (await import('./stripe-card-entry.tsx')).StripeCardEntry,
}));

/** The checkout fields an order is made from. */
export type CheckoutFields = { receiptEmail: string; promoCode: string | undefined; idempotencyKey: string };

type PaymentDialogProps = {
  opened: boolean;
  title: string;
  /** What is being bought, in a sentence. */
  description: string;
  purpose: PaymentPurpose;
  listAmountCents: number;
  defaultEmail: string;
  /** The order's body for these checkout fields. */
  orderBody: (fields: CheckoutFields) => CreatePaymentBody;
  /** Delivers what was paid for; the dialog closes when it resolves. */
  onPaid: (payment: Payment) => Promise<void>;
  onClose: () => void;
};

type Phase = 'idle' | 'processing' | 'authenticate' | 'success' | 'error';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function CardEntryLoader() {
  return (
    <Center py="md">
      <Loader size="sm" aria-label="Loading the card entry" />
    </Center>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : MESSAGES.unknownServerError;
}

/**
 * The payment dialog of SPEC section 4: card entry (mounted after 1000 ms), Pay and Cancel. Pay is
 * disabled until the card entry is complete; while paying it shows Processing and is disabled; on
 * success it disappears and the dialog closes; an error shows as a danger alert. The amount comes
 * from the server's order.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const { opened, purpose, onClose } = props;
  const config = useQuery({ ...paymentQueries.config(), enabled: opened });
  const [isCardMounted, setIsCardMounted] = useState(false);
  const [card, setCard] = useState<CardEntryValue>(EMPTY_CARD);
  const [stripeCard, setStripeCard] = useState<StripeCardState>(EMPTY_STRIPE_CARD);
  const [stripeConfirm, setStripeConfirm] = useState<StripeConfirm | null>(null);
  const handleStripeReady = useCallback(
    (confirm: StripeConfirm | null) => setStripeConfirm(() => confirm),
    [],
  );
  const [email, setEmail] = useState(props.defaultEmail);
  const [promo, setPromo] = useState<PromoCode | null>(null);
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePayment();
  const confirm = useConfirmPayment();
  const authenticate = useAuthenticatePayment();

  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => setIsCardMounted(true), TIMINGS.cardElementMountMs);
    return () => {
      window.clearTimeout(timer);
      setIsCardMounted(false);
    };
  }, [opened]);

  const handleClose = () => {
    if (phase === 'processing') return;
    setPhase('idle');
    setError(null);
    setPayment(null);
    setCard(EMPTY_CARD);
    setCheckoutKey(newCheckoutKey());
    onClose();
  };

  const handlePromo = (next: PromoCode | null) => {
    setPromo(next);
    // A new price is a new order.
    setPayment(null);
    setCheckoutKey(newCheckoutKey());
  };

  const finish = async (paid: Payment) => {
    await props.onPaid(paid);
    setPhase('success');
    setPayment(null);
    setCheckoutKey(newCheckoutKey());
    onClose();
  };

  const fail = (message: string) => {
    setError(message);
    setPhase('error');
  };

  const handlePay = async () => {
    setPhase('processing');
    setError(null);
    try {
      let current =
        payment ??
        (await create.mutateAsync(
          props.orderBody({
            receiptEmail: email.trim(),
            promoCode: promo?.code,
            idempotencyKey: checkoutKey,
          }),
        ));
      setPayment(current);
      if (current.status !== 'succeeded' && current.provider === 'stripe') {
        if (current.clientSecret === null || stripeConfirm === null) return fail(MESSAGES.paymentsDisabled);
        const confirmation = await stripeConfirm(current.clientSecret);
        if (confirmation.status === 'failed') return fail(confirmation.message);
        if (confirmation.status === 'processing') return fail(PAYMENT_MESSAGES.paymentProcessing);
        current = { ...current, status: 'succeeded' };
      }
      if (current.status !== 'succeeded') {
        if (current.clientSecret === null) return fail(MESSAGES.paymentsDisabled);
        current = await confirm.mutateAsync({
          paymentId: current.id,
          clientSecret: current.clientSecret,
          card,
        });
        setPayment(current);
        if (current.status === 'requires_action') return setPhase('authenticate');
        if (current.status !== 'succeeded')
          return fail(current.failureMessage ?? PAYMENT_MESSAGES.paymentFailed);
      }
      await finish(current);
    } catch (failure) {
      fail(messageOf(failure));
    }
  };

  const handleAuthenticate = async (approve: boolean) => {
    if (payment === null || payment.clientSecret === null) return;
    setPhase('processing');
    try {
      const current = await authenticate.mutateAsync({
        paymentId: payment.id,
        clientSecret: payment.clientSecret,
        approve,
      });
      setPayment(current);
      if (current.status !== 'succeeded')
        return fail(current.failureMessage ?? PAYMENT_MESSAGES.paymentFailed);
      await finish(current);
    } catch (failure) {
      fail(messageOf(failure));
    }
  };

  const isProcessing = phase === 'processing';
  const entry = cardEntryKindOf(config.data, config.isError);
  const amountCents = payment?.amountCents ?? discountedCents(props.listAmountCents, promo?.percentOff ?? 0);
  const isEntryComplete =
    entry.kind === 'local'
      ? isCardComplete(card, new Date())
      : entry.kind === 'stripe' && stripeCard.isComplete && stripeConfirm !== null;
  const canPay = isCardMounted && isEntryComplete && EMAIL_PATTERN.test(email.trim());
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={props.title}
      centered
      closeOnClickOutside={!isProcessing}
    >
      <Stack gap="md">
        <Text size="sm">{props.description}</Text>
        <Group justify="space-between" gap="xs">
          <Text fw={500}>Total</Text>
          <Text fw={700} data-testid="payment-total">
            {amountCents !== props.listAmountCents ? (
              <Text span td="line-through" c="dimmed" mr="xs">
                {formatCents(props.listAmountCents)}
              </Text>
            ) : null}
            {formatCents(amountCents)}
          </Text>
        </Group>
        {error === null ? null : (
          <Alert
            color="red"
            role="alert"
            title="Payment failed"
            withCloseButton
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        )}
        {entry.kind === 'unavailable' ? (
          <Alert color="red" role="alert">
            {MESSAGES.paymentsDisabled}
          </Alert>
        ) : null}
        {phase === 'authenticate' && payment !== null ? (
          <AuthenticationStep
            amountCents={payment.amountCents}
            onAnswer={(approve) => void handleAuthenticate(approve)}
          />
        ) : (
          <>
            <TextInput
              label="Email for the receipt"
              type="email"
              required
              autoComplete="email"
              value={email}
              disabled={isProcessing || payment !== null}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PromoCodeField purpose={purpose} applied={promo} onApply={handlePromo} disabled={isProcessing} />
            {isCardMounted && entry.kind === 'local' ? (
              <CardEntry value={card} onChange={setCard} disabled={isProcessing} />
            ) : isCardMounted && entry.kind === 'stripe' ? (
              <Suspense fallback={<CardEntryLoader />}>
                <StripeCardEntry
                  publishableKey={entry.publishableKey}
                  onChange={setStripeCard}
                  onReady={handleStripeReady}
                  disabled={isProcessing}
                />
              </Suspense>
            ) : entry.kind === 'unavailable' ? null : (
              <CardEntryLoader />
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={isProcessing}>
            Cancel
          </Button>
          {phase === 'success' || phase === 'authenticate' ? null : (
            <Button onClick={() => void handlePay()} disabled={!canPay || isProcessing}>
              {isProcessing ? 'Processing' : 'Pay'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
