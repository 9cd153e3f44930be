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

/** True when `error` (or an error it wraps) says the database is out of reach for the moment. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    current = current.cause;
  }
  return false;
}
