import { type LocalCard, PAYMENT_MESSAGES, passesLuhn } from '@roomtone/contracts';

/**
 * The local processor's test cards (documented in docs/payments.md), numbers as Stripe's test
 * mode uses them so the same cards work in both. Any other number is declined, as Stripe's test
 * mode declines real cards.
 */
export const LOCAL_TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
} as const;

/** What a card does when it pays. */
export type CardOutcome =
  | { kind: 'succeeds'; last4: string }
  | { kind: 'needs-authentication'; last4: string }
  | { kind: 'fails'; message: string; last4: string | null };

/** 'MM/YY' (or 'MM / YY', 'MM/YYYY') as a month and a four-digit year, or null. */
function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Checks a card's fields and decides the outcome of paying with it at `now`. */
export function cardOutcome(card: LocalCard, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    return { kind: 'fails', message: PAYMENT_MESSAGES.cardNumberIncorrect, last4: null };
  }
  const last4 = digits.slice(-4);
  const expiry = parseExpiry(card.expiry);
  if (expiry === null) return { kind: 'fails', message: PAYMENT_MESSAGES.cardExpiryIncorrect, last4 };
  const monthsNow = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < monthsNow) {
    return { kind: 'fails', message: PAYMENT_MESSAGES.cardExpired, last4 };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { kind: 'fails', message: PAYMENT_MESSAGES.cardCvcIncorrect, last4 };
  }
  switch (digits) {
    case LOCAL_TEST_CARDS.success:
    case LOCAL_TEST_CARDS.successMastercard:
      return { kind: 'succeeds', last4 };
    case LOCAL_TEST_CARDS.requiresAuthentication:
      return { kind: 'needs-authentication', last4 };
    case LOCAL_TEST_CARDS.insufficientFunds:
      return { kind: 'fails', message: PAYMENT_MESSAGES.insufficientFunds, last4 };
    default:
      return { kind: 'fails', message: PAYMENT_MESSAGES.cardDeclined, last4 };
  }
}
