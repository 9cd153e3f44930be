import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowReaderOf, UnexpectedFieldError } from '../../db/row-fields.ts';
import { type FinishRow, finishSelection } from './finishes.repo.ts';

/**
 * A finish as one JSON value: the search answers each finish of its page as the JSON text of its
 * row (`row_to_json` of the columns below), which Postgres builds faster than one
 * `json_build_object` call of 70 arguments, and which the server reads here. The text is also the
 * key under which the server keeps the finish it has mapped and serialized
 * (`finish-search-serializer.ts`).
 */

/**
 * The columns of a finish row (`finishSelection`), each named by its `FinishRow` key, so a row
 * of them turns into a JSON object keyed like `FinishRow` (`row_to_json`). It names only
 * columns, so it is rendered to SQL text once.
 */
export const finishColumnsAsKeys: SQL = sql.raw(
  new PgDialect().sqlToQuery(
    sql.join(
      Object.entries(finishSelection).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
      sql`, `,
    ),
  ).sql,
);

function unitOf(unit: string): FinishRow['unit'] {
  if (unit === 'coefficient' || unit === 'sabin-per-object') return unit;
  throw new UnexpectedFieldError('finish JSON', 'unit');
}

/** A finish of the search as JSON (parsed), with the types the query builder gives a `FinishRow`. */
export function finishRowOf(value: unknown): FinishRow {
  const read = rowReaderOf(value, 'finish JSON');
  return {
    id: read.text('id'),
    finishId: read.nullableText('finishId'),
    categoryId: read.nullableText('categoryId'),
    organizationId: read.nullableText('organizationId'),
    isSponsor: read.boolean('isSponsor'),
    name: read.text('name'),
    description: read.text('description'),
    altkeywords: read.text('altkeywords'),
    manufacturer: read.text('manufacturer'),
    model: read.text('model'),
    thickness: read.text('thickness'),
    density: read.text('density'),
    feat1: read.text('feat1'),
    feat2: read.text('feat2'),
    feat3: read.text('feat3'),
    feat4: read.text('feat4'),
    feat5: read.text('feat5'),
    mounting: read.text('mounting'),
    suggest: read.boolean('suggest'),
    unit: unitOf(read.text('unit')),
    a63: read.nullableNumber('a63'),
    a125: read.number('a125'),
    a250: read.number('a250'),
    a500: read.number('a500'),
    a1000: read.number('a1000'),
    a2000: read.number('a2000'),
    a4000: read.number('a4000'),
    source: read.text('source'),
    flags: read.text('flags'),
    createdBy: read.nullableText('createdBy'),
    createdOn: read.date('createdOn'),
    updatedOn: read.date('updatedOn'),
    categoryName: read.nullableText('categoryName'),
    categoryIsPublic: read.nullableBoolean('categoryIsPublic'),
  };
}
