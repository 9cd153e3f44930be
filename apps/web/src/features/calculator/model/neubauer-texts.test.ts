import { describe, expect, it } from 'vitest';
import { faceLabel, formatShare, formatTerm, termUnit } from './neubauer-texts.ts';

describe('the Neubauer detail texts', () => {
  it('shows a face term with four significant digits and never a rounding residue', () => {
    expect(formatTerm(1976.0000001)).toBe('1,976');
    expect(formatTerm(-624)).toBe('-624');
    expect(formatTerm(-67_500)).toBe('-67,500');
    expect(formatTerm(0.512345)).toBe('0.5123');
    expect(formatTerm(1.2e-13)).toBe('0');
    expect(formatTerm(-3e-14)).toBe('0');
    expect(formatTerm(null)).toBe('—');
    expect(formatTerm(Number.NaN)).toBe('—');
  });

  it('shows a share of the time with three decimals, and names faces and units as the editor does', () => {
    expect(formatShare(0.41467)).toBe('0.415');
    expect(formatShare(-0.0001)).toBe('0.000');
    expect(faceLabel('left')).toBe('Left wall');
    expect(faceLabel('floor')).toBe('Floor');
    expect(termUnit('Metric')).toBe('m⁴');
    expect(termUnit('Imperial')).toBe('ft⁴');
  });
});
