import {
  ADMIN_MESSAGES,
  type AdminPermission,
  type CurrentUser,
  MESSAGES,
  missingPermissionMessage,
} from '@roomtone/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { countHolders, findGrantedPermissions } from './admin-access.repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an `/api/admin` route needs (admin.routes.ts refuses a route without one). */
    adminPermission?: AdminPermission;
  }
  interface FastifyRequest {
    /** The permissions of the administrator calling an `/api/admin` route. */
    adminPermissions?: ReadonlySet<string>;
  }
}

/** The administrator calling an admin route, with what their groups grant. */
export type AdminCaller = { user: CurrentUser; permissions: ReadonlySet<string>; ip: string };

/**
 * Decides an admin route before its handler runs: anonymous 401, a user who is not an
 * administrator 403, an administrator whose groups lack the route's permission 403.
 */
export async function checkAdminPermission(db: Db, request: FastifyRequest): Promise<void> {
  const permission = request.routeOptions.config.adminPermission;
  const user = requireUser(request.user);
  if (!user.admin || !permission) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  const granted = await findGrantedPermissions(db, user.id);
  if (!granted.has(permission)) throw new AppError('FORBIDDEN', missingPermissionMessage(permission));
  request.adminPermissions = granted;
}

/** The caller of an admin route whose permission `checkAdminPermission` has granted. */
export function adminCallerOf(request: FastifyRequest): AdminCaller {
  const user = requireUser(request.user);
  if (!request.adminPermissions) throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  return { user, permissions: request.adminPermissions, ip: request.ip };
}

/**
 * The last-administrator rule: a change (run in `tx`, before it commits) that leaves no
 * administrator able to manage administrators is refused, and so rolled back.
 */
export async function assertSomeoneAdministers(tx: Db): Promise<void> {
  if ((await countHolders(tx, 'administrators.write', [])) === 0) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdministrator);
  }
}
