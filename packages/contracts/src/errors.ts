/** Error codes the server raises and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

/** One of the server's error codes. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The client-side error kinds that drive guard redirects (docs/product/api.md#client-error-kinds). */
export const CLIENT_ERROR_KINDS = [
  'unauthenticated-client',
  'unauthorized-client',
  'unverified-client',
  'verified-client',
  'authenticated-client',
] as const;

/** One client-side error kind. */
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
