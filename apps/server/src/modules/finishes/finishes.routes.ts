import {
  FinishBodySchema,
  FinishesVersionResponseSchema,
  FinishListResponseSchema,
  FinishParamsSchema,
  FinishResponseSchema,
  FinishSearchQuerySchema,
  MESSAGES,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { searchFinishes } from './finish-search.service.ts';
import { finishListSerializerCompiler } from './finish-search-serializer.ts';
import {
  createGlobalFinish,
  getFinishesVersion,
  listFinishes,
  updateGlobalFinish,
} from './finishes.service.ts';

/** The finishes version, the visible list, search, and the administrators' writes of global finishes. */
export function finishesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/api/configuration/finishes/ver',
      { schema: { response: { 200: FinishesVersionResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { ...OK, configuration: await getFinishesVersion(db) };
      },
    );

    app.get(
      '/api/finishes',
      { schema: { response: { 200: FinishListResponseSchema } } },
      async (request) => ({
        ...OK,
        finishes: await listFinishes(db, request.user),
      }),
    );

    app.get(
      '/api/finishes/search',
      {
        schema: { querystring: FinishSearchQuerySchema, response: { 200: FinishListResponseSchema } },
        serializerCompiler: finishListSerializerCompiler,
      },
      async (request) => ({ ...OK, finishes: await searchFinishes(db, request.user, request.query) }),
    );

    app.post(
      '/api/finishes',
      { schema: { body: FinishBodySchema, response: { 201: FinishResponseSchema } } },
      async (request, reply) => {
        const finish = await createGlobalFinish(db, request.user, request.body);
        return reply.code(201).send({ ...OK, finish, message: MESSAGES.finishAdded });
      },
    );

    app.put(
      '/api/finishes/:id',
      {
        schema: {
          params: FinishParamsSchema,
          body: FinishBodySchema,
          response: { 200: FinishResponseSchema },
        },
      },
      async (request) => {
        const finish = await updateGlobalFinish(db, request.user, request.params.id, request.body);
        return { ...OK, finish, message: MESSAGES.finishSaved };
      },
    );
  };
}
