import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIGURATION, failure } from '@roomtone/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../lib/secure-random.ts';
import { isApiRoute } from './api-route.ts';
import { cookieBase } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'anonymous'`: the route takes anonymous writes without a token. Only for a route a visitor
     * uses inside a vendor's frame on another site, where the browser sends no SameSite cookie
     * (neither the token nor a session); a request that does carry a session is checked as usual.
     */
    csrfExempt?: 'anonymous';
  }
}

/** Message of a state-changing request without a valid CSRF token. */
export const CSRF_MESSAGE = 'Your session has expired. Please reload the page and try again.';

/** At most this many sessions' tokens are kept worked out (a few hundred kilobytes). */
const KEPT_TOKENS = 10_000;

/**
 * The token a signed-in session must send: an HMAC of its id, so no one can choose or plant it.
 * Every answer to a signed-in request carries it (below), so the tokens of recent sessions are
 * kept rather than computed again on each request; the kept set starts over when full.
 */
function sessionTokenOf(secret: Buffer): (sessionId: string) => string {
  const kept = new Map<string, string>();
  return (sessionId) => {
    const known = kept.get(sessionId);
    if (known) return known;
    const token = `s.${createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url')}`;
    if (kept.size >= KEPT_TOKENS) kept.clear();
    kept.set(sessionId, token);
    return token;
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token this request must carry, or undefined for an anonymous request (any double-submitted value). */
function expectedToken(request: FastifyRequest, tokenOf: (sessionId: string) => string): string | undefined {
  return request.sessionId ? tokenOf(request.sessionId) : undefined;
}

function isExemptAnonymous(request: FastifyRequest): boolean {
  return request.routeOptions.config.csrfExempt === 'anonymous' && !request.sessionId;
}

function isValid(request: FastifyRequest, tokenOf: (sessionId: string) => string): boolean {
  if (isExemptAnonymous(request)) return true;
  const header = request.headers[CONFIGURATION.csrfHeaderName];
  if (typeof header !== 'string' || header === '') return false;
  const expected = expectedToken(request, tokenOf);
  if (expected) return sameText(header, expected);
  const cookieToken = request.cookies[CONFIGURATION.csrfCookieName];
  return typeof cookieToken === 'string' && sameText(header, cookieToken);
}

/**
 * CSRF protection for every `/api` route, decided on the route the router matched (so
 * `/%61pi/logout` is checked like `/api/logout`). Every state-changing request must send the
 * readable `XSRF-TOKEN` cookie's value in `X-XSRF-TOKEN`. For a signed-in request the value must
 * be the HMAC of its session id under a server secret: a cookie planted from a sibling domain
 * cannot pair with a header of the attacker's choosing. Anonymous requests (sign-in, sign-up,
 * contact) use a random double-submitted value; a route marked `csrfExempt: 'anonymous'` takes
 * them without one (it has no session to ride). Each answer sets the cookie to the token of the
 * session the request ends with, so signing in or out hands the page its new token at once.
 */
export function registerCsrf(app: FastifyInstance, options: { isHttps: boolean; secret: Buffer }): void {
  const { isHttps } = options;
  const tokenOf = sessionTokenOf(options.secret);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request) || SAFE_METHODS.has(request.method)) return;
    if (!isValid(request, tokenOf)) return reply.code(403).send(failure([CSRF_MESSAGE]));
  });
  app.addHook('onSend', async (request, reply: FastifyReply) => {
    // A 5xx (the database out of reach) says nothing about the session: a signed-in browser keeps
    // its token, instead of getting an anonymous one its next write would be refused with.
    if (!isApiRoute(request) || reply.statusCode >= 500) return;
    const current = request.cookies[CONFIGURATION.csrfCookieName];
    const wanted =
      expectedToken(request, tokenOf) ?? (current && !current.startsWith('s.') ? current : randomToken());
    if (wanted !== current) {
      reply.setCookie(CONFIGURATION.csrfCookieName, wanted, { ...cookieBase(isHttps), httpOnly: false });
    }
  });
}
