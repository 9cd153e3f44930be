import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

class FinishJsonError extends Error {
  constructor(field: string) {
    super(`finish JSON: unexpected ${field}`);
  }
}

type JsonObject = Record<string, unknown>;

function text(row: JsonObject, field: string): string {
  const value = row[field];
  if (typeof value !== 'string') throw new FinishJsonError(field);
  return value;
}

function textOrNull(row: JsonObject, field: string): string | null {
  return row[field] === null ? null : text(row, field);
}

function numeric(row: JsonObject, field: string): number {
  const value = row[field];
  if (typeof value !== 'number') throw new FinishJsonError(field);
  return value;
}

function flag(row: JsonObject, field: string): boolean {
  const value = row[field];
  if (typeof value !== 'boolean') throw new FinishJsonError(field);
  return value;
}

function instant(row: JsonObject, field: string): Date {
  const value = new Date(text(row, field));
  if (Number.isNaN(value.getTime())) throw new FinishJsonError(field);
  return value;
}

function unitOf(row: JsonObject): FinishRow['unit'] {
  const value = row.unit;
  if (value === 'coefficient' || value === 'sabin-per-object') return value;
  throw new FinishJsonError('unit');
}

/** A finish of the search as JSON (parsed), with the types the query builder gives a `FinishRow`. */
export function finishRowOf(value: unknown): FinishRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FinishJsonError('row');
  const row = value as JsonObject;
  return {
    id: text(row, 'id'),
    finishId: textOrNull(row, 'finishId'),
    categoryId: textOrNull(row, 'categoryId'),
    organizationId: textOrNull(row, 'organizationId'),
    isSponsor: flag(row, 'isSponsor'),
    name: text(row, 'name'),
    description: text(row, 'description'),
    altkeywords: text(row, 'altkeywords'),
    manufacturer: text(row, 'manufacturer'),
    model: text(row, 'model'),
    thickness: text(row, 'thickness'),
    density: text(row, 'density'),
    feat1: text(row, 'feat1'),
    feat2: text(row, 'feat2'),
    feat3: text(row, 'feat3'),
    feat4: text(row, 'feat4'),
    feat5: text(row, 'feat5'),
    mounting: text(row, 'mounting'),
    suggest: flag(row, 'suggest'),
    unit: unitOf(row),
    a63: row.a63 === null ? null : numeric(row, 'a63'),
    a125: numeric(row, 'a125'),
    a250: numeric(row, 'a250'),
    a500: numeric(row, 'a500'),
    a1000: numeric(row, 'a1000'),
    a2000: numeric(row, 'a2000'),
    a4000: numeric(row, 'a4000'),
    source: text(row, 'source'),
    flags: text(row, 'flags'),
    createdBy: textOrNull(row, 'createdBy'),
    createdOn: instant(row, 'createdOn'),
    updatedOn: instant(row, 'updatedOn'),
    categoryName: textOrNull(row, 'categoryName'),
    categoryIsPublic: row.categoryIsPublic === null ? null : flag(row, 'categoryIsPublic'),
  };
}
