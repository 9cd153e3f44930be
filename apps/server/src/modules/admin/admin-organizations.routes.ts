import {
  AdminDoneResponseSchema,
  AdminIdParamsSchema,
  AdminMemberBodySchema,
  AdminMemberParamsSchema,
  AdminModelParamsSchema,
  AdminModelStatusBodySchema,
  AdminOrganizationListQuerySchema,
  AdminOrganizationListResponseSchema,
  AdminOrganizationResponseSchema,
  AdminPlanBodySchema,
  OK,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { adminCallerOf } from './admin-access.ts';
import { changeModelStatus } from './admin-organization-models.service.ts';
import {
  addOrganizationMember,
  changeOrganizationPlan,
  getOrganizationDetail,
  listOrganizationPage,
  removeOrganizationMember,
} from './admin-organizations.service.ts';

/** `/api/admin/organizations`: the list, an organization's page, its plan, members and models' statuses. */
export function adminOrganizationsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    const detail = { 200: AdminOrganizationResponseSchema };
    app.get(
      '/api/admin/organizations',
      {
        config: { adminPermission: 'organizations.read' },
        schema: {
          querystring: AdminOrganizationListQuerySchema,
          response: { 200: AdminOrganizationListResponseSchema },
        },
      },
      async (request) => ({ ...OK, ...(await listOrganizationPage(db, request.query)) }),
    );

    app.get(
      '/api/admin/organizations/:id',
      {
        config: { adminPermission: 'organizations.read' },
        schema: { params: AdminIdParamsSchema, response: detail },
      },
      async (request) => ({ ...OK, organization: await getOrganizationDetail(db, request.params.id) }),
    );

    app.put(
      '/api/admin/organizations/:id/plan',
      {
        config: { adminPermission: 'organizations.write' },
        schema: { params: AdminIdParamsSchema, body: AdminPlanBodySchema, response: detail },
      },
      async (request) => {
        await changeOrganizationPlan(db, adminCallerOf(request), request.params.id, request.body.planCode);
        return { ...OK, organization: await getOrganizationDetail(db, request.params.id) };
      },
    );

    app.post(
      '/api/admin/organizations/:id/member',
      {
        config: { adminPermission: 'organizations.write' },
        schema: { params: AdminIdParamsSchema, body: AdminMemberBodySchema, response: detail },
      },
      async (request) => {
        await addOrganizationMember(db, adminCallerOf(request), request.params.id, request.body);
        return { ...OK, organization: await getOrganizationDetail(db, request.params.id) };
      },
    );

    app.delete(
      '/api/admin/organizations/:id/member/:userId',
      {
        config: { adminPermission: 'organizations.write' },
        schema: { params: AdminMemberParamsSchema, response: { 200: AdminDoneResponseSchema } },
      },
      async (request) => {
        const { id, userId } = request.params;
        await removeOrganizationMember(db, adminCallerOf(request), id, userId);
        return { ...OK, message: 'The member now has a personal organization of their own.' };
      },
    );

    app.put(
      '/api/admin/organizations/:id/models/:modelId/status',
      {
        config: { adminPermission: 'organizations.write' },
        schema: { params: AdminModelParamsSchema, body: AdminModelStatusBodySchema, response: detail },
      },
      async (request) => {
        const { id, modelId } = request.params;
        await changeModelStatus(db, adminCallerOf(request), id, modelId, request.body.statusId);
        return { ...OK, organization: await getOrganizationDetail(db, id) };
      },
    );
  };
}
