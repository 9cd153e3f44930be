import { describe, expect, it } from 'vitest';
import { rowReaderOf } from './row-fields.ts';

describe('a row reader', () => {
  const read = rowReaderOf(
    { name: 'Gypsum', missing: null, count: 3, isPublic: true, createdOn: '2026-11-26T13:00:00.000+00:00' },
    'a statement',
  );

  it('gives each field with its type, null where the reader allows it', () => {
    expect(read.text('name')).toBe('Gypsum');
    expect(read.nullableText('missing')).toBeNull();
    expect(read.number('count')).toBe(3);
    expect(read.nullableNumber('missing')).toBeNull();
    expect(read.boolean('isPublic')).toBe(true);
    expect(read.nullableBoolean('missing')).toBeNull();
    expect(read.date('createdOn').toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });

  it('refuses a field of another type, or absent, naming the source and the field', () => {
    expect(() => read.text('count')).toThrow('a statement: unexpected count');
    expect(() => read.number('name')).toThrow('a statement: unexpected name');
    expect(() => read.boolean('missing')).toThrow('a statement: unexpected missing');
    expect(() => read.nullableText('absent')).toThrow('a statement: unexpected absent');
    expect(() => read.date('name')).toThrow('a statement: unexpected name');
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'row', 3, [{ name: 'Gypsum' }]])
      expect(() => rowReaderOf(value, 'a statement')).toThrow('a statement: unexpected row');
  });
});
