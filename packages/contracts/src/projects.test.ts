import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { CURRENCIES, currencyOfCountry } from './organizations.ts';
import {
  BUDGET_MAX_CENTS,
  budgetText,
  isOnNoteTimeStep,
  NOTE_TIME_STEP_MESSAGE,
  ProjectNoteBodySchema,
  ProjectNoteFormSchema,
  parseBudget,
} from './projects.ts';

function timestampErrors(timestamp: unknown): string[] {
  const parsed = ProjectNoteBodySchema.safeParse({ timestamp, attendees: 'Ana' });
  return (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('note time steps', () => {
  it('accepts times on a quarter hour, with or without seconds and offsets', () => {
    for (const value of ['09:00', '09:15', '13:30:00', '23:45:00.000', '2030-04-02T13:45:00-04:00']) {
      expect(isOnNoteTimeStep(value)).toBe(true);
    }
    expect(isOnNoteTimeStep('2030-04-02T17:45:00.000Z')).toBe(true);
    expect(isOnNoteTimeStep('2030-04-02T04:45:00+05:30')).toBe(true);
  });

  it('refuses minutes off the step and any seconds', () => {
    for (const value of ['09:07', '10:59', '10:15:30', '10:15:00.250', '2030-04-02T13:40:00Z']) {
      expect(isOnNoteTimeStep(value)).toBe(false);
    }
  });

  it('says so at the timestamp of a note call, and keeps the required message for a missing one', () => {
    expect(timestampErrors('2030-04-02T13:45:00Z')).toEqual([]);
    expect(timestampErrors('2030-04-02T13:50:00Z')).toEqual([`timestamp: ${NOTE_TIME_STEP_MESSAGE}`]);
    expect(timestampErrors('2030-04-02T13:45:10.000Z')).toEqual([`timestamp: ${NOTE_TIME_STEP_MESSAGE}`]);
    expect(timestampErrors(undefined)).toEqual([`timestamp: ${MESSAGES.required}`]);
    expect(timestampErrors('tomorrow')).toEqual([`timestamp: ${MESSAGES.required}`]);
  });

  it("says so at the dialog's time field", () => {
    const form = { type: 'in-person', attendees: 'Ana', date: '2030-04-02', body: '' };
    expect(ProjectNoteFormSchema.safeParse({ ...form, time: '10:30' }).success).toBe(true);
    const off = ProjectNoteFormSchema.safeParse({ ...form, time: '10:20' });
    expect(off.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['time', NOTE_TIME_STEP_MESSAGE],
    ]);
  });
});

describe('parseBudget', () => {
  it('reads an amount with grouping and up to two decimals as whole cents, exactly', () => {
    expect(parseBudget('12500')).toEqual({ cents: 1_250_000 });
    expect(parseBudget(' 12,500.5 ')).toEqual({ cents: 1_250_050 });
    expect(parseBudget('0.07')).toEqual({ cents: 7 });
    expect(parseBudget('1,234,567.89')).toEqual({ cents: 123_456_789 });
    expect(parseBudget('1000000000000')).toEqual({ cents: BUDGET_MAX_CENTS });
  });

  it('refuses text, a negative amount, a third decimal and more than the maximum, never reading another number', () => {
    expect(parseBudget('abc12x')).toEqual({ error: MESSAGES.budgetNotAnAmount });
    expect(parseBudget('1,2')).toEqual({ error: MESSAGES.budgetNotAnAmount });
    expect(parseBudget('-500')).toEqual({ error: MESSAGES.budgetNegative });
    expect(parseBudget('12.345')).toEqual({ error: MESSAGES.budgetDecimals });
    expect(parseBudget('')).toEqual({ error: MESSAGES.required });
    expect(parseBudget('1000000000000.01')).toEqual({ error: MESSAGES.budgetTooLarge });
  });

  it('writes cents back as the text the field edits', () => {
    expect(budgetText(1_250_050)).toBe('12500.50');
    expect(budgetText(1_250_000)).toBe('12500');
    expect(budgetText(7)).toBe('0.07');
  });
});

describe('currencyOfCountry', () => {
  it("gives a country's currency, and the US dollar for none", () => {
    expect(currencyOfCountry('de')).toBe('EUR');
    expect(currencyOfCountry('GB')).toBe('GBP');
    expect(currencyOfCountry('JP')).toBe('JPY');
    expect(currencyOfCountry('')).toBe('USD');
    expect(CURRENCIES).toContain('CHF');
  });
});
