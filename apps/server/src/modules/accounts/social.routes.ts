import { CONFIGURATION, MessageResponseSchema, OK } from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { CSRF_MESSAGE } from '../../plugins/csrf.ts';
import { startSession } from '../../plugins/session.ts';
import {
  assertProvider,
  beginAuthorization,
  completeAuthorization,
  disconnectProvider,
  providerName,
} from './social.service.ts';

const ProviderParamsSchema = z.object({ provider: z.string().max(20) });
const CallbackQuerySchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(10).max(200),
});

/**
 * Google and Facebook sign-in and connect (behind SOCIAL_LOGIN; otherwise every call is 404).
 * The provider sends the browser back to the web app's callback page, which calls these
 * callbacks with the code and state.
 */
export function socialRoutes(context: AppContext): FastifyPluginAsyncZod {
  const isHttps = context.config.publicUrl.startsWith('https://');
  return async (app) => {
    app.get('/api/login/:provider', { schema: { params: ProviderParamsSchema } }, async (request, reply) => {
      const provider = assertProvider(context, request.params.provider);
      return reply.redirect(await beginAuthorization(context, provider, 'login', null));
    });

    app.get(
      '/api/login/:provider/callback',
      {
        schema: {
          params: ProviderParamsSchema,
          querystring: CallbackQuerySchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request, reply) => {
        const provider = assertProvider(context, request.params.provider);
        const caller = { ip: request.ip, log: request.log };
        const userId = await completeAuthorization(
          context,
          { provider, mode: 'login', ...request.query, userId: null },
          caller,
        );
        await startSession(context.database.db, request, reply, userId, isHttps);
        return { ...OK, message: `Signed in with ${providerName(provider)}.` };
      },
    );

    app.get(
      '/api/account/settings/:provider/connect',
      { schema: { params: ProviderParamsSchema } },
      async (request, reply) => {
        const provider = assertProvider(context, request.params.provider);
        const user = requireUser(request.user);
        return reply.redirect(await beginAuthorization(context, provider, 'connect', user.id));
      },
    );

    app.get(
      '/api/account/settings/:provider/callback',
      {
        schema: {
          params: ProviderParamsSchema,
          querystring: CallbackQuerySchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        const provider = assertProvider(context, request.params.provider);
        const user = requireUser(request.user);
        const caller = { ip: request.ip, log: request.log };
        await completeAuthorization(
          context,
          { provider, mode: 'connect', ...request.query, userId: user.id },
          caller,
        );
        return { ...OK, message: `Successfully connected your ${provider} account.` };
      },
    );

    app.get(
      '/api/account/settings/:provider/disconnect',
      { schema: { params: ProviderParamsSchema, response: { 200: MessageResponseSchema } } },
      async (request) => {
        const provider = assertProvider(context, request.params.provider);
        const user = requireUser(request.user);
        // A GET that changes state: it must carry the CSRF header like any other write.
        const token = request.headers[CONFIGURATION.csrfHeaderName];
        if (!token || token !== request.cookies[CONFIGURATION.csrfCookieName])
          throw new AppError('FORBIDDEN', CSRF_MESSAGE);
        await disconnectProvider(context, provider, user.id, { ip: request.ip, log: request.log });
        return { ...OK, message: `Disconnected your ${providerName(provider)} account.` };
      },
    );
  };
}
