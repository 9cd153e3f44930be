import { describe, expect, it } from 'vitest';
import { describePromoDiscount, passesLuhn, promoPriceCents } from './payments.ts';

describe('passesLuhn', () => {
  it('accepts the test cards and refuses a mistyped digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000002500003155')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('4000002500003156')).toBe(false);
  });
});

describe('promoPriceCents', () => {
  it('takes a percentage off to the nearest cent, or a fixed amount off the whole order', () => {
    expect(promoPriceCents(9900, null)).toBe(9900);
    expect(promoPriceCents(9900, { percentOff: 25, amountOffCents: null })).toBe(7425);
    expect(promoPriceCents(199, { percentOff: 50, amountOffCents: null })).toBe(99);
    expect(promoPriceCents(29700, { percentOff: null, amountOffCents: 5000 })).toBe(24700);
  });

  it('never goes below zero: an amount above the price, like 100 %, makes the order free', () => {
    expect(promoPriceCents(200, { percentOff: null, amountOffCents: 200 })).toBe(0);
    expect(promoPriceCents(200, { percentOff: null, amountOffCents: 500 })).toBe(0);
    expect(promoPriceCents(200, { percentOff: 100, amountOffCents: null })).toBe(0);
  });

  it('says what a code takes off', () => {
    expect(describePromoDiscount({ percentOff: 25, amountOffCents: null })).toBe('25% off');
    expect(describePromoDiscount({ percentOff: null, amountOffCents: 1050 })).toBe('$10.50 off');
  });
});
