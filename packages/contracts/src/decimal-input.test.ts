import { describe, expect, it } from 'vitest';
import { parseDecimalInput, readCalcValue } from './decimal-input.ts';
import { NUMBER_MESSAGES } from './messages.ts';

describe('parseDecimalInput', () => {
  it.each([
    ['10.5', 10.5],
    ['10,5', 10.5],
    [' 7 ', 7],
    ['-5', -5],
    ['+3', 3],
    ['.5', 0.5],
    [',5', 0.5],
    ['10,', 10],
    ['0,250', 0.25],
    ['1.250', 1.25],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimalInput(text)).toEqual({ ok: true, value });
  });

  it('reads empty text as an empty value, not 0', () => {
    expect(parseDecimalInput('')).toEqual({ ok: true, value: null });
    expect(parseDecimalInput('   ')).toEqual({ ok: true, value: null });
  });

  it.each([
    ['1e9', NUMBER_MESSAGES.exponent],
    ['1E-3', NUMBER_MESSAGES.exponent],
    ['10.5.3', NUMBER_MESSAGES.oneSeparator],
    ['10,5,3', NUMBER_MESSAGES.oneSeparator],
    ['1.000,5', NUMBER_MESSAGES.oneSeparator],
    ['abc', NUMBER_MESSAGES.notANumber],
    ['12 m', NUMBER_MESSAGES.notANumber],
    ['0x10', NUMBER_MESSAGES.notANumber],
    ['Infinity', NUMBER_MESSAGES.notANumber],
    ['-', NUMBER_MESSAGES.notANumber],
    ['1 000', NUMBER_MESSAGES.notANumber],
    ['9'.repeat(400), NUMBER_MESSAGES.notANumber],
  ])('refuses %j instead of reading another number', (text, message) => {
    expect(parseDecimalInput(text)).toEqual({ ok: false, message });
  });

  it('refuses a comma that may be a thousands separator, naming both readings', () => {
    const reading = parseDecimalInput('1,250');
    expect(reading).toEqual({ ok: false, message: NUMBER_MESSAGES.ambiguousComma('1,250') });
    expect(reading.ok ? '' : reading.message).toBe(
      'Please write 1,250 without a thousands separator: 1250 or 1.250',
    );
  });
});

describe('readCalcValue', () => {
  it('takes finite numbers as they are and text through the same parser', () => {
    expect(readCalcValue(12.5)).toEqual({ ok: true, value: 12.5 });
    expect(readCalcValue('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(readCalcValue(null)).toEqual({ ok: true, value: null });
    expect(readCalcValue(undefined)).toEqual({ ok: true, value: null });
    expect(readCalcValue('1e9').ok).toBe(false);
    expect(readCalcValue(Number.NaN).ok).toBe(false);
    expect(readCalcValue(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(readCalcValue({ metres: 3 }).ok).toBe(false);
  });
});
