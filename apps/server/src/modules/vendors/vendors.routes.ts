import {
  OK,
  SponsorFinishesQuerySchema,
  SponsorFinishesResponseSchema,
  VendorEmbedResponseSchema,
  VendorEmbedSettingsSchema,
  VendorParamsSchema,
  VendorProfileResponseSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  getEmbedSettings,
  getVendorFinishes,
  getVendorLogo,
  getVendorProfile,
  saveEmbedSettings,
} from './vendors.service.ts';

/** The vendor calculator's branding (public) and the vendor's embedding settings. */
export function vendorsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/vendors/:vendorName',
      { schema: { params: VendorParamsSchema, response: { 200: VendorProfileResponseSchema } } },
      async (request, reply) => {
        const vendor = await getVendorProfile(context, request.params.vendorName);
        reply.header('cache-control', 'public, max-age=60');
        return { ...OK, vendor };
      },
    );

    app.get(
      '/api/vendors/:vendorName/logo',
      { schema: { params: VendorParamsSchema } },
      async (request, reply) => {
        const logo = await getVendorLogo(context, request.params.vendorName);
        return reply
          .type(logo.mime)
          .header('cache-control', 'public, max-age=300')
          .header('content-disposition', 'inline')
          .send(logo.bytes);
      },
    );

    app.get(
      '/api/vendors/:vendorName/finishes',
      {
        schema: {
          params: VendorParamsSchema,
          querystring: SponsorFinishesQuerySchema,
          response: { 200: SponsorFinishesResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        ...(await getVendorFinishes(context, request.params.vendorName, request.query)),
      }),
    );

    app.get(
      '/api/account/organization/embed',
      { schema: { response: { 200: VendorEmbedResponseSchema } } },
      async (request) => ({ ...OK, embed: await getEmbedSettings(context, request.user) }),
    );

    app.put(
      '/api/account/organization/embed',
      { schema: { body: VendorEmbedSettingsSchema, response: { 200: VendorEmbedResponseSchema } } },
      async (request) => ({ ...OK, embed: await saveEmbedSettings(context, request.user, request.body) }),
    );
  };
}
