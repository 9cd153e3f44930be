import { describe, expect, it } from 'vitest';
import { ownAreaOf, remainingAreaFor } from './area-budget.ts';

const budget = { geometric: { lr: 48, fr: 36, fc: 160 }, covered: { lr: 30, fr: 40, fc: 80 } };

describe('area budget', () => {
  it('fills the rest of a group: the geometric area less what the other surfaces cover', () => {
    expect(remainingAreaFor(budget, 'lr', 10)).toBe(28);
    expect(remainingAreaFor(budget, 'fc', 80)).toBe(160);
    expect(remainingAreaFor(budget, 'fr', 0)).toBe(0);
  });

  it('counts a surface’s own area only while it is active and a number', () => {
    expect(ownAreaOf({ type: 'multiaxis-custom-alpha', area: { lr: '12,5' } }, 'lr')).toBe(12.5);
    expect(ownAreaOf({ type: 'multiaxis-custom-alpha', area: { lr: 12 }, inactive: true }, 'lr')).toBe(0);
    expect(ownAreaOf({ type: 'multiaxis-custom-alpha', area: { lr: '1e3' } }, 'lr')).toBe(0);
  });
});
