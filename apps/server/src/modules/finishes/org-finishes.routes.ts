import {
  FinishBodySchema,
  FinishListResponseSchema,
  FinishParamsSchema,
  FinishResponseSchema,
  MESSAGES,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  createOrganizationFinish,
  listOwnOrganizationFinishes,
  listRoomFinishes,
  updateOrganizationFinish,
} from './finishes.service.ts';

/** An organization's own finishes, and the finishes a signed-in user can use in a room. */
export function orgFinishesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/api/org/finishes',
      { schema: { response: { 200: FinishListResponseSchema } } },
      async (request) => ({
        ...OK,
        finishes: await listOwnOrganizationFinishes(db, request.user),
      }),
    );

    app.post(
      '/api/org/finishes',
      { schema: { body: FinishBodySchema, response: { 201: FinishResponseSchema } } },
      async (request, reply) => {
        const finish = await createOrganizationFinish(db, request.user, request.body);
        return reply.code(201).send({ ...OK, finish, message: MESSAGES.finishAdded });
      },
    );

    app.put(
      '/api/org/finishes/:id',
      {
        schema: {
          params: FinishParamsSchema,
          body: FinishBodySchema,
          response: { 200: FinishResponseSchema },
        },
      },
      async (request) => {
        const finish = await updateOrganizationFinish(db, request.user, request.params.id, request.body);
        return { ...OK, finish, message: MESSAGES.finishSaved };
      },
    );

    app.get(
      '/api/rooms/finishes',
      { schema: { response: { 200: FinishListResponseSchema } } },
      async (request) => ({
        ...OK,
        finishes: await listRoomFinishes(db, request.user),
      }),
    );
  };
}
