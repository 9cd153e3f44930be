import { describe, expect, it } from 'vitest';
import { otherFormsOf } from './search-words.ts';

describe('otherFormsOf', () => {
  it('gives a plural its singular, and a singular nothing its own matches cover', () => {
    expect(otherFormsOf('baffles')).toEqual(['baffle']);
    expect(otherFormsOf('panels')).toEqual(['panel']);
    expect(otherFormsOf('tiles')).toEqual(['tile']);
    expect(otherFormsOf('boxes')).toEqual(['box']);
    expect(otherFormsOf('assemblies')).toEqual(['assembly']);
    // 'baffle' matches 'baffles' by word start already; 'glass' and 'gypsum' are no plurals.
    expect(otherFormsOf('baffle')).toEqual([]);
    expect(otherFormsOf('glass')).toEqual([]);
    expect(otherFormsOf('gypsum')).toEqual(['drywall', 'plasterboard']);
  });

  it('names the synonyms of a word and of its singular', () => {
    expect(otherFormsOf('carpet')).toEqual(['rug']);
    expect(otherFormsOf('rugs')).toEqual(['rug', 'carpet']);
    expect(otherFormsOf('drywall')).toEqual(['gypsum', 'plasterboard']);
    expect(otherFormsOf('curtains')).toEqual(['curtain', 'drape', 'drapery']);
    expect(otherFormsOf('chair')).toEqual(['seat', 'seating']);
    expect(otherFormsOf('seats')).toEqual(['seat', 'chair', 'seating']);
  });

  it('leaves short words and numbers alone', () => {
    expect(otherFormsOf('mm')).toEqual([]);
    expect(otherFormsOf('50mm')).toEqual([]);
    expect(otherFormsOf('kg')).toEqual([]);
  });
});
