import {
  CONFIGURATION,
  MessageResponseSchema,
  OK,
  SocialCallbackQuerySchema,
  SocialProviderParamsSchema,
} from '@roomtone/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { originOf } from '../../lib/request-origin.ts';
import { CSRF_MESSAGE } from '../../plugins/csrf.ts';
import { cookieBase } from '../../plugins/session.ts';
import { startSession } from './sessions.service.ts';
import {
  assertProvider,
  beginAuthorization,
  completeAuthorization,
  disconnectProvider,
  providerName,
  type SocialMode,
  STATE_TTL_SECONDS,
} from './social.service.ts';
import type { SocialProvider } from './social-provider.ts';
import { TOKEN_PATH_LOG } from './token-path-log.ts';

/** httpOnly cookie binding a started sign-in or connect to the browser that started it. */
export const OAUTH_STATE_COOKIE = 'roomtone_oauth_state';

/**
 * Google and Facebook sign-in and connect (behind SOCIAL_LOGIN; otherwise every call is 404).
 * The provider sends the browser back to the web app's callback page, which calls these
 * callbacks with the code and state.
 */
export function socialRoutes(context: AppContext): FastifyPluginAsyncZod {
  const isHttps = context.config.publicUrl.startsWith('https://');
  const stateCookie = { ...cookieBase(isHttps), path: '/api/', httpOnly: true };

  /** Starts the authorization and gives this browser the state in a cookie. */
  async function begin(
    reply: FastifyReply,
    provider: SocialProvider,
    mode: SocialMode,
    userId: string | null,
  ) {
    const { url, state } = await beginAuthorization(context, provider, mode, userId);
    reply.setCookie(OAUTH_STATE_COOKIE, state, { ...stateCookie, maxAge: STATE_TTL_SECONDS });
    return reply.redirect(url);
  }

  /** The state this browser was given (the cookie is cleared: a state is used once). */
  function takeBrowserState(request: FastifyRequest, reply: FastifyReply): string | undefined {
    reply.clearCookie(OAUTH_STATE_COOKIE, stateCookie);
    return request.cookies[OAUTH_STATE_COOKIE];
  }

  return async (app) => {
    app.get(
      '/api/login/:provider',
      { schema: { params: SocialProviderParamsSchema } },
      async (request, reply) => {
        const provider = assertProvider(context, request.params.provider);
        return begin(reply, provider, 'login', null);
      },
    );

    app.get(
      '/api/login/:provider/callback',
      {
        ...TOKEN_PATH_LOG,
        config: { changesState: true },
        schema: {
          params: SocialProviderParamsSchema,
          querystring: SocialCallbackQuerySchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request, reply) => {
        const provider = assertProvider(context, request.params.provider);
        const browserState = takeBrowserState(request, reply);
        const userId = await completeAuthorization(
          context,
          { provider, mode: 'login', ...request.query, browserState, userId: null },
          originOf(request),
        );
        await startSession(context.database.db, request, reply, userId, isHttps);
        return { ...OK, message: `Signed in with ${providerName(provider)}.` };
      },
    );

    app.get(
      '/api/account/settings/:provider/connect',
      { config: { changesCredentials: true }, schema: { params: SocialProviderParamsSchema } },
      async (request, reply) => {
        const provider = assertProvider(context, request.params.provider);
        const user = requireUser(request.user);
        return begin(reply, provider, 'connect', user.id);
      },
    );

    app.get(
      '/api/account/settings/:provider/callback',
      {
        ...TOKEN_PATH_LOG,
        config: { changesCredentials: true },
        schema: {
          params: SocialProviderParamsSchema,
          querystring: SocialCallbackQuerySchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request, reply) => {
        const provider = assertProvider(context, request.params.provider);
        const user = requireUser(request.user);
        const browserState = takeBrowserState(request, reply);
        await completeAuthorization(
          context,
          { provider, mode: 'connect', ...request.query, browserState, userId: user.id },
          originOf(request),
        );
        return { ...OK, message: `Successfully connected your ${provider} account.` };
      },
    );

    app.get(
      '/api/account/settings/:provider/disconnect',
      {
        config: { changesCredentials: true },
        schema: { params: SocialProviderParamsSchema, response: { 200: MessageResponseSchema } },
      },
      async (request) => {
        const provider = assertProvider(context, request.params.provider);
        const user = requireUser(request.user);
        // A GET that changes state: it must carry the CSRF header like any other write.
        const token = request.headers[CONFIGURATION.csrfHeaderName];
        if (!token || token !== request.cookies[CONFIGURATION.csrfCookieName])
          throw new AppError('FORBIDDEN', CSRF_MESSAGE);
        await disconnectProvider(context, provider, user.id, originOf(request));
        return { ...OK, message: `Disconnected your ${providerName(provider)} account.` };
      },
    );
  };
}
