/**
 * PostgreSQL error classes and socket errors that mean "the database cannot be reached right
 * now" rather than "this query is wrong": connection exceptions (08), operator intervention
 * (57P01-57P03: shutdown, crash, cannot connect now) and the driver's own connection failures.
 */
const UNAVAILABLE_CODES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/** The error and the errors it wraps (drizzle wraps the driver's error as `cause`), at most five deep. */
function* causesOf(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
}

/** True when `error` (or an error it wraps) says the database is out of reach for the moment. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causesOf(error)) {
    if (typeof current.code === 'string' && UNAVAILABLE_CODES.has(current.code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** True when `error` (or an error it wraps) is PostgreSQL's unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causesOf(error)) if (current.code === '23505') return true;
  return false;
}

/** True when the database could not write for lack of space (PostgreSQL 53100, or the file system's ENOSPC). */
export function isStorageFull(error: unknown): boolean {
  for (const current of causesOf(error)) {
    if (current.code === '53100' || current.code === 'ENOSPC') return true;
    if (typeof current.message === 'string' && /No space left on device/i.test(current.message)) return true;
  }
  return false;
}
