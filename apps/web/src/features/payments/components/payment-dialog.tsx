import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  type CreatePaymentBody,
  MESSAGES,
  PAYMENT_MESSAGES,
  type Payment,
  type PaymentPurpose,
  type PromoCode,
  promoPriceCents,
  TIMINGS,
} from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
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
import { CardEntrySlot } from './card-entry-slot.tsx';
import { PaymentTotal } from './payment-total.tsx';
import { PromoCodeField } from './promo-code-field.tsx';

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

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : MESSAGES.unknownServerError;
}

/**
 * The payment dialog of docs/product/states.md#payment-dialog: card entry (mounted after 1000 ms), Pay and
 * Cancel. Pay is disabled until the card entry is complete; while paying it shows Processing and is disabled;
 * on success it disappears and the dialog closes; an error shows as a danger alert. The amount comes
 * from the server's order. A total of $0 (a promo code covering the whole price) asks for no
 * card: the server makes the order paid without the processor, as for a 100 % code.
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
  /** Counts the purchases made in this dialog: each starts with an empty promo code field. */
  const [purchases, setPurchases] = useState(0);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePayment();
  const confirm = useConfirmPayment();
  const authenticate = useAuthenticatePayment();

  useEffect(() => {
    if (!opened) return;
    // Opened again after a purchase: a new checkout, with its Pay button.
    setPhase((current) => (current === 'success' ? 'idle' : current));
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
    // The next purchase starts clean: no card and no code of this one.
    setPayment(null);
    setCard(EMPTY_CARD);
    setPromo(null);
    setPurchases((count) => count + 1);
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
      // The code no longer covers the whole price (changed since it was applied): show the card entry.
      if (current.status !== 'succeeded' && isFree) return fail(PAYMENT_MESSAGES.totalChanged);
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
  const amountCents = payment?.amountCents ?? promoPriceCents(props.listAmountCents, promo);
  const isFree = amountCents === 0;
  const isEntryComplete =
    entry.kind === 'local'
      ? isCardComplete(card, new Date())
      : entry.kind === 'stripe' && stripeCard.isComplete && stripeConfirm !== null;
  const canPay = (isFree || (isCardMounted && isEntryComplete)) && EMAIL_PATTERN.test(email.trim());
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
        <PaymentTotal listAmountCents={props.listAmountCents} amountCents={amountCents} />
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
        {entry.kind === 'unavailable' && !isFree ? (
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
            <PromoCodeField
              key={purchases}
              purpose={purpose}
              applied={promo}
              onApply={handlePromo}
              disabled={isProcessing}
            />
            <CardEntrySlot
              entry={entry}
              isMounted={isCardMounted}
              isFree={isFree}
              card={card}
              onCardChange={setCard}
              onStripeChange={setStripeCard}
              onStripeReady={handleStripeReady}
              disabled={isProcessing}
            />
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
