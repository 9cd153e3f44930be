import { ADMIN_PERMISSIONS, type AdminPermission, FULL_ACCESS_GROUP } from '@roomtone/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminGroupMembers, adminGroupPermissions, adminGroups, users } from '../../db/schema/index.ts';

/** The permissions an administrator's groups grant. */
export async function findGrantedPermissions(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ permission: adminGroupPermissions.permission })
    .from(adminGroupMembers)
    .innerJoin(adminGroupPermissions, eq(adminGroupPermissions.groupId, adminGroupMembers.groupId))
    .where(and(eq(adminGroupMembers.userId, userId), eq(adminGroupPermissions.allowed, true)));
  return new Set(rows.map((row) => row.permission));
}

/**
 * The full-access group, created when missing, granting exactly the permissions of the contracts
 * (a permission added later reaches it at the next start). Answers its id.
 */
export async function ensureFullAccessGroup(db: Db): Promise<string> {
  await db.insert(adminGroups).values({ name: FULL_ACCESS_GROUP }).onConflictDoNothing();
  const [group] = await db
    .select({ id: adminGroups.id })
    .from(adminGroups)
    .where(eq(adminGroups.name, FULL_ACCESS_GROUP));
  if (!group) throw new Error('the full-access admin group could not be created');
  // Names no route checks (an earlier naming of the permissions) would only mislead a reader.
  await db
    .delete(adminGroupPermissions)
    .where(
      and(
        eq(adminGroupPermissions.groupId, group.id),
        notInArray(adminGroupPermissions.permission, [...ADMIN_PERMISSIONS]),
      ),
    );
  await db
    .insert(adminGroupPermissions)
    .values(ADMIN_PERMISSIONS.map((permission) => ({ groupId: group.id, permission, allowed: true })))
    .onConflictDoUpdate({
      target: [adminGroupPermissions.groupId, adminGroupPermissions.permission],
      set: { allowed: true },
    });
  return group.id;
}

/** Puts an administrator in the full-access group. */
export async function grantFullAccess(db: Db, userId: string): Promise<void> {
  const groupId = await ensureFullAccessGroup(db);
  await db.insert(adminGroupMembers).values({ groupId, userId }).onConflictDoNothing();
}

/**
 * `npm run admin:create`: the operator's own way in, so the administrator it makes or promotes
 * gets every permission.
 */
export async function grantFullAccessByEmail(db: Db, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) await grantFullAccess(db, user.id);
}

/** When no administrator belongs to any admin group, every administrator joins the full-access group. */
export async function groupAdministratorsWhenNoneIs(db: Db): Promise<void> {
  const groupId = await ensureFullAccessGroup(db);
  const [grouped] = await db
    .select({ userId: adminGroupMembers.userId })
    .from(adminGroupMembers)
    .innerJoin(users, eq(users.id, adminGroupMembers.userId))
    .where(eq(users.isAdmin, true))
    .limit(1);
  if (grouped) return;
  await db
    .insert(adminGroupMembers)
    .select(
      db
        .select({ groupId: sql<string>`${groupId}::uuid`.as('group_id'), userId: users.id })
        .from(users)
        .where(eq(users.isAdmin, true)),
    )
    .onConflictDoNothing();
}

/** Administrators (other than `exceptUserIds`) whose groups grant `permission`. */
export async function countHolders(
  db: Db,
  permission: AdminPermission,
  exceptUserIds: string[],
): Promise<number> {
  const rows = await db
    .selectDistinct({ userId: users.id })
    .from(users)
    .innerJoin(adminGroupMembers, eq(adminGroupMembers.userId, users.id))
    .innerJoin(adminGroupPermissions, eq(adminGroupPermissions.groupId, adminGroupMembers.groupId))
    .where(
      and(
        eq(users.isAdmin, true),
        eq(adminGroupPermissions.permission, permission),
        eq(adminGroupPermissions.allowed, true),
        exceptUserIds.length > 0 ? notInArray(users.id, exceptUserIds) : undefined,
      ),
    );
  return rows.length;
}

/** The admin groups of each of `userIds`, by name. */
export async function findGroupsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: adminGroupMembers.userId, id: adminGroups.id, name: adminGroups.name })
    .from(adminGroupMembers)
    .innerJoin(adminGroups, eq(adminGroups.id, adminGroupMembers.groupId))
    .where(inArray(adminGroupMembers.userId, userIds))
    .orderBy(adminGroups.name);
}
