import {
  CreatePhaseBodySchema,
  DeletedRecordResponseSchema,
  OK,
  PhaseParamsSchema,
  PhaseResponseSchema,
  ProjectParamsSchema,
  UpdatePhaseBodySchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { createPhase, getPhase, removePhase, savePhase } from './phases.service.ts';

/** `/api/projects/{id}/phase[/{phaseId}]`. */
export function phasesRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/projects/:id/phase',
      {
        schema: {
          params: ProjectParamsSchema,
          body: CreatePhaseBodySchema,
          response: { 201: PhaseResponseSchema },
        },
      },
      async (request, reply) => {
        const saved = await createPhase(context, request.user, request.params.id, request.body);
        return reply.code(201).send({ ...OK, ...saved });
      },
    );

    app.get(
      '/api/projects/:id/phase/:phaseId',
      { schema: { params: PhaseParamsSchema, response: { 200: PhaseResponseSchema } } },
      async (request) => ({
        ...OK,
        ...(await getPhase(context, request.user, request.params.id, request.params.phaseId)),
      }),
    );

    app.put(
      '/api/projects/:id/phase/:phaseId',
      {
        schema: {
          params: PhaseParamsSchema,
          body: UpdatePhaseBodySchema,
          response: { 200: PhaseResponseSchema },
        },
      },
      async (request) => {
        const { id, phaseId } = request.params;
        return { ...OK, ...(await savePhase(context, request.user, id, phaseId, request.body)) };
      },
    );

    app.delete(
      '/api/projects/:id/phase/:phaseId',
      { schema: { params: PhaseParamsSchema, response: { 200: DeletedRecordResponseSchema } } },
      async (request) => {
        await removePhase(context, request.user, request.params.id, request.params.phaseId);
        return { ...OK };
      },
    );
  };
}
