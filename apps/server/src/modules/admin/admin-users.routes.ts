import {
  AdminDoneResponseSchema,
  AdminIdParamsSchema,
  AdminNoteBodySchema,
  AdminNoteParamsSchema,
  AdminUserGroupsBodySchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf } from './admin-access.ts';
import {
  addUserNote,
  deleteUserAccount,
  getUserDetail,
  grantAdminRole,
  listUserPage,
  removeUserNote,
  resendVerification,
  revokeAdminRole,
  setUserGroups,
  signOutEverywhere,
  verifyUserByHand,
} from './admin-users.service.ts';

/** `/api/admin/users`: the list, a user's page and what an administrator may do to a user. */
export function adminUsersRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const done = { 200: AdminDoneResponseSchema };
    app.get(
      '/api/admin/users',
      {
        config: { adminPermission: 'users.read' },
        schema: { querystring: AdminUserListQuerySchema, response: { 200: AdminUserListResponseSchema } },
      },
      async (request) => ({ ...OK, ...(await listUserPage(db, request.query)) }),
    );

    app.get(
      '/api/admin/users/:id',
      {
        config: { adminPermission: 'users.read' },
        schema: { params: AdminIdParamsSchema, response: { 200: AdminUserResponseSchema } },
      },
      async (request) => ({ ...OK, user: await getUserDetail(db, request.params.id) }),
    );

    app.post(
      '/api/admin/users/:id/notes',
      {
        config: { adminPermission: 'users.write' },
        schema: {
          params: AdminIdParamsSchema,
          body: AdminNoteBodySchema,
          response: { 201: AdminUserResponseSchema },
        },
      },
      async (request, reply) => {
        await addUserNote(db, adminCallerOf(request), request.params.id, request.body);
        return reply.code(201).send({ ...OK, user: await getUserDetail(db, request.params.id) });
      },
    );

    app.delete(
      '/api/admin/users/:id/notes/:noteId',
      {
        config: { adminPermission: 'users.write' },
        schema: { params: AdminNoteParamsSchema, response: { 200: AdminUserResponseSchema } },
      },
      async (request) => {
        await removeUserNote(db, adminCallerOf(request), request.params.id, request.params.noteId);
        return { ...OK, user: await getUserDetail(db, request.params.id) };
      },
    );

    app.put(
      '/api/admin/users/:id/verify',
      {
        config: { adminPermission: 'users.write' },
        schema: { params: AdminIdParamsSchema, response: { 200: AdminUserResponseSchema } },
      },
      async (request) => {
        await verifyUserByHand(db, adminCallerOf(request), request.params.id);
        return { ...OK, user: await getUserDetail(db, request.params.id) };
      },
    );

    app.post(
      '/api/admin/users/:id/verification',
      {
        config: { adminPermission: 'users.write' },
        schema: { params: AdminIdParamsSchema, response: done },
      },
      async (request) => ({
        ...OK,
        message: await resendVerification(context, adminCallerOf(request), request.params.id, request.log),
      }),
    );

    app.delete(
      '/api/admin/users/:id/sessions',
      {
        config: { adminPermission: 'users.write' },
        schema: { params: AdminIdParamsSchema, response: done },
      },
      async (request) => {
        const ended = await signOutEverywhere(db, adminCallerOf(request), request.params.id);
        return { ...OK, message: `Signed out of ${ended} session${ended === 1 ? '' : 's'}.` };
      },
    );

    app.put(
      '/api/admin/users/:id/role-admin',
      {
        config: { adminPermission: 'administrators.write' },
        schema: { params: AdminIdParamsSchema, response: { 200: AdminUserResponseSchema } },
      },
      async (request) => {
        await grantAdminRole(db, adminCallerOf(request), request.params.id);
        return { ...OK, user: await getUserDetail(db, request.params.id) };
      },
    );

    app.delete(
      '/api/admin/users/:id/role-admin',
      {
        config: { adminPermission: 'administrators.write' },
        schema: { params: AdminIdParamsSchema, response: { 200: AdminUserResponseSchema } },
      },
      async (request) => {
        await revokeAdminRole(db, adminCallerOf(request), request.params.id);
        return { ...OK, user: await getUserDetail(db, request.params.id) };
      },
    );

    app.put(
      '/api/admin/users/:id/groups',
      {
        config: { adminPermission: 'administrators.write' },
        schema: {
          params: AdminIdParamsSchema,
          body: AdminUserGroupsBodySchema,
          response: { 200: AdminUserResponseSchema },
        },
      },
      async (request) => {
        await setUserGroups(db, adminCallerOf(request), request.params.id, request.body.groupIds);
        return { ...OK, user: await getUserDetail(db, request.params.id) };
      },
    );

    app.delete(
      '/api/admin/users/:id',
      {
        config: { adminPermission: 'users.delete' },
        schema: { params: AdminIdParamsSchema, response: done },
      },
      async (request) => {
        await deleteUserAccount(db, adminCallerOf(request), request.params.id);
        return { ...OK, message: 'The user was deleted; their audit entries are kept.' };
      },
    );
  };
}
