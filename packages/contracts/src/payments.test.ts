import { describe, expect, it } from 'vitest';
import { passesLuhn } from './payments.ts';

describe('passesLuhn', () => {
  it('accepts the test cards and refuses a mistyped digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000002500003155')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('4000002500003156')).toBe(false);
  });
});
