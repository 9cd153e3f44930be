import type { CurrentUser } from '@roomtone/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { randomToken } from '../../lib/secure-random.ts';
import {
  clearSessionCookie,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  type SessionLookup,
  type SessionOwner,
  sessionIdOf,
  setSessionCookie,
} from '../../plugins/session.ts';
import {
  auditRequestWhileViewingAs,
  endViewAsOnSignOut,
  endViewAsPastItsTime,
  readViewAs,
} from '../admin/view-as.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findSessionUser, SESSION_ACTIVITY_SECONDS, type SessionUserRow } from './accounts.repo.ts';
import { RecentSessions } from './recent-sessions.ts';
import { deleteSession, insertSession, touchSession } from './sessions.repo.ts';

/** Turns a session row into the user the web app sees. */
function toCurrentUser(row: SessionUserRow): CurrentUser {
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

/**
 * The sessions as the session plugin reads them: one read resolves a session into its user; a
 * session viewing the app as another user costs one more, a view whose time is up is ended, and
 * activity is recorded at most once a minute. A read may take the lookup this instance made for
 * the same session within the last `reuseMs` (`recent-sessions.ts`); a write never does, and every
 * write answered forgets them all.
 */
export function sessionLookupOf(db: Db, reuseMs: number): SessionLookup {
  const recent = new RecentSessions<SessionOwner>(reuseMs);
  return {
    async resolve(sessionId, ip, isRead) {
      if (isRead) {
        const kept = recent.get(sessionId);
        if (kept) return kept;
      }
      const generation = recent.begin();
      const row = await findSessionUser(db, sessionId, SESSION_IDLE_SECONDS);
      if (!row) return null;
      const viewAs = row.isViewingAs ? await readViewAs(db, sessionId) : null;
      if (row.isViewAsOver) await endViewAsPastItsTime(db, { id: sessionId, administratorId: row.id, ip });
      if (row.isActivityDue) await touchSession(db, sessionId, SESSION_ACTIVITY_SECONDS);
      // Frozen: every read that takes it shares this one object.
      const owner: SessionOwner = Object.freeze({
        user: Object.freeze(toCurrentUser(row)),
        viewAs: viewAs ? Object.freeze(viewAs) : null,
      });
      if (!row.isViewAsOver) recent.keep(sessionId, owner, generation);
      return owner;
    },
    forgetRecent: () => recent.forgetAll(),
    afterViewAsResponse: (request, statusCode) => auditRequestWhileViewingAs(db, request, statusCode),
  };
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
  setSessionCookie(reply, cookieValue, isHttps);
  // The answer's CSRF token follows the session the request ends with (plugins/csrf.ts).
  request.sessionId = sessionId;
}

/**
 * Signs out: audits it for a signed-in user, ends the request's session (and an administrator's
 * view as a user in it) and clears its cookie.
 */
export async function signOut(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  isHttps: boolean,
): Promise<void> {
  if (request.user) await recordAudit(db, { action: 'logout', actorUserId: request.user.id, ip: request.ip });
  await endViewAsOnSignOut(db, request);
  if (request.sessionId) await deleteSession(db, request.sessionId);
  clearSessionCookie(reply, isHttps);
  request.sessionId = null;
  request.user = null;
  request.viewAs = null;
}
