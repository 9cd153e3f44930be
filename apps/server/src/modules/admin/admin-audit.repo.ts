import { ADMIN_PAGE_SIZE } from '@roomtone/contracts';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/list-paging.ts';

/** The filters of the audit log, already validated. */
export type AuditFilter = { actor: string; action: string; target: string; from: string; to: string };

function filterOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor === '' ? undefined : ilike(users.email, containsPattern(filter.actor)),
    filter.action === '' ? undefined : ilike(auditLog.action, containsPattern(filter.action)),
    filter.target === '' ? undefined : ilike(auditLog.target, containsPattern(filter.target)),
    filter.from === '' ? undefined : gte(auditLog.at, sql`${filter.from}::date`),
    filter.to === '' ? undefined : lt(auditLog.at, sql`${filter.to}::date + 1`),
  );
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  actorUserId: auditLog.actorUserId,
  actorEmail: users.email,
  target: auditLog.target,
  ip: auditLog.ip,
  details: auditLog.details,
};

/** Audit entries matching the filter, newest first: `limit` of them from `offset`. */
export function listAuditEntries(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(filterOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

/** One page of the audit log and the number of entries the filter matches. */
export async function listAuditPage(db: Db, filter: AuditFilter, page: number) {
  const rows = await listAuditEntries(db, filter, ADMIN_PAGE_SIZE, offsetOf(page, ADMIN_PAGE_SIZE));
  const [total] = await db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(filterOf(filter));
  return { rows, total: total?.total ?? 0 };
}

/** The row shape of an audit entry. */
export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
