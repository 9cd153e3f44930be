/** What Stripe's card field reports as it is typed in. */
export type StripeCardState = { isComplete: boolean; error: string | null };

/** An empty Stripe card field. */
export const EMPTY_STRIPE_CARD: StripeCardState = { isComplete: false, error: null };

/** How confirming a payment with Stripe.js ended. */
export type StripeConfirmation =
  | { status: 'succeeded' }
  | { status: 'processing' }
  | { status: 'failed'; message: string };

/** Confirms the order's PaymentIntent with the card in Stripe's field (Stripe.js runs any 3-D Secure step). */
export type StripeConfirm = (clientSecret: string) => Promise<StripeConfirmation>;
