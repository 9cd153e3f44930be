import { USER_ACCESS_MESSAGES, VIEW_AS_MINUTES } from '@roomtone/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestViewAs } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AdminCaller } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import { requireUserRow } from './admin-users.service.ts';
import { findViewAs, startViewingAs, stopViewingAs } from './user-access.repo.ts';

/**
 * `POST /api/admin/users/{id}/view-as`: the administrator's session shows the app as the user for
 * `VIEW_AS_MINUTES`, for a written reason; audited. Never as themselves, another administrator or
 * a locked user.
 */
export async function startViewAs(
  db: Db,
  caller: AdminCaller,
  sessionId: string,
  userId: string,
  reason: string,
): Promise<void> {
  if (userId === caller.user.id) throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.cannotViewAsSelf);
  const user = await requireUserRow(db, userId);
  if (user.isAdmin) throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.cannotViewAsAdministrator);
  if (user.lockedOn) throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.cannotViewAsLocked);
  await db.transaction(async (tx) => {
    await startViewingAs(tx, sessionId, { userId, reason, minutes: VIEW_AS_MINUTES });
    await auditAdminChange(tx, caller, 'user.view-as.start', user.email, {
      userId,
      reason,
      minutes: VIEW_AS_MINUTES,
    });
  });
}

/** Ends the session's view as another user and audits why (the administrator, or the time limit). */
async function endViewAs(
  db: Db,
  session: { id: string; administratorId: string; ip: string },
  why: 'stopped' | 'time limit' | 'signed out',
): Promise<void> {
  const user = await stopViewingAs(db, session.id);
  if (!user) return;
  await recordAudit(db, {
    action: 'admin.user.view-as.end',
    actorUserId: session.administratorId,
    target: user.email,
    ip: session.ip,
    details: { userId: user.id, ended: why },
  });
}

/** `POST /api/view-as/stop`: back to the administrator's own view. */
export async function stopViewAs(db: Db, request: FastifyRequest): Promise<void> {
  if (!request.viewAs || !request.sessionId)
    throw new AppError('CONFLICT', USER_ACCESS_MESSAGES.notViewingAs);
  await endViewAs(
    db,
    { id: request.sessionId, administratorId: request.viewAs.administratorId, ip: request.ip },
    'stopped',
  );
  request.viewAs = null;
}

/** Ends a view whose time is up; the session lookup noticed it. */
export function endViewAsPastItsTime(
  db: Db,
  session: { id: string; administratorId: string; ip: string },
): Promise<void> {
  return endViewAs(db, session, 'time limit');
}

/** Ends the view when the administrator signs out while viewing. */
export function endViewAsOnSignOut(db: Db, request: FastifyRequest): Promise<void> {
  if (!request.viewAs || !request.sessionId) return Promise.resolve();
  return endViewAs(
    db,
    { id: request.sessionId, administratorId: request.viewAs.administratorId, ip: request.ip },
    'signed out',
  );
}

/** What the banner shows, for a session viewing the app as someone. */
export async function readViewAs(db: Db, sessionId: string): Promise<RequestViewAs | null> {
  const row = await findViewAs(db, sessionId);
  if (!row?.until) return null;
  return {
    administratorId: row.administratorId,
    administratorEmail: row.administratorEmail,
    administratorName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    reason: row.reason,
    until: row.until.toISOString(),
  };
}

/**
 * Every change made while viewing the app as a user is written to the audit log under the
 * administrator's name: what they did (the route, never the body) and how it ended.
 */
export async function auditRequestWhileViewingAs(db: Db, request: FastifyRequest, status: number) {
  if (!request.viewAs || request.method === 'GET' || request.method === 'HEAD') return;
  await recordAudit(db, {
    action: 'admin.user.view-as.request',
    actorUserId: request.viewAs.administratorId,
    target: request.user?.email ?? '',
    ip: request.ip,
    details: { method: request.method, route: request.routeOptions.url ?? '', status },
  });
}
