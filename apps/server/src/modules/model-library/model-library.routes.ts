import { CreatedModelsResponseSchema, CreateModelsBodySchema, OK } from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { requesterOf } from '../payments/payments.service.ts';
import { createModels } from './model-library.service.ts';

/**
 * `POST /api/model-library/create` (docs/product/api.md#organization); the list is served by the
 * organizations module.
 */
export function modelLibraryRoutes(context: AppContext, payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/model-library/create',
      { schema: { body: CreateModelsBodySchema, response: { 201: CreatedModelsResponseSchema } } },
      async (request, reply) => {
        const created = await createModels(
          context,
          payments,
          requesterOf(request),
          request.body.paymentId,
          request.log,
        );
        return reply.code(201).send({ ...OK, ...created });
      },
    );
  };
}
