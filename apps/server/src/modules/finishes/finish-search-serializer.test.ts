import { FinishListResponseSchema, FinishResponseSchema, OK } from '@roomtone/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { finishRowOf } from './finish-json.ts';
import { SAMPLE_FINISH_ROW_JSON } from './finish-row-sample.ts';
import { finishListSerializerCompiler, finishOfSearchRow } from './finish-search-serializer.ts';
import { toFinish } from './finishes.mapper.ts';

/** The sample row as JSON text, with some fields changed. */
function rowJson(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...SAMPLE_FINISH_ROW_JSON, ...overrides });
}

const route = { schema: FinishListResponseSchema, method: 'GET', url: '/api/finishes/search' };
const schemaSerializer = serializerCompiler(route);
const serialize = finishListSerializerCompiler(route);

describe('search answers from finishes already serialized', () => {
  it('writes an answer byte for byte as the schema serializer does', () => {
    const finishes = [
      rowJson(),
      rowJson({ id: '6f1c1f5e-0d7c-4a8e-9c57-2d7f5a0c0102', name: 'Seat', unit: 'sabin-per-object' }),
      rowJson({ id: '6f1c1f5e-0d7c-4a8e-9c57-2d7f5a0c0103', categoryId: null, categoryName: null }),
    ].map(finishOfSearchRow);
    const answer = { ...OK, finishes };
    expect(serialize(answer)).toBe(schemaSerializer(answer));
    expect(serialize({ ...OK, finishes: [] })).toBe(schemaSerializer({ ...OK, finishes: [] }));
  });

  it('maps a row once while its text stays the same, and anew when the row changes', () => {
    const first = finishOfSearchRow(rowJson({ id: '6f1c1f5e-0d7c-4a8e-9c57-2d7f5a0c0201' }));
    expect(finishOfSearchRow(rowJson({ id: '6f1c1f5e-0d7c-4a8e-9c57-2d7f5a0c0201' }))).toBe(first);
    const renamed = finishOfSearchRow(
      rowJson({ id: '6f1c1f5e-0d7c-4a8e-9c57-2d7f5a0c0201', categoryName: 'Panels' }),
    );
    expect(renamed).not.toBe(first);
    expect(renamed.categoryName).toBe('Panels');
    expect(Object.isFrozen(renamed)).toBe(true);
    expect(serialize({ ...OK, finishes: [renamed] })).toContain('"categoryName":"Panels"');
  });

  it('leaves an answer holding a finish it did not serialize to the schema serializer', () => {
    const made = toFinish(finishRowOf(JSON.parse(rowJson({ id: '6f1c1f5e-0d7c-4a8e-9c57-2d7f5a0c0301' }))));
    const answer = { ...OK, finishes: [finishOfSearchRow(rowJson()), made] };
    expect(serialize(answer)).toBe(schemaSerializer(answer));
    expect(() => serialize({ ...OK, finishes: [{ ...made, nrc: 'high' }] })).toThrow();
  });

  it('serializes finish lists only', () => {
    expect(() => finishListSerializerCompiler({ ...route, schema: FinishResponseSchema })).toThrow(
      'FinishListResponseSchema only',
    );
  });
});
