import {
  ADMIN_MESSAGES,
  ADMIN_PERMISSIONS,
  type AdminGroup,
  type AdminGroupBody,
  type Administrator,
  type AdminPermission,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoOf } from './admin.mapper.ts';
import { findGroupsOf, groupAdministratorsWhenNoneIs } from './admin-access.repo.ts';
import { type AdminCaller, assertSomeoneAdministers } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import {
  deleteGroup,
  findGroup,
  insertGroup,
  listAdministrators,
  listGroupPermissions,
  listGroups,
  updateGroup,
} from './admin-groups.repo.ts';

/**
 * At start: when no administrator belongs to any admin group (a new installation, or one from
 * before admin groups), every administrator joins the full-access group, so nobody is locked out.
 */
export function ensureAdministratorsCanAdminister(db: Db): Promise<void> {
  return groupAdministratorsWhenNoneIs(db);
}

const isPermission = (value: string): value is AdminPermission =>
  (ADMIN_PERMISSIONS as readonly string[]).includes(value);

async function withPermissions(db: Db, rows: { id: string; name: string; memberCount: number }[]) {
  const permissions = await listGroupPermissions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    permissions: permissions
      .filter((grant) => grant.groupId === row.id)
      .map((grant) => grant.permission)
      .filter(isPermission),
  }));
}

/** `GET /api/admin/admin-groups`. */
export async function listGroupRows(db: Db): Promise<AdminGroup[]> {
  return withPermissions(db, await listGroups(db));
}

async function requireGroup(db: Db, id: string): Promise<AdminGroup> {
  const row = await findGroup(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Admin group not found');
  const [group] = await withPermissions(db, [row]);
  if (!group) throw new AppError('NOT_FOUND', 'Admin group not found');
  return group;
}

async function withUniqueName<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.groupNameTaken, {
        errfor: { name: ADMIN_MESSAGES.groupNameTaken },
      });
    }
    throw error;
  }
}

/** `POST /api/admin/admin-groups`. */
export async function createGroup(db: Db, caller: AdminCaller, body: AdminGroupBody): Promise<AdminGroup> {
  const id = await withUniqueName(() =>
    db.transaction(async (tx) => {
      const created = await insertGroup(tx, body.name);
      await updateGroup(tx, created, body.name, [...new Set(body.permissions)]);
      await auditAdminChange(tx, caller, 'group.create', created, {
        name: body.name,
        permissions: body.permissions.join(' '),
      });
      return created;
    }),
  );
  return requireGroup(db, id);
}

/** `PUT /api/admin/admin-groups/{id}`: name and permissions; the last administrator rule applies. */
export async function saveGroup(db: Db, caller: AdminCaller, id: string, body: AdminGroupBody) {
  const before = await requireGroup(db, id);
  await withUniqueName(() =>
    db.transaction(async (tx) => {
      await updateGroup(tx, id, body.name, [...new Set(body.permissions)]);
      await assertSomeoneAdministers(tx);
      await auditAdminChange(tx, caller, 'group.update', id, {
        name: body.name,
        from: before.permissions.join(' '),
        to: body.permissions.join(' '),
      });
    }),
  );
  return requireGroup(db, id);
}

/** `DELETE /api/admin/admin-groups/{id}`: the last administrator rule applies. */
export async function removeGroup(db: Db, caller: AdminCaller, id: string): Promise<void> {
  const group = await requireGroup(db, id);
  await db.transaction(async (tx) => {
    await deleteGroup(tx, id);
    await assertSomeoneAdministers(tx);
    await auditAdminChange(tx, caller, 'group.delete', id, {
      name: group.name,
      permissions: group.permissions.join(' '),
    });
  });
}

/** `GET /api/admin/administrators`. */
export async function listAdministratorRows(db: Db): Promise<Administrator[]> {
  const rows = await listAdministrators(db);
  const groups = await findGroupsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name || row.email,
    lastLoginOn: isoOf(row.lastLoginOn),
    groups: groups
      .filter((group) => group.userId === row.id)
      .map((group) => ({ id: group.id, name: group.name })),
  }));
}
