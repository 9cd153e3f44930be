import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { finishColumnsAsKeys, finishRowOf } from './finish-json.ts';
import { SAMPLE_FINISH_ROW_JSON } from './finish-row-sample.ts';
import { finishSelection } from './finishes.repo.ts';

const ROW = SAMPLE_FINISH_ROW_JSON;

describe('a finish as JSON', () => {
  it('reads every field with the types of a finish row, times as dates', () => {
    expect(finishRowOf(JSON.parse(JSON.stringify(ROW)))).toEqual({
      ...ROW,
      createdOn: new Date('2026-11-25T10:00:00.123Z'),
      updatedOn: new Date('2026-11-25T11:30:00Z'),
    });
  });

  it('keeps a finish without a category (left join) as nulls', () => {
    const row = finishRowOf({ ...ROW, categoryId: null, categoryName: null, categoryIsPublic: null });
    expect(row).toMatchObject({ categoryId: null, categoryName: null, categoryIsPublic: null });
  });

  it.each([
    ['a125', null],
    ['unit', 'per-square-metre'],
    ['createdOn', 'yesterday'],
    ['isSponsor', 'no'],
    ['name', 3],
  ])('refuses a row whose %s is %j, naming the field', (field, value) => {
    expect(() => finishRowOf({ ...ROW, [field]: value })).toThrow(`unexpected ${field}`);
  });

  it('refuses a value that is not an object', () => {
    expect(() => finishRowOf([ROW])).toThrow('unexpected row');
  });
});

describe('finishColumnsAsKeys', () => {
  it('names every selected column by its key, with nothing left to bind', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`select ${finishColumnsAsKeys}`);
    expect(params).toEqual([]);
    for (const key of Object.keys(finishSelection)) expect(text).toContain(` as "${key}"`);
    expect(text).toContain(`"finish_categories"."name" as "categoryName"`);
    expect(text).toContain(`"finishes"."a1000" as "a1000"`);
  });
});
