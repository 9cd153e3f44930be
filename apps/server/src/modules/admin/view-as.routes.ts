import { MessageResponseSchema, OK } from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../lib/access.ts';
import { stopViewAs } from './view-as.service.ts';

/**
 * `POST /api/view-as/stop`: the way back from viewing the app as a user. Not an admin route: while
 * viewing, the session's user is the viewed user, who holds no admin permission.
 */
export function viewAsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/view-as/stop',
      { schema: { response: { 200: MessageResponseSchema } } },
      async (request) => {
        requireUser(request.user);
        await stopViewAs(context.database.db, request);
        return { ...OK, message: 'You are back to your own account.' };
      },
    );
  };
}
