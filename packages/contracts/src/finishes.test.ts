import { describe, expect, it } from 'vitest';
import {
  FINISH_MESSAGES,
  FinishBrowseQuerySchema,
  FinishSearchQuerySchema,
  SponsorFinishesQuerySchema,
} from './finishes.ts';
import { supplierKindOfCategory, supplierKindsOf } from './supplier-kinds.ts';

describe('finish query unit', () => {
  it('takes coefficient or sabin-per-object, and no unit as any unit', () => {
    expect(FinishSearchQuerySchema.parse({ q: 'seat', unit: 'sabin-per-object' })).toEqual({
      q: 'seat',
      limit: 20,
      unit: 'sabin-per-object',
    });
    expect(FinishSearchQuerySchema.parse({ q: 'seat' }).unit).toBeUndefined();
    expect(FinishBrowseQuerySchema.parse({ unit: 'coefficient' })).toEqual({ unit: 'coefficient' });
  });

  it('names an unknown unit or supplier kind', () => {
    const unit = FinishSearchQuerySchema.safeParse({ q: 'seat', unit: 'm2' });
    expect(unit.error?.issues.map((issue) => issue.message)).toEqual([FINISH_MESSAGES.unknownUnit]);
    const kind = SponsorFinishesQuerySchema.safeParse({ kind: 'floor' });
    expect(kind.error?.issues.map((issue) => issue.message)).toEqual([FINISH_MESSAGES.unknownSupplierKind]);
  });
});

describe('supplier buttons', () => {
  it('knows the ceiling and wall categories only', () => {
    expect(supplierKindOfCategory('Ceilings')).toBe('ceiling');
    expect(supplierKindOfCategory('Walls')).toBe('wall');
    expect(supplierKindOfCategory('Acoustic panels')).toBeNull();
    expect(supplierKindOfCategory(null)).toBeNull();
  });

  it('gives separate buttons only to a supplier of ceilings and walls, with some of each', () => {
    expect(supplierKindsOf(['Ceilings', 'Walls', 'Ceilings'])).toEqual(['ceiling', 'wall']);
    expect(supplierKindsOf(['Ceilings', 'Walls', 'Acoustic panels'])).toEqual([]);
    expect(supplierKindsOf(['Ceilings', 'Ceilings'])).toEqual([]);
    expect(supplierKindsOf(['Walls', null])).toEqual([]);
    expect(supplierKindsOf([])).toEqual([]);
  });
});
