import {
  AdminDoneResponseSchema,
  AdminGroupBodySchema,
  AdminGroupListResponseSchema,
  AdminGroupResponseSchema,
  AdminIdParamsSchema,
  AdministratorListResponseSchema,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf } from './admin-access.ts';
import {
  createGroup,
  listAdministratorRows,
  listGroupRows,
  removeGroup,
  saveGroup,
} from './admin-groups.service.ts';

/** Administrators and admin groups with their permissions. */
export function adminGroupsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/api/admin/administrators',
      {
        config: { adminPermission: 'administrators.read' },
        schema: { response: { 200: AdministratorListResponseSchema } },
      },
      async () => ({ ...OK, administrators: await listAdministratorRows(db) }),
    );
    app.get(
      '/api/admin/admin-groups',
      {
        config: { adminPermission: 'administrators.read' },
        schema: { response: { 200: AdminGroupListResponseSchema } },
      },
      async () => ({ ...OK, groups: await listGroupRows(db) }),
    );
    app.post(
      '/api/admin/admin-groups',
      {
        config: { adminPermission: 'administrators.write' },
        schema: { body: AdminGroupBodySchema, response: { 201: AdminGroupResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send({ ...OK, group: await createGroup(db, adminCallerOf(request), request.body) }),
    );
    app.put(
      '/api/admin/admin-groups/:id',
      {
        config: { adminPermission: 'administrators.write' },
        schema: {
          params: AdminIdParamsSchema,
          body: AdminGroupBodySchema,
          response: { 200: AdminGroupResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        group: await saveGroup(db, adminCallerOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/api/admin/admin-groups/:id',
      {
        config: { adminPermission: 'administrators.write' },
        schema: { params: AdminIdParamsSchema, response: { 200: AdminDoneResponseSchema } },
      },
      async (request) => {
        await removeGroup(db, adminCallerOf(request), request.params.id);
        return { ...OK, message: 'Admin group deleted.' };
      },
    );
  };
}
