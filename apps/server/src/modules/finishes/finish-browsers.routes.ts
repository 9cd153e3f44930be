import {
  AudiencePresetsResponseSchema,
  CommonFinishesResponseSchema,
  FinishBrowseQuerySchema,
  FinishParamsSchema,
  OK,
  SponsorFinishesQuerySchema,
  SponsorFinishesResponseSchema,
  SponsorListResponseSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  browseCommonFinishes,
  browseSponsorFinishes,
  listAudiencePresets,
  listSuppliers,
} from './finish-browsers.service.ts';

/** The calculator's browsers: common finishes, suppliers' sponsor finishes, audience presets. */
export function finishBrowsersRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/api/finishes/browsers/commons',
      { schema: { querystring: FinishBrowseQuerySchema, response: { 200: CommonFinishesResponseSchema } } },
      async (request) => ({ ...OK, ...(await browseCommonFinishes(db, request.user, request.query)) }),
    );

    app.get(
      '/api/finishes/browsers/sponsors',
      { schema: { response: { 200: SponsorListResponseSchema } } },
      async (request) => ({ ...OK, sponsors: await listSuppliers(db, request.user) }),
    );

    app.get(
      '/api/finishes/browsers/sponsor/:id',
      {
        schema: {
          params: FinishParamsSchema,
          querystring: SponsorFinishesQuerySchema,
          response: { 200: SponsorFinishesResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        ...(await browseSponsorFinishes(db, request.user, request.params.id, request.query)),
      }),
    );

    app.get(
      '/api/finishes/browsers/audience',
      { schema: { response: { 200: AudiencePresetsResponseSchema } } },
      async () => ({ ...OK, presets: await listAudiencePresets(db) }),
    );
  };
}
