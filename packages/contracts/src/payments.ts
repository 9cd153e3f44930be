import { z } from 'zod';
import { CalcDocumentTextSchema } from './calc-document.ts';
import { envelopeOf } from './envelope.ts';
import { requiredEmail, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { AcousticModelSchema } from './organizations.ts';
import { findPlan } from './plans.ts';

/**
 * Payments (docs/product/states.md, api.md and constants.md): every amount is integer cents and comes from
 * the server's price table below, never from the browser. An order is written before the card processor is
 * called, and what was bought is delivered only once the processor confirms the payment.
 */

/**
 * Price of sharing a public calculation by link (docs/product/constants.md#plans-and-prices: the $2 label).
 */
export const SHARE_PRICE_CENTS = 200;

/**
 * The Luhn checksum every card number carries (ISO/IEC 7812-1): the card entry refuses a mistyped
 * number with it, and the local processor declines one, by the same rule.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Price of one acoustical model credit (docs/product/constants.md#plans-and-prices: 'acoustical-modeling'
 * 9900).
 */
export const MODEL_CREDIT_PRICE_CENTS = findPlan('acoustical-modeling')?.priceCents ?? 9900;

/** The most model credits one order may hold. */
export const MODEL_CREDIT_MAX_COUNT = 100;

/** The currency of every price. */
export const PAYMENT_CURRENCY = 'usd';

/** What an order buys. */
export const PAYMENT_PURPOSES = ['share', 'model-credits', 'subscription'] as const;
/** What an order buys. */
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Which card processor handles payments: the simulated local one, or Stripe. */
export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
/** A card processor. */
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The state of an order as the browser sees it. */
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed'] as const;
/** The state of an order. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Formats cents as dollars, e.g. 200 → '$2.00'. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Payment messages. The card processor's own texts (a decline) are shown as they come. */
export const PAYMENT_MESSAGES = {
  promoCodeInvalid: 'This promo code is not valid.',
  promoCodeNotForPurchase: 'This promo code does not apply to this purchase.',
  promoCodeNotYetValid: 'This promo code is not valid yet.',
  totalChanged: 'The total has changed. Please check it and pay again.',
  shareUnavailable: 'This shared calculation is no longer available.',
  paymentNotFound: 'Payment not found',
  paymentNotConfirmed: 'The payment has not been confirmed.',
  paymentProcessing: 'The payment is still being processed. Please try again in a moment.',
  paymentFailed: 'The payment did not go through.',
  paymentUsedElsewhere: 'This payment was made for something else.',
  localConfirmationOnly: 'Cards are entered here only with the local test processor.',
  cardNumberIncorrect: 'Your card number is incorrect.',
  cardExpiryIncorrect: "Your card's expiration date is incorrect.",
  cardExpired: 'Your card has expired.',
  cardCvcIncorrect: "Your card's security code is incorrect.",
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  planNotForSale: 'This plan cannot be bought here.',
  refundNotPaid: 'Only a paid order can be refunded.',
  refundNothingCharged: 'Nothing was charged for this order, so there is nothing to refund.',
  refundOtherProcessor: 'This order was paid through another card processor; refund it there.',
  refundFailed: 'The card payment provider did not accept the refund.',
  subscriptionNotFound: 'Your organization has no paid plan period.',
  creditsAfterPayment:
    'Thank you. To start your acoustical model, please email us dimensioned drawings, a product image and test data.',
} as const;

/** A promo code as typed: trimmed and upper case, 3-32 letters, digits, hyphens or underscores. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

function promoCodeField() {
  return z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => PROMO_CODE_PATTERN.test(code), { error: PAYMENT_MESSAGES.promoCodeInvalid });
}

/** An optional promo code ('' or absent: none). */
const optionalPromoCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code === '' || PROMO_CODE_PATTERN.test(code), {
    error: PAYMENT_MESSAGES.promoCodeInvalid,
  })
  .optional()
  .transform((code) => (code === '' ? undefined : code));

/**
 * A key the browser makes once per checkout, so that a repeated click or a retried request finds
 * the same order instead of creating a second one.
 */
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Must be 16 to 64 letters, digits, hyphens or underscores' });

/** A share's message (the Share panel's comment; docs/product/validation.md#projects-phases-and-rooms). */
export const shareMessage = () => requiredText(500);

/**
 * The calc document as JSON text, its fields checked against their ranges as a revision save
 * checks them (`CalcDocumentTextSchema`: the first field that breaks its rule is the message).
 */
export const calcText = () => CalcDocumentTextSchema.max(1_000_000);

/** `POST /api/payment/create` for a share: the calculation is bound to the order. */
export const CreateSharePaymentBodySchema = z.object({
  purpose: z.literal('share'),
  calc: calcText(),
  message: shareMessage(),
  receiptEmail: requiredEmail(),
  promoCode: optionalPromoCode,
  idempotencyKey,
});

/**
 * Model credits count (docs/product/validation.md#model-credits): required, a whole number, at least 1
 * ('Count must be Integer' otherwise).
 */
export const modelCreditCount = () =>
  z
    .number({ error: MESSAGES.required })
    .int({ error: MESSAGES.countMustBeInteger })
    .min(1, { error: MESSAGES.countMustBeInteger })
    .max(MODEL_CREDIT_MAX_COUNT, { error: `At most ${MODEL_CREDIT_MAX_COUNT} credits per order` });

/** `POST /api/payment/create` for model credits (plan rt). */
export const CreateCreditsPaymentBodySchema = z.object({
  purpose: z.literal('model-credits'),
  count: modelCreditCount(),
  receiptEmail: requiredEmail(),
  promoCode: optionalPromoCode,
  idempotencyKey,
});

/** `POST /api/payment/create` for a plan (organization-level users). */
export const CreatePlanPaymentBodySchema = z.object({
  purpose: z.literal('subscription'),
  planCode: z.string().min(1).max(60),
  receiptEmail: requiredEmail(),
  promoCode: optionalPromoCode,
  idempotencyKey,
});

/** `POST /api/payment/create`: an order and its payment intent. */
export const CreatePaymentBodySchema = z.discriminatedUnion('purpose', [
  CreateSharePaymentBodySchema,
  CreateCreditsPaymentBodySchema,
  CreatePlanPaymentBodySchema,
]);
/** `POST /api/payment/create`. */
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>;

/** An order as the payment dialog needs it. */
export const PaymentSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(PAYMENT_PURPOSES),
    status: z.enum(PAYMENT_STATUSES),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** What is charged, after a promo code. */
    amountCents: z.number().int(),
    /** The price before a promo code. */
    listAmountCents: z.number().int(),
    currency: z.string(),
    promoCode: z.string().nullable(),
    /**
     * The secret the browser confirms the payment with (Stripe's client secret, or the local
     * processor's); null when nothing is left to pay (a 100 % promo code).
     */
    clientSecret: z.string().nullable(),
    /** Stripe's publishable key; null with the local processor. */
    clientKey: z.string().nullable(),
    /** Why the payment failed, in the processor's words. */
    failureMessage: z.string().nullable(),
  })
  .strict();
/** An order. */
export type Payment = z.infer<typeof PaymentSchema>;

/** The answer of the payment calls. */
export const PaymentResponseSchema = envelopeOf({ payment: PaymentSchema });
/** The answer of the payment calls. */
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

/** A card as the local test processor takes it (never with Stripe: its own field takes the card). */
export const LocalCardSchema = z.object({
  number: z.string().max(40),
  /** 'MM/YY'. */
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
/** A card for the local processor. */
export type LocalCard = z.infer<typeof LocalCardSchema>;

/** `POST /api/payment/confirm` (local processor): pay an order with a card. */
export const ConfirmLocalPaymentBodySchema = z.object({
  paymentId: z.uuid(),
  clientSecret: z.string().min(1).max(200),
  card: LocalCardSchema,
});
/** `POST /api/payment/confirm`. */
export type ConfirmLocalPaymentBody = z.infer<typeof ConfirmLocalPaymentBodySchema>;

/** `POST /api/payment/authenticate` (local processor): the card's extra confirmation step. */
export const AuthenticateLocalPaymentBodySchema = z.object({
  paymentId: z.uuid(),
  clientSecret: z.string().min(1).max(200),
  approve: z.boolean(),
});
/** `POST /api/payment/authenticate`. */
export type AuthenticateLocalPaymentBody = z.infer<typeof AuthenticateLocalPaymentBodySchema>;

/** `GET /api/payment/promo-code?q=&purpose=`. */
export const PromoCodeQuerySchema = z.object({
  q: promoCodeField(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
});
/** `GET /api/payment/promo-code`. */
export type PromoCodeQuery = z.infer<typeof PromoCodeQuerySchema>;

/** The largest fixed amount a promo code may take off, in cents ($100,000). */
export const PROMO_AMOUNT_OFF_MAX_CENTS = 10_000_000;

/** A valid promo code: exactly one of a percentage or a fixed amount off. */
export const PromoCodeSchema = z
  .object({
    code: z.string(),
    /** A whole percentage off, or null when the code takes a fixed amount off. */
    percentOff: z.number().int().min(1).max(100).nullable(),
    /** A fixed amount off the order's total in cents (USD), or null when the code takes a percentage. */
    amountOffCents: z.number().int().min(1).max(PROMO_AMOUNT_OFF_MAX_CENTS).nullable(),
    /** The purchases it applies to; empty: all. */
    purposes: z.array(z.enum(PAYMENT_PURPOSES)),
  })
  .strict();
/** A valid promo code. */
export type PromoCode = z.infer<typeof PromoCodeSchema>;

/** What a promo code takes off. */
export type PromoDiscount = Pick<PromoCode, 'percentOff' | 'amountOffCents'>;

/** A promo code's discount in words: '25% off' or '$10.00 off'. */
export function describePromoDiscount(discount: PromoDiscount): string {
  if (discount.amountOffCents !== null) return `${formatCents(discount.amountOffCents)} off`;
  return `${discount.percentOff ?? 0}% off`;
}

/** `GET /api/payment/promo-code` answer. */
export const PromoCodeResponseSchema = envelopeOf({ promoCode: PromoCodeSchema });
/** `GET /api/payment/promo-code` answer. */
export type PromoCodeResponse = z.infer<typeof PromoCodeResponseSchema>;

/** The price after a percentage off, in cents (rounded to the nearest cent, never below 0). */
export function discountedCents(listCents: number, percentOff: number): number {
  return Math.max(0, listCents - Math.round((listCents * percentOff) / 100));
}

/**
 * The total after a promo code, in cents: a percentage off the list price (rounded to the cent),
 * or a fixed amount off the whole order. Never below 0: a fixed amount larger than the price
 * makes the order free, as a 100 % code does.
 */
export function promoPriceCents(listCents: number, discount: PromoDiscount | null): number {
  if (discount === null) return listCents;
  if (discount.amountOffCents !== null) return Math.max(0, listCents - discount.amountOffCents);
  return discountedCents(listCents, discount.percentOff ?? 0);
}

/** `POST /api/model-library/create`: the acoustic models a paid credit order created. */
export const CreateModelsBodySchema = z.object({ paymentId: z.uuid() });
/** `POST /api/model-library/create`. */
export type CreateModelsBody = z.infer<typeof CreateModelsBodySchema>;

/** `POST /api/model-library/create` answer: the new models and what to send next. */
export const CreatedModelsResponseSchema = envelopeOf({
  models: z.array(AcousticModelSchema),
  message: z.string(),
});
/** `POST /api/model-library/create` answer. */
export type CreatedModelsResponse = z.infer<typeof CreatedModelsResponseSchema>;

/** `POST /api/payment/subscription`: the plan a paid order puts the organization on. */
export const ActivatePlanBodySchema = z.object({ paymentId: z.uuid() });
/** `POST /api/payment/subscription`. */
export type ActivatePlanBody = z.infer<typeof ActivatePlanBodySchema>;

/** `POST /api/payment/subscription` answer. */
export const ActivatedPlanResponseSchema = envelopeOf({
  plan: z.object({ code: z.string(), displayName: z.string() }).strict(),
});
/** `POST /api/payment/subscription` answer. */
export type ActivatedPlanResponse = z.infer<typeof ActivatedPlanResponseSchema>;

/** `GET /api/payment/config`: which card processor the payment dialog talks to. */
export const PaymentConfigResponseSchema = envelopeOf({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key; null with the local processor. */
  clientKey: z.string().nullable(),
});
/** `GET /api/payment/config` answer. */
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;

/** The states of an order in its history (a paid order may later be refunded). */
export const ORDER_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
/** The state of an order in its history. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order as its history and its receipt show it. */
export const PaymentOrderSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(PAYMENT_PURPOSES),
    /** What was bought, in words ('Professional (monthly) plan', '3 acoustical model credits'). */
    item: z.string(),
    quantity: z.number().int(),
    planCode: z.string().nullable(),
    amountCents: z.number().int(),
    listAmountCents: z.number().int(),
    currency: z.string(),
    promoCode: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    createdOn: z.string(),
    paidOn: z.string().nullable(),
    refundedOn: z.string().nullable(),
    refundReason: z.string().nullable(),
  })
  .strict();
/** An order in a history. */
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

/**
 * What a refund takes back besides the money, by purchase (the refund dialog says it before the
 * administrator confirms; docs/payments.md and docs/decisions/0005 explain why).
 */
export const REFUND_TAKES_BACK: Readonly<Record<PaymentPurpose, string>> = {
  share: 'The shared link stops working: its page says the calculation is no longer available.',
  'model-credits':
    'Acoustic models not yet started are removed; models already in work stay with the organization.',
  subscription:
    'The plan period this order paid for is taken off; if no paid time is left, the organization has no plan from now on.',
};

/** Refunding an order (the administration area): why, in a few words, kept in the audit log. */
export const RefundOrderBodySchema = z.object({ reason: requiredText(500) });
/** Refunding an order. */
export type RefundOrderBody = z.infer<typeof RefundOrderBodySchema>;

/** An organization's current paid plan period. */
export const SubscriptionSchema = z
  .object({
    planCode: z.string(),
    displayName: z.string(),
    priceCents: z.number().int(),
    interval: z.enum(['month', 'year', 'once', 'per-unit']),
    /** The end of the paid period: the plan renews (or, cancelled, ends) then. Null: paid once. */
    renewsOn: z.string().nullable(),
    /** The plan ends on `renewsOn` instead of renewing. */
    cancelAtPeriodEnd: z.boolean(),
  })
  .strict();
/** An organization's current paid plan period. */
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** `GET /api/payment/subscription`: the plan period and the organization's orders, newest first. */
export const SubscriptionResponseSchema = envelopeOf({
  subscription: SubscriptionSchema.nullable(),
  orders: z.array(PaymentOrderSchema),
});
/** `GET /api/payment/subscription` answer. */
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** `PUT /api/payment/subscription`: cancel at the period's end, or keep renewing. */
export const UpdateSubscriptionBodySchema = z.object({ cancelAtPeriodEnd: z.boolean() });
/** `PUT /api/payment/subscription`. */
export type UpdateSubscriptionBody = z.infer<typeof UpdateSubscriptionBodySchema>;
