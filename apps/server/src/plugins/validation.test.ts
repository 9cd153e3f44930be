import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './validation.ts';

describe('nulCharacterPath', () => {
  it('names the field holding U+0000, in objects, arrays and keys', () => {
    expect(nulCharacterPath({ name: 'Hall' })).toBeUndefined();
    expect(nulCharacterPath({ name: 'Ha\u0000ll' })).toEqual(['name']);
    expect(nulCharacterPath({ surfaces: [{ name: 'a' }, { name: 'b\u0000' }] })).toEqual([
      'surfaces',
      '1',
      'name',
    ]);
    expect(nulCharacterPath({ 'bad\u0000key': 1 })).toEqual(['bad\u0000key']);
    expect(nulCharacterPath('\u0000')).toEqual([]);
  });

  it('finds the first field in document order', () => {
    expect(nulCharacterPath({ a: 'x\u0000', b: ['\u0000'] })).toEqual(['a']);
  });

  it('walks a value nested 20,000 deep without exhausting the call stack', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 20_000; depth += 1) deep = [deep];
    expect(nulCharacterPath(deep)).toHaveLength(20_000);
    let clean: unknown = 'end';
    for (let depth = 0; depth < 20_000; depth += 1) clean = { next: clean };
    expect(nulCharacterPath(clean)).toBeUndefined();
  });
});
