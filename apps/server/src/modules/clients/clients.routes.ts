import {
  ClientBodySchema,
  ClientParamsSchema,
  ClientResponseSchema,
  ClientsQuerySchema,
  ClientsResponseSchema,
  DeletedRecordResponseSchema,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { createClient, getClient, listMyClients, removeClient, saveClient } from './clients.service.ts';

/** `/api/clients`: the signed-in user's clients (docs/product/api.md#clients). */
export function clientsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/clients',
      { schema: { querystring: ClientsQuerySchema, response: { 200: ClientsResponseSchema } } },
      async (request) => ({ ...OK, clients: await listMyClients(context, request.user, request.query) }),
    );

    app.post(
      '/api/clients',
      { schema: { body: ClientBodySchema, response: { 201: ClientResponseSchema } } },
      async (request, reply) => {
        const client = await createClient(context, request.user, request.body);
        return reply.code(201).send({ ...OK, client });
      },
    );

    app.get(
      '/api/clients/:id',
      { schema: { params: ClientParamsSchema, response: { 200: ClientResponseSchema } } },
      async (request) => ({ ...OK, client: await getClient(context, request.user, request.params.id) }),
    );

    app.put(
      '/api/clients/:id',
      {
        schema: {
          params: ClientParamsSchema,
          body: ClientBodySchema,
          response: { 200: ClientResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        client: await saveClient(context, request.user, request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/clients/:id',
      { schema: { params: ClientParamsSchema, response: { 200: DeletedRecordResponseSchema } } },
      async (request) => {
        await removeClient(context, request.user, request.params.id);
        return { ...OK };
      },
    );
  };
}
