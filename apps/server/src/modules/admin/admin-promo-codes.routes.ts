import {
  AdminIdParamsSchema,
  AdminPromoCodeBodySchema,
  AdminPromoCodeListQuerySchema,
  AdminPromoCodeListResponseSchema,
  AdminPromoCodeResponseSchema,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf } from './admin-access.ts';
import { createPromoCode, editPromoCode, listPromoCodePage } from './admin-promo-codes.service.ts';

/** `/api/admin/promo-codes`: the list, a new code, an edit (retiring is an edit). */
export function adminPromoCodesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const detail = { 200: AdminPromoCodeResponseSchema };
    app.get(
      '/api/admin/promo-codes',
      {
        config: { adminPermission: 'payments.read' },
        schema: {
          querystring: AdminPromoCodeListQuerySchema,
          response: { 200: AdminPromoCodeListResponseSchema },
        },
      },
      async (request) => ({ ...OK, ...(await listPromoCodePage(db, request.query)) }),
    );

    app.post(
      '/api/admin/promo-codes',
      {
        config: { adminPermission: 'payments.write' },
        schema: { body: AdminPromoCodeBodySchema, response: detail },
      },
      async (request) => ({
        ...OK,
        promoCode: await createPromoCode(db, adminCallerOf(request), request.body),
      }),
    );

    app.put(
      '/api/admin/promo-codes/:id',
      {
        config: { adminPermission: 'payments.write' },
        schema: { params: AdminIdParamsSchema, body: AdminPromoCodeBodySchema, response: detail },
      },
      async (request) => ({
        ...OK,
        promoCode: await editPromoCode(db, adminCallerOf(request), request.params.id, request.body),
      }),
    );
  };
}
