import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type FinishRow, finishSelection } from './finishes.repo.ts';

/**
 * A page of finishes as one JSON value: one query can then answer a page together with other
 * values (the first search tier also answers what the vocabulary knows of the query words), and a
 * page is one field to decode whatever its size (a search page of 20 finishes holds 680 fields).
 */

/**
 * The columns of a finish row (`finishSelection`), each named by its `FinishRow` key, so a row
 * of them turns into a JSON object keyed like `FinishRow` as a whole (`json_agg(row)`), which
 * Postgres does faster than one `json_build_object` call of 70 arguments per row. It names only
 * columns, so it is rendered to SQL text once: every search query holds it, and rendering its 35
 * columns again per query cost more than a tenth of a millisecond.
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

/** One finish of a JSON page, with the types the query builder gives a `FinishRow`. */
export function finishRowOf(value: unknown): FinishRow {
  if (typeof value !== 'object' || value === null) throw new FinishJsonError('row');
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

/** The finishes of a JSON page (`[]` when the page is empty). */
export function finishRowsOf(page: string): FinishRow[] {
  const value: unknown = JSON.parse(page);
  if (!Array.isArray(value)) throw new FinishJsonError('page');
  return value.map(finishRowOf);
}
