import {
  AdminDashboardResponseSchema,
  AdminLogExportResponseSchema,
  AdminLogListResponseSchema,
  AdminLogQuerySchema,
  AdminSearchQuerySchema,
  AdminSearchResponseSchema,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf, checkAdminPermission } from './admin-access.ts';
import { adminGroupsRoutes } from './admin-groups.routes.ts';
import { ensureAdministratorsCanAdminister } from './admin-groups.service.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { adminOrganizationsRoutes } from './admin-organizations.routes.ts';
import { exportLog, listLogPage, readDashboard, searchEverything } from './admin-overview.service.ts';
import { adminPartitionsRoutes } from './admin-partitions.routes.ts';
import { adminPromoCodesRoutes } from './admin-promo-codes.routes.ts';
import { adminReferenceRoutes } from './admin-reference.routes.ts';
import { adminUserAccessRoutes } from './admin-user-access.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

/**
 * The admin area's API (docs/product/api.md#admin). Every route names the permission it needs
 * (`config.adminPermission`); one hook decides it before the handler runs, and a route
 * registered without one is refused at start.
 */
export function adminRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.config?.adminPermission) {
        throw new Error(`${String(route.method)} ${route.url}: an admin route without a permission`);
      }
    });
    // After validation, as everywhere: malformed input (a U+0000) is a 400 whoever sends it.
    app.addHook('preHandler', async (request) => checkAdminPermission(db, request));
    app.addHook('onReady', async () => ensureAdministratorsCanAdminister(db));

    app.get(
      '/api/admin',
      {
        config: { adminPermission: 'dashboard.read' },
        schema: { response: { 200: AdminDashboardResponseSchema } },
      },
      async (request) => ({ ...OK, dashboard: await readDashboard(db, adminCallerOf(request)) }),
    );

    app.get(
      '/api/admin/search',
      {
        config: { adminPermission: 'users.read' },
        schema: { querystring: AdminSearchQuerySchema, response: { 200: AdminSearchResponseSchema } },
      },
      async (request) => ({
        ...OK,
        ...(await searchEverything(db, adminCallerOf(request), request.query.q)),
      }),
    );

    app.get(
      '/api/admin/logs',
      {
        config: { adminPermission: 'logs.read' },
        schema: { querystring: AdminLogQuerySchema, response: { 200: AdminLogListResponseSchema } },
      },
      async (request) => ({ ...OK, ...(await listLogPage(db, request.query)) }),
    );

    app.get(
      '/api/admin/logs/export',
      {
        config: { adminPermission: 'logs.read' },
        schema: {
          querystring: AdminLogQuerySchema.omit({ page: true }),
          response: { 200: AdminLogExportResponseSchema },
        },
      },
      async (request) => ({ ...OK, ...(await exportLog(db, request.query)) }),
    );

    await app.register(adminUsersRoutes(context));
    await app.register(adminUserAccessRoutes(context));
    await app.register(adminOrganizationsRoutes(context));
    await app.register(adminReferenceRoutes(context));
    await app.register(adminGroupsRoutes(context));
    await app.register(adminOrdersRoutes(context));
    await app.register(adminPromoCodesRoutes(context));
    await app.register(adminPartitionsRoutes(context));
  };
}
