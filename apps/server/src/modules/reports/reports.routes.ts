import {
  OK,
  ProjectParamsSchema,
  ReportPdfQuerySchema,
  RevisionParamsSchema,
  RoomReportResponseSchema,
} from '@roomtone/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getProjectReportPdf, getRoomReport, getRoomReportPdf, type ReportFile } from './reports.service.ts';

/** Sends a PDF to open in the browser, with a file name for saving it. */
function sendPdf(reply: FastifyReply, file: ReportFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/**
 * Reports (issue 17): the report of a revision as JSON for the report page, the same report as a
 * PDF, and the project report PDF. Each has the permissions of the revision or project it shows.
 */
export function reportsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/rooms/:roomId/rev/:revId/report',
      { schema: { params: RevisionParamsSchema, response: { 200: RoomReportResponseSchema } } },
      async (request) => ({
        ...OK,
        report: await getRoomReport(context, request.user, request.params.roomId, request.params.revId),
      }),
    );

    app.get(
      '/api/rooms/:roomId/rev/:revId/report.pdf',
      { schema: { params: RevisionParamsSchema, querystring: ReportPdfQuerySchema } },
      async (request, reply) =>
        sendPdf(
          reply,
          await getRoomReportPdf(
            context,
            request.user,
            request.params.roomId,
            request.params.revId,
            request.query.paper,
          ),
        ),
    );

    app.get(
      '/api/projects/:id/report.pdf',
      { schema: { params: ProjectParamsSchema, querystring: ReportPdfQuerySchema } },
      async (request, reply) =>
        sendPdf(
          reply,
          await getProjectReportPdf(context, request.user, request.params.id, request.query.paper),
        ),
    );
  };
}
