import {
  OK,
  RaytraceParamsSchema,
  RaytraceResponseSchema,
  RaytraceSavedResponseSchema,
  SaveRaytraceBodySchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getRaytrace, saveRaytrace } from './raytraces.service.ts';

/**
 * `POST /api/raytraces` (save a simulation as a room revision) and `GET /api/raytraces/{id}`
 * (docs/product/api.md#rooms-and-revisions).
 */
export function raytracesRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/raytraces',
      { schema: { body: SaveRaytraceBodySchema, response: { 201: RaytraceSavedResponseSchema } } },
      async (request, reply) => {
        const revision = await saveRaytrace(context, request.user, request.body);
        return reply.code(201).send({ ...OK, revision });
      },
    );

    app.get(
      '/api/raytraces/:id',
      { schema: { params: RaytraceParamsSchema, response: { 200: RaytraceResponseSchema } } },
      async (request) => ({ ...OK, raytrace: await getRaytrace(context, request.user, request.params.id) }),
    );
  };
}
