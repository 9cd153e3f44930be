import {
  AdminIdParamsSchema,
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  AdminOrderResponseSchema,
  OK,
  RefundOrderBodySchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf } from './admin-access.ts';
import { getOrderDetail, listOrderPage, refundOrderAsAdmin } from './admin-orders.service.ts';

/** `/api/admin/orders`: the list, an order's page and its refund. */
export function adminOrdersRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const detail = { 200: AdminOrderResponseSchema };
    app.get(
      '/api/admin/orders',
      {
        config: { adminPermission: 'payments.read' },
        schema: { querystring: AdminOrderListQuerySchema, response: { 200: AdminOrderListResponseSchema } },
      },
      async (request) => ({ ...OK, ...(await listOrderPage(db, request.query)) }),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        config: { adminPermission: 'payments.read' },
        schema: { params: AdminIdParamsSchema, response: detail },
      },
      async (request) => ({ ...OK, order: await getOrderDetail(db, request.params.id) }),
    );

    app.post(
      '/api/admin/orders/:id/refund',
      {
        config: { adminPermission: 'payments.refund' },
        schema: { params: AdminIdParamsSchema, body: RefundOrderBodySchema, response: detail },
      },
      async (request) => ({
        ...OK,
        order: await refundOrderAsAdmin(
          context,
          adminCallerOf(request),
          request.params.id,
          request.body.reason,
        ),
      }),
    );
  };
}
