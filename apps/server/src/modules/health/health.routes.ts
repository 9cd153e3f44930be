import { HealthResponseSchema } from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** `GET /healthz` (the process answers) and `GET /readyz` (the database answers too). */
export function healthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { response: { 200: HealthResponseSchema } }, logLevel: 'warn' },
      async () => ({
        status: 'ok' as const,
      }),
    );
    app.get(
      '/readyz',
      { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } }, logLevel: 'warn' },
      async (request, reply) => {
        try {
          await context.database.ping();
          return { status: 'ok' as const, database: 'up' as const };
        } catch (error) {
          request.log.error({ err: error }, 'database not reachable');
          return reply.code(503).send({ status: 'unavailable', database: 'down' });
        }
      },
    );
  };
}
