import { CONFIGURATION, failure } from '@roomtone/contracts';
import type { FastifyInstance } from 'fastify';
import { randomToken } from '../lib/secure-random.ts';
import { cookieBase } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Message of a state-changing request without a valid CSRF token. */
export const CSRF_MESSAGE = 'Your session has expired. Please reload the page and try again.';

/**
 * Double-submit CSRF protection: every `/api` answer sets the readable `XSRF-TOKEN` cookie when
 * it is missing; every state-changing `/api` request must send the same value in
 * `X-XSRF-TOKEN`, or it is refused with 403 before anything runs.
 */
export function registerCsrf(app: FastifyInstance, isHttps: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookieToken = request.cookies[CONFIGURATION.csrfCookieName];
    if (!cookieToken) {
      reply.setCookie(CONFIGURATION.csrfCookieName, randomToken(), {
        ...cookieBase(isHttps),
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const headerToken = request.headers[CONFIGURATION.csrfHeaderName];
    if (!cookieToken || typeof headerToken !== 'string' || headerToken !== cookieToken) {
      return reply.code(403).send(failure([CSRF_MESSAGE]));
    }
  });
}
