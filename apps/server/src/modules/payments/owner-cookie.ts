import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, randomToken } from '../../lib/secure-random.ts';

/**
 * The cookie that makes the browser that paid for a share its owner, so an anonymous payer can
 * add versions later: a random token (256 bits), stored only as its SHA-256 on the order and the
 * share. httpOnly, sent only to the API.
 */
export const OWNER_COOKIE = 'roomtone_share_owner';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The owner token this browser sent, if any. */
export function ownerTokenOf(request: FastifyRequest): string | null {
  const value = request.cookies[OWNER_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** The hash of the browser's owner token, if it sent one. */
export function ownerTokenHashOf(request: FastifyRequest): string | null {
  const token = ownerTokenOf(request);
  return token === null ? null : hashToken(token);
}

/** The browser's owner token, making and setting a new one when it has none. */
export function ensureOwnerToken(request: FastifyRequest, reply: FastifyReply, isHttps: boolean): string {
  const existing = ownerTokenOf(request);
  if (existing !== null) return existing;
  const token = randomToken();
  reply.setCookie(OWNER_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps,
    maxAge: ONE_YEAR_SECONDS,
  });
  return token;
}
