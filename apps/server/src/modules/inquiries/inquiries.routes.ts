import {
  CopyInquiryBodySchema,
  InquiryBodySchema,
  InquiryCopiedResponseSchema,
  InquiryExportResponseSchema,
  InquiryListQuerySchema,
  InquiryListResponseSchema,
  InquiryParamsSchema,
  InquiryResponseSchema,
  InquirySubmittedResponseSchema,
  MESSAGES,
  MessageResponseSchema,
  OK,
  UpdateInquiryBodySchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  copyInquiry,
  exportInquiries,
  getInquiry,
  listInquiryPage,
  markInquiry,
  removeInquiry,
  submitInquiry,
} from './inquiries.service.ts';

/**
 * Web inquiries (docs/product/api.md#inquiries-and-vendors): sent by visitors of a vendor calculator, read by
 * the vendor.
 */
export function inquiriesRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/inquiries',
      {
        // A vendor's own site frames the calculator, so a visitor's browser sends no SameSite
        // cookie here: anonymous submissions need no token (the honeypot and the per-address
        // rate limit stand instead); a signed-in one is checked as usual.
        config: { csrfExempt: 'anonymous' },
        schema: { body: InquiryBodySchema, response: { 200: InquirySubmittedResponseSchema } },
      },
      async (request) => {
        await submitInquiry(context, request.body, request.ip, request.log);
        return { ...OK, message: MESSAGES.submitted };
      },
    );

    app.get(
      '/api/inquiries',
      { schema: { querystring: InquiryListQuerySchema, response: { 200: InquiryListResponseSchema } } },
      async (request) => ({ ...OK, ...(await listInquiryPage(context, request.user, request.query)) }),
    );

    app.get(
      '/api/inquiries/export',
      {
        schema: {
          querystring: InquiryListQuerySchema.omit({ page: true }),
          response: { 200: InquiryExportResponseSchema },
        },
      },
      async (request) => ({ ...OK, ...(await exportInquiries(context, request.user, request.query)) }),
    );

    app.get(
      '/api/inquiries/:id',
      { schema: { params: InquiryParamsSchema, response: { 200: InquiryResponseSchema } } },
      async (request) => ({ ...OK, inquiry: await getInquiry(context, request.user, request.params.id) }),
    );

    app.put(
      '/api/inquiries/:id',
      {
        schema: {
          params: InquiryParamsSchema,
          body: UpdateInquiryBodySchema,
          response: { 200: InquiryResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        inquiry: await markInquiry(context, request.user, request.params.id, request.body.isRead),
      }),
    );

    app.delete(
      '/api/inquiries/:id',
      { schema: { params: InquiryParamsSchema, response: { 200: MessageResponseSchema } } },
      async (request) => {
        await removeInquiry(context, request.user, request.params.id);
        return { ...OK, message: MESSAGES.changesSaved };
      },
    );

    app.post(
      '/api/inquiries/:id/copy',
      {
        schema: {
          params: InquiryParamsSchema,
          body: CopyInquiryBodySchema,
          response: { 201: InquiryCopiedResponseSchema },
        },
      },
      async (request, reply) => {
        const copied = await copyInquiry(context, request.user, request.params.id, request.body);
        return reply.code(201).send({ ...OK, ...copied });
      },
    );
  };
}
