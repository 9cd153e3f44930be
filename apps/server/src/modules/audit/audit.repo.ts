import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** A row of the audit log as written. */
export type AuditLogValues = typeof auditLog.$inferInsert;

/** Appends one row to the audit log. */
export async function insertAuditEntry(db: Db, values: AuditLogValues): Promise<void> {
  await db.insert(auditLog).values(values);
}
