import type { AdminAuditEntry, AdminUserSummary } from '@roomtone/contracts';
import type { AuditRow } from './admin-audit.repo.ts';

/** A timestamp as the API writes it (ISO 8601, UTC). */
export function isoOf(value: Date): string;
export function isoOf(value: Date | null): string | null;
export function isoOf(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The columns a user summary is built from. */
export type UserSummaryRow = {
  id: string;
  email: string;
  name: string;
  isVerified: boolean;
  isAdmin: boolean;
  organizationId: string | null;
  organizationName: string | null;
  isPersonalOrganization: boolean | null;
  planCode: string | null;
  createdOn: Date;
  lastLoginOn: Date | null;
};

/** A user row as the admin lists show it; the name falls back to the address. */
export function toUserSummary(row: UserSummaryRow): AdminUserSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name || row.email,
    isVerified: row.isVerified,
    isAdmin: row.isAdmin,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    isPersonalOrganization: row.isPersonalOrganization ?? false,
    planCode: row.planCode,
    createdOn: isoOf(row.createdOn),
    lastLoginOn: isoOf(row.lastLoginOn),
  };
}

type DetailValue = string | number | boolean | null;

/** Only flat values of an entry's details are shown (they never hold secrets: see audit.service.ts). */
function flatDetails(details: unknown): Record<string, DetailValue> {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return {};
  const flat: Record<string, DetailValue> = {};
  for (const [key, value] of Object.entries(details)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      flat[key] = value as DetailValue;
    else flat[key] = JSON.stringify(value);
  }
  return flat;
}

/** An audit row as the admin area shows it. */
export function toAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    at: isoOf(row.at),
    action: row.action,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    target: row.target,
    ip: row.ip,
    details: flatDetails(row.details),
  };
}
