import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  adminGroupMembers,
  adminGroupPermissions,
  adminGroups,
  users,
} from '../../db/schema/index.ts';

const memberCount = sql<number>`(select count(*)::int from admin_group_members m where m.group_id = admin_groups.id)`;

/** Every admin group with its member count, by name. */
export function listGroups(db: Db) {
  return db
    .select({ id: adminGroups.id, name: adminGroups.name, memberCount })
    .from(adminGroups)
    .orderBy(asc(adminGroups.name));
}

/** One group. */
export async function findGroup(db: Db, id: string) {
  const [row] = await db
    .select({ id: adminGroups.id, name: adminGroups.name, memberCount })
    .from(adminGroups)
    .where(eq(adminGroups.id, id));
  return row;
}

/** The granted permissions of each of `groupIds`. */
export async function listGroupPermissions(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ groupId: adminGroupPermissions.groupId, permission: adminGroupPermissions.permission })
    .from(adminGroupPermissions)
    .where(inArray(adminGroupPermissions.groupId, groupIds))
    .orderBy(asc(adminGroupPermissions.permission));
}

/** Adds a group; answers its id. */
export async function insertGroup(db: Db, name: string): Promise<string> {
  const [row] = await db.insert(adminGroups).values({ name }).returning({ id: adminGroups.id });
  if (!row) throw new Error('group insert returned no row');
  return row.id;
}

/** Renames a group and replaces its permissions. */
export async function updateGroup(db: Db, id: string, name: string, permissions: string[]): Promise<void> {
  await db.update(adminGroups).set({ name }).where(eq(adminGroups.id, id));
  await db.delete(adminGroupPermissions).where(eq(adminGroupPermissions.groupId, id));
  if (permissions.length > 0) {
    await db
      .insert(adminGroupPermissions)
      .values(permissions.map((permission) => ({ groupId: id, permission, allowed: true })));
  }
}

/** Deletes a group (memberships and permissions go with it). */
export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.delete(adminGroups).where(eq(adminGroups.id, id));
}

/** Replaces the groups of a user. */
export async function setGroupsOf(db: Db, userId: string, groupIds: string[]): Promise<void> {
  await db.delete(adminGroupMembers).where(eq(adminGroupMembers.userId, userId));
  if (groupIds.length > 0) {
    await db.insert(adminGroupMembers).values(groupIds.map((groupId) => ({ groupId, userId })));
  }
}

/** How many of `groupIds` exist. */
export async function countExistingGroups(db: Db, groupIds: string[]): Promise<number> {
  if (groupIds.length === 0) return 0;
  const rows = await db
    .select({ id: adminGroups.id })
    .from(adminGroups)
    .where(inArray(adminGroups.id, groupIds));
  return rows.length;
}

/** Every administrator, by e-mail. */
export function listAdministrators(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`trim(coalesce(${accounts.firstName}, '') || ' ' || coalesce(${accounts.lastName}, ''))`,
      lastLoginOn: users.lastLoginOn,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.email));
}
