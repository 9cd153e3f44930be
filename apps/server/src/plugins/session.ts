import { type CurrentUser, USER_ACCESS_MESSAGES, type ViewAs } from '@roomtone/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { hashToken } from '../lib/secure-random.ts';
import { isApiRoute } from './api-route.ts';

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'roomtone_sid';
/** A session ends after this long without a request (documented in docs/security.md). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** A session ends this long after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

/** Who views the app as the request's user: the administrator's id with what the banner shows. */
export type RequestViewAs = ViewAs & { administratorId: string };

/** The user of a live session, and the administrator viewing the app as them when one is. */
export type SessionOwner = { user: CurrentUser; viewAs: RequestViewAs | null };

/**
 * What the plugin asks of the accounts module, which keeps the sessions (given by app.ts: a plugin
 * imports no module).
 */
export type SessionLookup = {
  /**
   * The owner of a live session, or null; records the session's activity when it is due. For a
   * read (`isRead`), it may be a lookup made a moment ago on this instance.
   */
  resolve(sessionId: string, ip: string, isRead: boolean): Promise<SessionOwner | null>;
  /**
   * Forgets the lookups kept for reads: run after the answer to every `/api` write, and after a
   * maintenance command, so no read takes a lookup made before a change.
   */
  forgetRecent(): void;
  /** Runs after the answer to a request made while an administrator views the app as its user. */
  afterViewAsResponse(request: FastifyRequest, statusCode: number): Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: CurrentUser | null;
    /** The database id of the request's session, when signed in. */
    sessionId: string | null;
    /** The administrator viewing the app as `user`, when one is (docs/product/screens.md#other-screens). */
    viewAs: RequestViewAs | null;
  }
  interface FastifyContextConfig {
    /** The route changes the user's e-mail, password or sign-in providers: refused while viewing as them. */
    changesCredentials?: boolean;
    /** A GET that changes something (a link followed from a mail or a provider): a write to the session cache. */
    changesState?: boolean;
  }
}

/**
 * A GET or HEAD that changes nothing. The few GETs that change something (a link followed from a
 * mail, a sign-in provider's return) say so in their route's config.
 */
function isRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const config = request.routeOptions.config;
  return !config?.changesState && !config?.changesCredentials;
}

/** The session id stored in the database: a hash of the cookie's random value. */
export function sessionIdOf(cookieValue: string): string {
  return hashToken(cookieValue);
}

/** What the web app is told of an administrator viewing the app as the request's user. */
export function publicViewAsOf(request: FastifyRequest): ViewAs | null {
  if (!request.viewAs) return null;
  const { administratorId: _, ...shown } = request.viewAs;
  return shown;
}

/** Cookie options shared by the session and CSRF cookies. */
export function cookieBase(isHttps: boolean) {
  return { path: '/', sameSite: 'lax' as const, secure: isHttps };
}

/** Sets the session cookie of a session just started. */
export function setSessionCookie(reply: FastifyReply, cookieValue: string, isHttps: boolean): void {
  reply.setCookie(SESSION_COOKIE, cookieValue, {
    ...cookieBase(isHttps),
    httpOnly: true,
    maxAge: SESSION_ABSOLUTE_SECONDS,
  });
}

/** Clears the session cookie of a session just ended. */
export function clearSessionCookie(reply: FastifyReply, isHttps: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieBase(isHttps), httpOnly: true });
}

/**
 * Resolves the session cookie of every `/api` route's request into `request.user`, before the
 * CSRF check (which needs the session) and on the route the router matched (see api-route.ts).
 * A session viewing the app as another user costs one more read, and every change it makes is
 * audited under the administrator's name.
 */
export function registerSession(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('viewAs', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const cookieValue = request.cookies[SESSION_COOKIE];
    if (!cookieValue) return;
    const sessionId = sessionIdOf(cookieValue);
    const owner = await sessions.resolve(sessionId, request.ip, isRead(request));
    if (!owner) return;
    request.user = owner.user;
    request.sessionId = sessionId;
    request.viewAs = owner.viewAs;
    if (request.viewAs && request.routeOptions.config?.changesCredentials)
      throw new AppError('FORBIDDEN', USER_ACCESS_MESSAGES.credentialsWhileViewingAs);
  });
  // Before the answer leaves, so no request its caller sends next can take a lookup made before
  // the write (every answer passes onSend: no route hijacks its reply).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (isApiRoute(request) && !isRead(request)) sessions.forgetRecent();
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.viewAs) await sessions.afterViewAsResponse(request, reply.statusCode);
  });
}
