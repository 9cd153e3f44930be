import { describe, expect, it } from 'vitest';
import {
  editorOfType,
  finishSourceOfType,
  sponsorSurfaceType,
  surfaceTypeLabel,
} from './surface-catalogue.ts';

describe('supplier surface types', () => {
  const id = '0b7f4c1e-2d3a-4f5b-8c6d-7e8f9a0b1c2d';

  it('keeps the supplier and the kind of its ceiling or wall button', () => {
    expect(sponsorSurfaceType(id)).toBe(`sponsor-${id}`);
    expect(finishSourceOfType(sponsorSurfaceType(id, 'ceiling'))).toEqual({
      kind: 'sponsor',
      sponsorId: id,
      supplierKind: 'ceiling',
    });
    expect(finishSourceOfType(sponsorSurfaceType(id))).toEqual({
      kind: 'sponsor',
      sponsorId: id,
      supplierKind: null,
    });
    expect(editorOfType(sponsorSurfaceType(id, 'wall'))).toBe('finish');
  });

  it('labels the surface card by kind', () => {
    expect(surfaceTypeLabel(sponsorSurfaceType(id))).toBe('Supplier finish');
    expect(surfaceTypeLabel(sponsorSurfaceType(id, 'ceiling'))).toBe('Supplier ceiling finish');
    expect(surfaceTypeLabel(sponsorSurfaceType(id, 'wall'))).toBe('Supplier wall finish');
  });

  it('offers sabin surfaces per-object finishes and every area surface coefficients', () => {
    expect(finishSourceOfType('sabin-multiaxis-search')).toEqual({ kind: 'search', perObject: true });
    for (const type of ['multiaxis-search', 'multiaxis-search-variable']) {
      expect(finishSourceOfType(type)).toEqual({ kind: 'search', perObject: false });
    }
  });
});
