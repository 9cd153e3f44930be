import { type LocalCard, passesLuhn } from '@roomtone/contracts';

/** What the card entry holds. */
export type CardEntryValue = LocalCard;

/** An empty card. */
export const EMPTY_CARD: CardEntryValue = { number: '', expiry: '', cvc: '' };

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Groups a card number in fours as it is typed ('4242 4242 …'), at most 19 digits. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' as it is typed. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Why a field of the card is not right yet, per field ('' when it is complete). */
export type CardProblems = { number: string; expiry: string; cvc: string };

/** Checks each field as the card processor's own field would, at `now`. */
export function cardProblems(card: CardEntryValue, now: Date): CardProblems {
  const number = digitsOf(card.number);
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  let expiryProblem = '';
  if (!expiry?.[1] || !expiry[2]) expiryProblem = "Your card's expiration date is incomplete.";
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12) expiryProblem = "Your card's expiration date is invalid.";
    else if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) {
      expiryProblem = "Your card's expiration year is in the past.";
    }
  }
  return {
    number:
      number.length < 13
        ? 'Your card number is incomplete.'
        : passesLuhn(number)
          ? ''
          : 'Your card number is invalid.',
    expiry: expiryProblem,
    cvc: /^\d{3,4}$/.test(card.cvc) ? '' : "Your card's security code is incomplete.",
  };
}

/** The card is complete: every field is right (the Pay button waits for this). */
export function isCardComplete(card: CardEntryValue, now: Date): boolean {
  const problems = cardProblems(card, now);
  return problems.number === '' && problems.expiry === '' && problems.cvc === '';
}
