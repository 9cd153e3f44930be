import { describe, expect, it } from 'vitest';
import { cardProblems, formatCardNumber, formatExpiry, isCardComplete } from './card-entry.ts';

const NOW = new Date(2026, 10, 26);

describe('the card entry', () => {
  it('groups the number in fours and writes the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
  });

  it('is complete only with a valid number, a current expiry and a security code', () => {
    expect(isCardComplete({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }, NOW)).toBe(true);
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '12/28', cvc: '123' }, NOW).number).toBe(
      'Your card number is invalid.',
    );
    expect(cardProblems({ number: '4242', expiry: '10/26', cvc: '1' }, NOW)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration year is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(isCardComplete({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, NOW)).toBe(true);
    expect(cardProblems({ number: '', expiry: '13/28', cvc: '' }, NOW).expiry).toBe(
      "Your card's expiration date is invalid.",
    );
  });
});
