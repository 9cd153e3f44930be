import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * Where a request comes from, for rate limits, the audit log and the server's log: not who is
 * asking (that is the caller of lib/access.ts).
 */
export type RequestOrigin = { ip: string; log: FastifyBaseLogger };

/** The origin of a request. */
export function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, log: request.log };
}
