import { type CurrentUser, USER_ACCESS_MESSAGES, type ViewAs } from '@roomtone/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken, randomToken } from '../lib/secure-random.ts';
import {
  findSessionUser,
  SESSION_ACTIVITY_SECONDS,
  type SessionUserRow,
} from '../modules/accounts/accounts.repo.ts';
import { deleteSession, insertSession, touchSession } from '../modules/accounts/sessions.repo.ts';
import {
  auditRequestWhileViewingAs,
  endViewAsOnSignOut,
  endViewAsPastItsTime,
  type RequestViewAs,
  readViewAs,
} from '../modules/admin/view-as.service.ts';
import { isApiRoute } from './api-route.ts';

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'roomtone_sid';
/** A session ends after this long without a request (documented in docs/security.md). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** A session ends this long after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: CurrentUser | null;
    /** The database id of the request's session, when signed in. */
    sessionId: string | null;
    /** The administrator viewing the app as `user`, when one is (SPEC: the admin area). */
    viewAs: RequestViewAs | null;
  }
  interface FastifyContextConfig {
    /** The route changes the user's e-mail, password or sign-in providers: refused while viewing as them. */
    changesCredentials?: boolean;
  }
}

/** The session id stored in the database: a hash of the cookie's random value. */
export function sessionIdOf(cookieValue: string): string {
  return hashToken(cookieValue);
}

/** Turns a session row into the user the web app sees. */
export function toCurrentUser(row: SessionUserRow): CurrentUser {
  const isOrganization = row.organizationRole === 'owner' && row.isPersonalOrganization === false;
  return {
    id: row.id,
    username: row.email,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    admin: row.isAdmin,
    organization: isOrganization,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    vendorRequests: row.vendorRequests ?? false,
    subscriptionType: row.planCode,
    isVerified: row.isVerified,
  };
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

/**
 * Starts a new session for a user (rotation: a session the request already had is ended) and
 * sets its cookie.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  isHttps: boolean,
): Promise<void> {
  if (request.sessionId) await deleteSession(db, request.sessionId);
  const cookieValue = randomToken();
  const sessionId = sessionIdOf(cookieValue);
  await insertSession(db, {
    id: sessionId,
    userId,
    expiresOn: new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000),
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(SESSION_COOKIE, cookieValue, {
    ...cookieBase(isHttps),
    httpOnly: true,
    maxAge: SESSION_ABSOLUTE_SECONDS,
  });
  // The answer's CSRF token follows the session the request ends with (plugins/csrf.ts).
  request.sessionId = sessionId;
}

/** Ends the request's session (and an administrator's view as a user in it) and clears its cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply, isHttps: boolean) {
  await endViewAsOnSignOut(db, request);
  if (request.sessionId) await deleteSession(db, request.sessionId);
  reply.clearCookie(SESSION_COOKIE, { ...cookieBase(isHttps), httpOnly: true });
  request.sessionId = null;
  request.user = null;
  request.viewAs = null;
}

/**
 * Resolves the session cookie of every `/api` route's request into `request.user`, before the
 * CSRF check (which needs the session) and on the route the router matched (see api-route.ts).
 * A session viewing the app as another user costs one more read, and every change it makes is
 * audited under the administrator's name.
 */
export function registerSession(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('viewAs', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const cookieValue = request.cookies[SESSION_COOKIE];
    if (!cookieValue) return;
    const sessionId = sessionIdOf(cookieValue);
    const row = await findSessionUser(db, sessionId, SESSION_IDLE_SECONDS);
    if (!row) return;
    request.user = toCurrentUser(row);
    request.sessionId = sessionId;
    if (row.isViewingAs) request.viewAs = await readViewAs(db, sessionId);
    if (row.isViewAsOver)
      await endViewAsPastItsTime(db, { id: sessionId, administratorId: row.id, ip: request.ip });
    if (row.isActivityDue) await touchSession(db, sessionId, SESSION_ACTIVITY_SECONDS);
    if (request.viewAs && request.routeOptions.config?.changesCredentials)
      throw new AppError('FORBIDDEN', USER_ACCESS_MESSAGES.credentialsWhileViewingAs);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.viewAs) await auditRequestWhileViewingAs(db, request, reply.statusCode);
  });
}
