import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AdminCaller } from './admin-access.ts';

/** Writes the audit entry of a change made in the admin area, by its administrator. */
export function auditAdminChange(
  db: Db,
  caller: AdminCaller,
  action: string,
  target: string,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  return recordAudit(db, {
    action: `admin.${action}`,
    actorUserId: caller.user.id,
    target,
    ip: caller.ip,
    details,
  });
}
