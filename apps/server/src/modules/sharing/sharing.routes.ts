import {
  OK,
  SavedShareResponseSchema,
  SaveShareBodySchema,
  SharedCalculationResponseSchema,
  ShareIdParamsSchema,
  ShareParamsSchema,
  SharePreviewParamsSchema,
  ValidateShareBodySchema,
  ValidateShareResponseSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { requesterOf } from '../payments/payments.service.ts';
import { getSharePreviewImage } from './share-preview.ts';
import { createShare, getShare, getShareById, updateShare, validateShare } from './sharing.service.ts';

/** `/api/wavelets` (docs/product/api.md#shared-calculations): shared public calculations. */
export function sharingRoutes(context: AppContext, payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/wavelets/validate',
      { schema: { body: ValidateShareBodySchema, response: { 200: ValidateShareResponseSchema } } },
      async (request) => ({ ...OK, price: validateShare(request.body) }),
    );

    app.post(
      '/api/wavelets',
      {
        schema: {
          body: SaveShareBodySchema,
          response: { 200: SavedShareResponseSchema, 201: SavedShareResponseSchema },
        },
      },
      async (request, reply) => {
        const requester = requesterOf(request);
        const body = request.body;
        if ('paymentId' in body) {
          const wavelet = await createShare(payments, requester, body.paymentId, request.log);
          return reply.code(201).send({ ...OK, wavelet });
        }
        const wavelet = await updateShare(context, requester, body);
        return reply.code(201).send({ ...OK, wavelet });
      },
    );

    app.get(
      '/api/wavelets/preview/:link/:version',
      { schema: { params: SharePreviewParamsSchema } },
      async (request, reply) => {
        const image = await getSharePreviewImage(context, request.params.link, request.params.version);
        // A version never changes, so its picture may be kept.
        return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(image);
      },
    );

    app.get(
      '/api/wavelets/i/:id',
      { schema: { params: ShareIdParamsSchema, response: { 200: SharedCalculationResponseSchema } } },
      async (request) => ({
        ...OK,
        wavelet: await getShareById(context, requesterOf(request), request.params.id),
      }),
    );

    for (const path of ['/api/wavelets/s/:link', '/api/wavelets/s/:link/:version']) {
      app.get(
        path,
        { schema: { params: ShareParamsSchema, response: { 200: SharedCalculationResponseSchema } } },
        async (request) => ({
          ...OK,
          wavelet: await getShare(context, requesterOf(request), request.params.link, request.params.version),
        }),
      );
    }
  };
}
