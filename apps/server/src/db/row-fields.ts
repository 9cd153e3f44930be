/**
 * Readers of one field of a raw row (a prepared statement's, `prepared-statement.ts`), which the
 * database sends untyped: each checks the field's type and names the statement and column when it
 * is not what the statement promises, instead of letting a wrong value travel on.
 */

type Row = Record<string, unknown>;

function wrongField(statement: string, column: string, expected: string): Error {
  return new Error(`${statement}: column ${column} is not ${expected}`);
}

/** A text column that is never null. */
export function textField(row: Row, statement: string, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw wrongField(statement, column, 'a text');
  return value;
}

/** A text column that may be null. */
export function nullableTextField(row: Row, statement: string, column: string): string | null {
  const value = row[column];
  if (value === null) return null;
  if (typeof value !== 'string') throw wrongField(statement, column, 'a text or null');
  return value;
}

/** A boolean column that is never null. */
export function booleanField(row: Row, statement: string, column: string): boolean {
  const value = row[column];
  if (typeof value !== 'boolean') throw wrongField(statement, column, 'a boolean');
  return value;
}

/** A boolean column that may be null. */
export function nullableBooleanField(row: Row, statement: string, column: string): boolean | null {
  const value = row[column];
  if (value === null) return null;
  if (typeof value !== 'boolean') throw wrongField(statement, column, 'a boolean or null');
  return value;
}
