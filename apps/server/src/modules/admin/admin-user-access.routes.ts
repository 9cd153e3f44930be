import {
  AdminDoneResponseSchema,
  AdminIdParamsSchema,
  AdminLockBodySchema,
  AdminUserResponseSchema,
  AdminViewAsBodySchema,
  OK,
  VIEW_AS_MINUTES,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf } from './admin-access.ts';
import { lockUser, unlockUser } from './admin-user-lock.service.ts';
import { getUserDetail } from './admin-users.service.ts';
import { startViewAs } from './view-as.service.ts';

/** `/api/admin/users/{id}/lock` and `/view-as`: locking a user out, and viewing the app as them. */
export function adminUserAccessRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.put(
      '/api/admin/users/:id/lock',
      {
        config: { adminPermission: 'users.lock' },
        schema: {
          params: AdminIdParamsSchema,
          body: AdminLockBodySchema,
          response: { 200: AdminUserResponseSchema },
        },
      },
      async (request) => {
        await lockUser(db, adminCallerOf(request), request.params.id, request.body.reason);
        return { ...OK, user: await getUserDetail(db, request.params.id) };
      },
    );

    app.delete(
      '/api/admin/users/:id/lock',
      {
        config: { adminPermission: 'users.lock' },
        schema: { params: AdminIdParamsSchema, response: { 200: AdminUserResponseSchema } },
      },
      async (request) => {
        await unlockUser(db, adminCallerOf(request), request.params.id);
        return { ...OK, user: await getUserDetail(db, request.params.id) };
      },
    );

    app.post(
      '/api/admin/users/:id/view-as',
      {
        config: { adminPermission: 'users.view-as' },
        schema: {
          params: AdminIdParamsSchema,
          body: AdminViewAsBodySchema,
          response: { 200: AdminDoneResponseSchema },
        },
      },
      async (request) => {
        const caller = adminCallerOf(request);
        await startViewAs(db, caller, request.sessionId ?? '', request.params.id, request.body.reason);
        return { ...OK, message: `You are viewing the app as this user for ${VIEW_AS_MINUTES} minutes.` };
      },
    );
  };
}
