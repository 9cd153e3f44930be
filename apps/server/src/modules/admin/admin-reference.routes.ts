import {
  AdminCategoryBodySchema,
  AdminCategoryListResponseSchema,
  AdminCategoryResponseSchema,
  AdminDoneResponseSchema,
  AdminFinishListQuerySchema,
  AdminFinishListResponseSchema,
  AdminFinishResponseSchema,
  AdminIdParamsSchema,
  AdminStatusBodySchema,
  AdminStatusListResponseSchema,
  AdminStatusResponseSchema,
  FINISH_MESSAGES,
  FinishBodySchema,
  FinishResponseSchema,
  MESSAGES,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf } from './admin-access.ts';
import {
  addGlobalFinish,
  createCategory,
  createStatus,
  listCategoryRows,
  listGlobalFinishes,
  listStatusRows,
  removeCategory,
  removeStatus,
  saveCategory,
  saveGlobalFinish,
  saveStatus,
  setFinishRetired,
} from './admin-reference.service.ts';

/** Reference data: acoustic-model statuses, finish categories and the global finishes (edit, add, retire, restore). */
export function adminReferenceRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const done = { 200: AdminDoneResponseSchema };
    app.get(
      '/api/admin/statuses',
      {
        config: { adminPermission: 'reference.read' },
        schema: { response: { 200: AdminStatusListResponseSchema } },
      },
      async () => ({ ...OK, statuses: await listStatusRows(db) }),
    );
    app.post(
      '/api/admin/statuses',
      {
        config: { adminPermission: 'reference.write' },
        schema: { body: AdminStatusBodySchema, response: { 201: AdminStatusResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send({ ...OK, status: await createStatus(db, adminCallerOf(request), request.body) }),
    );
    app.put(
      '/api/admin/statuses/:id',
      {
        config: { adminPermission: 'reference.write' },
        schema: {
          params: AdminIdParamsSchema,
          body: AdminStatusBodySchema,
          response: { 200: AdminStatusResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        status: await saveStatus(db, adminCallerOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/api/admin/statuses/:id',
      {
        config: { adminPermission: 'reference.write' },
        schema: { params: AdminIdParamsSchema, response: done },
      },
      async (request) => {
        await removeStatus(db, adminCallerOf(request), request.params.id);
        return { ...OK, message: 'Status deleted.' };
      },
    );

    app.get(
      '/api/admin/categories',
      {
        config: { adminPermission: 'reference.read' },
        schema: { response: { 200: AdminCategoryListResponseSchema } },
      },
      async () => ({ ...OK, categories: await listCategoryRows(db) }),
    );
    app.post(
      '/api/admin/categories',
      {
        config: { adminPermission: 'reference.write' },
        schema: { body: AdminCategoryBodySchema, response: { 201: AdminCategoryResponseSchema } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ ...OK, category: await createCategory(db, adminCallerOf(request), request.body) }),
    );
    app.put(
      '/api/admin/categories/:id',
      {
        config: { adminPermission: 'reference.write' },
        schema: {
          params: AdminIdParamsSchema,
          body: AdminCategoryBodySchema,
          response: { 200: AdminCategoryResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        category: await saveCategory(db, adminCallerOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/api/admin/categories/:id',
      {
        config: { adminPermission: 'reference.write' },
        schema: { params: AdminIdParamsSchema, response: done },
      },
      async (request) => {
        await removeCategory(db, adminCallerOf(request), request.params.id);
        return { ...OK, message: 'Category deleted; its finishes stay, without a category.' };
      },
    );

    app.get(
      '/api/admin/finishes',
      {
        config: { adminPermission: 'reference.read' },
        schema: { querystring: AdminFinishListQuerySchema, response: { 200: AdminFinishListResponseSchema } },
      },
      async (request) => ({ ...OK, ...(await listGlobalFinishes(db, request.query)) }),
    );
    app.post(
      '/api/admin/finishes',
      {
        config: { adminPermission: 'finishes.write' },
        schema: { body: FinishBodySchema, response: { 201: FinishResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send({
          ...OK,
          finish: await addGlobalFinish(db, adminCallerOf(request), request.body),
          message: MESSAGES.finishAdded,
        }),
    );
    app.put(
      '/api/admin/finishes/:id',
      {
        config: { adminPermission: 'finishes.write' },
        schema: {
          params: AdminIdParamsSchema,
          body: FinishBodySchema,
          response: { 200: FinishResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        finish: await saveGlobalFinish(db, adminCallerOf(request), request.params.id, request.body),
        message: MESSAGES.finishSaved,
      }),
    );
    const retirement = {
      config: { adminPermission: 'finishes.write' },
      schema: { params: AdminIdParamsSchema, response: { 200: AdminFinishResponseSchema } },
    } as const;
    app.put('/api/admin/finishes/:id/retire', retirement, async (request) => ({
      ...OK,
      finish: await setFinishRetired(db, adminCallerOf(request), request.params.id, true),
      message: FINISH_MESSAGES.retired,
    }));
    app.delete('/api/admin/finishes/:id/retire', retirement, async (request) => ({
      ...OK,
      finish: await setFinishRetired(db, adminCallerOf(request), request.params.id, false),
      message: FINISH_MESSAGES.restored,
    }));
  };
}
