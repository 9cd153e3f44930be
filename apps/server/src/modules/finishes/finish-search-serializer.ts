import { type Finish, FinishListResponseSchema, FinishSchema } from '@roomtone/contracts';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { finishRowOf } from './finish-json.ts';
import { toFinish } from './finishes.mapper.ts';

/**
 * Search answers built from finishes already mapped and serialized. The search statement answers
 * each finish as the JSON text of its row (its columns and its category's name and public flag),
 * and that text is the key: while it stays the same, the finish the API returns and its JSON are
 * the same, so a finish is decoded, mapped, checked against `FinishSchema` and stringified once,
 * not on every keystroke of every user. A change to the row or its category is another text, so
 * another entry; nothing is kept that a change could make stale, and other server instances
 * need not be told. Measured on the demo data, this took the search's own work on the server
 * from about 0.9 to about 0.55 ms a request (docs/operations.md, the request path).
 */

/** Finishes remembered (each about 3 KB: row text, finish and JSON); the least recently used go first. */
const REMEMBERED_FINISHES = 2_000;

type Remembered = { finish: Finish; json: string };

const rememberedByRow = new Map<string, Remembered>();
/** The JSON of each remembered finish, found from the finish a route answers with. */
const jsonByFinish = new WeakMap<object, string>();

/**
 * The finish of a search row (its JSON text, as `finish-json.ts` reads it), remembered with its
 * serialized JSON. The finish is frozen: every answer that holds it shares it.
 */
export function finishOfSearchRow(rowJson: string): Finish {
  const known = rememberedByRow.get(rowJson);
  if (known) {
    // Most recently used last, so the first entry is the one to forget.
    rememberedByRow.delete(rowJson);
    rememberedByRow.set(rowJson, known);
    return known.finish;
  }
  const finish = Object.freeze(toFinish(finishRowOf(JSON.parse(rowJson))));
  const json = JSON.stringify(FinishSchema.encode(finish));
  if (rememberedByRow.size >= REMEMBERED_FINISHES) {
    const oldest = rememberedByRow.keys().next();
    if (!oldest.done) rememberedByRow.delete(oldest.value);
  }
  rememberedByRow.set(rowJson, { finish, json });
  jsonByFinish.set(finish, json);
  return finish;
}

/** The end of a finish list answer without finishes: the finishes go between its brackets. */
const EMPTY_LIST_END = '"finishes":[]}';

/**
 * Serializes a finish list answer as the schema's serializer does, to the byte, taking each
 * remembered finish's JSON as it is: the envelope is encoded by `FinishListResponseSchema` with
 * no finishes, and the finishes' JSON goes in its empty list (the last key). An answer holding a
 * finish not remembered here is left whole to the schema's serializer, as is anything else this
 * cannot place, so that serializer also reports what does not match.
 */
function finishListSerializer(schemaSerializer: (data: unknown) => string): (data: unknown) => string {
  return (data) => {
    if (typeof data !== 'object' || data === null || !('finishes' in data)) return schemaSerializer(data);
    const { finishes, ...envelope } = data;
    if (!Array.isArray(finishes)) return schemaSerializer(data);
    const finishJson: string[] = [];
    for (const finish of finishes) {
      const json = typeof finish === 'object' && finish !== null ? jsonByFinish.get(finish) : undefined;
      if (json === undefined) return schemaSerializer(data);
      finishJson.push(json);
    }
    // Encoding is parsing for this schema (no codecs); parsing takes the envelope as it comes.
    const encoded = FinishListResponseSchema.safeParse({ ...envelope, finishes: [] });
    if (!encoded.success) return schemaSerializer(data);
    const empty = JSON.stringify(encoded.data);
    if (!empty.endsWith(EMPTY_LIST_END)) return schemaSerializer(data);
    return `${empty.slice(0, -EMPTY_LIST_END.length)}"finishes":[${finishJson.join(',')}]}`;
  };
}

/**
 * The serializer compiler of a route answering `FinishListResponseSchema` (the search's), through
 * `finishListSerializer`. It refuses any other schema when the routes are built.
 */
export const finishListSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  if (route.schema !== FinishListResponseSchema) {
    throw new Error('finishListSerializerCompiler serializes FinishListResponseSchema only');
  }
  return finishListSerializer(serializerCompiler({ ...route, schema: FinishListResponseSchema }));
};
