import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from './audit.repo.ts';

/** Security-relevant actions written to the audit log. */
export type AuditAction =
  | 'login.success'
  | 'login.failure'
  /** A locked user gave the right password (or provider) and was refused. */
  | 'login.locked'
  | 'logout'
  | 'signup'
  | 'password.change'
  | 'password.reset.request'
  | 'password.reset'
  | 'email.change'
  | 'verification'
  | 'social.connect'
  | 'social.disconnect'
  | 'organization.update'
  | 'organization.logo'
  | 'organization.member.add'
  | 'organization.member.remove'
  | 'organization.plan.set'
  | 'payment.refund'
  /** Every change made in the admin area (`admin.user.note.add`, `admin.group.update`, ...). */
  | `admin.${string}`;

/** One audit entry. Details never hold passwords, hashes or tokens. */
export type AuditEntry = {
  action: AuditAction;
  actorUserId?: string | null;
  target?: string;
  ip?: string;
  details?: Record<string, string | number | boolean | null>;
};

/**
 * Appends an entry to the audit log: the one way every module records what happened (the admin
 * area reads the log back through its own queries).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    target: entry.target ?? '',
    ip: entry.ip ?? '',
    details: entry.details ?? {},
  });
}
