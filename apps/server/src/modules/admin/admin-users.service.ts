import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminNoteBody,
  type AdminPaging,
  type AdminUserDetail,
  type AdminUserListQuerySchema,
  type AdminUserSummary,
} from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagingOf } from '../../lib/list-paging.ts';
import { sendVerification } from '../accounts/auth.service.ts';
import { isoOf, toUserSummary } from './admin.mapper.ts';
import { findGroupsOf } from './admin-access.repo.ts';
import { type AdminCaller, assertSomeoneAdministers } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import { countExistingGroups, setGroupsOf } from './admin-groups.repo.ts';
import {
  deleteNote,
  deleteSessionsOf,
  deleteUser,
  findSessionSummary,
  findUserDetail,
  insertNote,
  listNotes,
  listUsers,
  setAdmin,
  setVerified,
} from './admin-users.repo.ts';

/** `GET /api/admin/users`. */
export async function listUserPage(
  db: Db,
  query: z.output<typeof AdminUserListQuerySchema>,
): Promise<{ users: AdminUserSummary[]; paging: AdminPaging }> {
  const { rows, total } = await listUsers(db, query);
  return { users: rows.map(toUserSummary), paging: pagingOf(query.page, ADMIN_PAGE_SIZE, total) };
}

/** The user's admin row; 404 when there is none. */
export async function requireUserRow(db: Db, userId: string) {
  const row = await findUserDetail(db, userId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return row;
}

/** `GET /api/admin/users/{id}`: the user's page. */
export async function getUserDetail(db: Db, userId: string): Promise<AdminUserDetail> {
  const row = await requireUserRow(db, userId);
  const [sessions, notes, groups] = await Promise.all([
    findSessionSummary(db, userId),
    listNotes(db, userId),
    findGroupsOf(db, [userId]),
  ]);
  return {
    ...toUserSummary(row),
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    company: row.company ?? '',
    phone: row.phone ?? '',
    organizationRole: row.organizationRole,
    providers: {
      google: row.googleId !== null,
      facebook: row.facebookId !== null,
      password: row.hasPassword,
    },
    sessions: { count: sessions.count, lastSeenOn: isoOf(sessions.lastSeenOn) },
    notes: notes.map((note) => ({ ...note, createdOn: isoOf(note.createdOn) })),
    groups: groups.map((group) => ({ id: group.id, name: group.name })),
    lock: row.lockedOn ? { lockedOn: row.lockedOn.toISOString(), reason: row.lockReason } : null,
  };
}

/** `POST /api/admin/users/{id}/notes`. */
export async function addUserNote(db: Db, caller: AdminCaller, userId: string, body: AdminNoteBody) {
  const user = await requireUserRow(db, userId);
  const noteId = await db.transaction(async (tx) => {
    const id = await insertNote(tx, userId, caller.user.id, body.body);
    await auditAdminChange(tx, caller, 'user.note.add', user.email, { userId, noteId: id });
    return id;
  });
  return noteId;
}

/** `DELETE /api/admin/users/{id}/notes/{noteId}`. */
export async function removeUserNote(db: Db, caller: AdminCaller, userId: string, noteId: string) {
  const user = await requireUserRow(db, userId);
  await db.transaction(async (tx) => {
    if (!(await deleteNote(tx, userId, noteId))) throw new AppError('NOT_FOUND', 'Note not found');
    await auditAdminChange(tx, caller, 'user.note.delete', user.email, { userId, noteId });
  });
}

/** `PUT /api/admin/users/{id}/verify`: marks the address as verified by hand. */
export async function verifyUserByHand(db: Db, caller: AdminCaller, userId: string) {
  const user = await requireUserRow(db, userId);
  await db.transaction(async (tx) => {
    await setVerified(tx, userId, true);
    await auditAdminChange(tx, caller, 'user.verify', user.email, { userId, wasVerified: user.isVerified });
  });
}

/** `POST /api/admin/users/{id}/verification`: mails the user a new verification link. */
export async function resendVerification(
  context: AppContext,
  caller: AdminCaller,
  userId: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const db = context.database.db;
  const user = await requireUserRow(db, userId);
  if (user.isVerified) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyVerified);
  const isSent = await sendVerification(context, userId, user.email, { ip: caller.ip, log });
  if (!isSent) throw new AppError('UNAVAILABLE', ADMIN_MESSAGES.verificationNotSent);
  await auditAdminChange(db, caller, 'user.verification.send', user.email, { userId });
  return `A verification e-mail was sent to ${user.email}.`;
}

/** `DELETE /api/admin/users/{id}/sessions`: signs the user out everywhere. */
export async function signOutEverywhere(db: Db, caller: AdminCaller, userId: string): Promise<number> {
  const user = await requireUserRow(db, userId);
  return db.transaction(async (tx) => {
    const ended = await deleteSessionsOf(tx, userId);
    await auditAdminChange(tx, caller, 'user.sessions.end', user.email, { userId, sessions: ended });
    return ended;
  });
}

/**
 * `PUT /api/admin/users/{id}/role-admin`: makes the user an administrator (in no group yet: they
 * can do nothing until a group grants it). Their sessions end: a privilege change asks for a new
 * sign-in.
 */
export async function grantAdminRole(db: Db, caller: AdminCaller, userId: string) {
  const user = await requireUserRow(db, userId);
  await db.transaction(async (tx) => {
    await setAdmin(tx, userId, true);
    await deleteSessionsOf(tx, userId);
    await auditAdminChange(tx, caller, 'user.role-admin.grant', user.email, { userId });
  });
}

/** `DELETE /api/admin/users/{id}/role-admin`: the last administrator rule applies. */
export async function revokeAdminRole(db: Db, caller: AdminCaller, userId: string) {
  const user = await requireUserRow(db, userId);
  if (!user.isAdmin) throw new AppError('CONFLICT', ADMIN_MESSAGES.notAnAdministrator);
  await db.transaction(async (tx) => {
    await setAdmin(tx, userId, false);
    await setGroupsOf(tx, userId, []);
    await assertSomeoneAdministers(tx);
    await deleteSessionsOf(tx, userId);
    await auditAdminChange(tx, caller, 'user.role-admin.revoke', user.email, { userId });
  });
}

/** `PUT /api/admin/users/{id}/groups`: the admin groups of an administrator. */
export async function setUserGroups(db: Db, caller: AdminCaller, userId: string, groupIds: string[]) {
  const user = await requireUserRow(db, userId);
  if (!user.isAdmin) throw new AppError('CONFLICT', ADMIN_MESSAGES.notAnAdministrator);
  const unique = [...new Set(groupIds)];
  if ((await countExistingGroups(db, unique)) !== unique.length) {
    throw new AppError('NOT_FOUND', 'Admin group not found');
  }
  await db.transaction(async (tx) => {
    await setGroupsOf(tx, userId, unique);
    await assertSomeoneAdministers(tx);
    await auditAdminChange(tx, caller, 'user.groups.set', user.email, { userId, groupIds: unique.join(' ') });
  });
}

/**
 * `DELETE /api/admin/users/{id}`: an administrator's rights are removed first (so the last
 * administrator rule holds), and nobody deletes themselves here. The audit keeps the address.
 */
export async function deleteUserAccount(db: Db, caller: AdminCaller, userId: string) {
  if (userId === caller.user.id) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotDeleteSelf);
  const user = await requireUserRow(db, userId);
  if (user.isAdmin) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotDeleteAdministrator);
  if (user.organizationRole === 'owner' && user.isPersonalOrganization === false) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotDeleteOrganizationOwner);
  }
  await db.transaction(async (tx) => {
    const personal = user.isPersonalOrganization ? user.organizationId : null;
    await deleteUser(tx, userId, personal);
    await auditAdminChange(tx, caller, 'user.delete', user.email, {
      userId,
      organizationId: user.organizationId,
      organizationName: user.organizationName,
    });
  });
}
