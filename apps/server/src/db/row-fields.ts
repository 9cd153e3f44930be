/**
 * Reads the fields of an untyped row (a prepared statement's raw row, a row the database built as
 * JSON), checking each one's type, so that a wrong value stops at the read with the source and the
 * field named, instead of travelling on under a type it does not have.
 */

/** A field of a row, or the row itself, was not what its reader expects. */
export class UnexpectedFieldError extends Error {
  constructor(source: string, field: string) {
    super(`${source}: unexpected ${field}`);
    this.name = 'UnexpectedFieldError';
  }
}

/** Typed readers of one row's fields. */
export type RowReader = {
  text: (field: string) => string;
  nullableText: (field: string) => string | null;
  number: (field: string) => number;
  nullableNumber: (field: string) => number | null;
  boolean: (field: string) => boolean;
  nullableBoolean: (field: string) => boolean | null;
  /** A date written as ISO text (JSON has no date). */
  date: (field: string) => Date;
};

/** The readers of `value`'s fields, which must be an object; errors name `source`. */
export function rowReaderOf(value: unknown, source: string): RowReader {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UnexpectedFieldError(source, 'row');
  const row = value as Record<string, unknown>;
  const text = (field: string): string => {
    const fieldValue = row[field];
    if (typeof fieldValue !== 'string') throw new UnexpectedFieldError(source, field);
    return fieldValue;
  };
  const number = (field: string): number => {
    const fieldValue = row[field];
    if (typeof fieldValue !== 'number') throw new UnexpectedFieldError(source, field);
    return fieldValue;
  };
  const boolean = (field: string): boolean => {
    const fieldValue = row[field];
    if (typeof fieldValue !== 'boolean') throw new UnexpectedFieldError(source, field);
    return fieldValue;
  };
  return {
    text,
    nullableText: (field) => (row[field] === null ? null : text(field)),
    number,
    nullableNumber: (field) => (row[field] === null ? null : number(field)),
    boolean,
    nullableBoolean: (field) => (row[field] === null ? null : boolean(field)),
    date: (field) => {
      const date = new Date(text(field));
      if (Number.isNaN(date.getTime())) throw new UnexpectedFieldError(source, field);
      return date;
    },
  };
}
