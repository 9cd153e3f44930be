import {
  ADMIN_LOG_EXPORT_MAX,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH,
  type AdminAuditEntry,
  type AdminDashboard,
  type AdminPaging,
  type AdminSearchResponse,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { pagingOf } from '../../lib/list-paging.ts';
import { toAuditEntry, toUserSummary } from './admin.mapper.ts';
import type { AdminCaller } from './admin-access.ts';
import { type AuditFilter, listAuditEntries, listAuditPage } from './admin-audit.repo.ts';
import { readDashboardCounts } from './admin-dashboard.repo.ts';
import { searchOrganizations } from './admin-organizations.repo.ts';
import { searchUsers } from './admin-users.repo.ts';

/** How many audit entries the dashboard shows. */
const DASHBOARD_AUDIT_ENTRIES = 10;

const NO_FILTER: AuditFilter = { actor: '', action: '', target: '', from: '', to: '' };

/** `GET /api/admin`: the figures, and the latest audit entries when the caller may read the log. */
export async function readDashboard(db: Db, caller: AdminCaller): Promise<AdminDashboard> {
  const counts = await readDashboardCounts(db);
  const latest = caller.permissions.has('logs.read')
    ? await listAuditEntries(db, NO_FILTER, DASHBOARD_AUDIT_ENTRIES, 0)
    : [];
  return { ...counts, latestAudit: latest.map(toAuditEntry) };
}

/**
 * `GET /api/admin/search?q`: users by name, e-mail or organization; organization accounts by
 * name; administrators. A kind the caller's groups do not let them read stays empty.
 */
export async function searchEverything(
  db: Db,
  caller: AdminCaller,
  q: string,
): Promise<Omit<AdminSearchResponse, 'success' | 'errors' | 'errfor'>> {
  const empty = { users: [], organizations: [], administrators: [] };
  if (q.length < ADMIN_SEARCH.minLength) return empty;
  const userHit = (row: Parameters<typeof toUserSummary>[0]) => {
    const user = toUserSummary(row);
    return {
      id: user.id,
      label: user.name,
      detail: [user.email, user.organizationName].filter(Boolean).join(' · '),
    };
  };
  const [users, organizations, administrators] = await Promise.all([
    caller.permissions.has('users.read') ? searchUsers(db, q, ADMIN_SEARCH.perKind, false) : [],
    caller.permissions.has('organizations.read') ? searchOrganizations(db, q, ADMIN_SEARCH.perKind) : [],
    caller.permissions.has('administrators.read') ? searchUsers(db, q, ADMIN_SEARCH.perKind, true) : [],
  ]);
  return {
    users: users.map(userHit),
    organizations: organizations.map((row) => ({
      id: row.id,
      label: row.name,
      detail: [row.planCode ?? 'no plan', `${row.memberCount} user${row.memberCount === 1 ? '' : 's'}`].join(
        ' · ',
      ),
    })),
    administrators: administrators.map(userHit),
  };
}

/** `GET /api/admin/logs`. */
export async function listLogPage(
  db: Db,
  filter: AuditFilter & { page: number },
): Promise<{ entries: AdminAuditEntry[]; paging: AdminPaging }> {
  const { rows, total } = await listAuditPage(db, filter, filter.page);
  return { entries: rows.map(toAuditEntry), paging: pagingOf(filter.page, ADMIN_PAGE_SIZE, total) };
}

/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** `GET /api/admin/logs/export`: the filtered log as CSV (RFC 4180, CRLF), newest first. */
export async function exportLog(db: Db, filter: AuditFilter): Promise<{ filename: string; csv: string }> {
  const rows = (await listAuditEntries(db, filter, ADMIN_LOG_EXPORT_MAX, 0)).map(toAuditEntry);
  const header = ['When (UTC)', 'Actor', 'Action', 'Entity', 'Address', 'Details'];
  const lines = rows.map((entry) => [
    entry.at,
    entry.actorEmail ?? '',
    entry.action,
    entry.target,
    entry.ip,
    Object.entries(entry.details)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('; '),
  ]);
  const csv = `${[header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
  return { filename: `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}
