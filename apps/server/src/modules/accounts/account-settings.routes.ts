import {
  IdentityBodySchema,
  MESSAGES,
  MessageResponseSchema,
  OK,
  PasswordChangeBodySchema,
  ProfileBodySchema,
  ProfileResponseSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../lib/access.ts';
import { originOf } from '../../lib/request-origin.ts';
import { changeEmail, changePassword, getProfile, saveProfile } from './account-settings.service.ts';
import { startSession } from './sessions.service.ts';

/** `/api/account/settings`: profile, identity (e-mail) and password of the signed-in user. */
export function accountSettingsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const isHttps = context.config.publicUrl.startsWith('https://');
  return async (app) => {
    app.get(
      '/api/account/settings',
      { schema: { response: { 200: ProfileResponseSchema } } },
      async (request) => {
        const user = requireUser(request.user);
        return { ...OK, profile: await getProfile(context, user.id) };
      },
    );

    app.put(
      '/api/account/settings',
      { schema: { body: ProfileBodySchema, response: { 200: ProfileResponseSchema } } },
      async (request) => {
        const user = requireUser(request.user);
        return {
          ...OK,
          profile: await saveProfile(context, user.id, request.body, originOf(request)),
          message: MESSAGES.profileUpdated,
        };
      },
    );

    app.put(
      '/api/account/settings/identity',
      {
        config: { changesCredentials: true },
        schema: { body: IdentityBodySchema, response: { 200: ProfileResponseSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        const profile = await changeEmail(
          context,
          user.id,
          request.sessionId,
          request.body,
          originOf(request),
        );
        // The username changed: the other sessions ended, the current one is rotated.
        await startSession(context.database.db, request, reply, user.id, isHttps);
        return { ...OK, profile, message: MESSAGES.emailUpdated };
      },
    );

    app.put(
      '/api/account/settings/password',
      {
        config: { changesCredentials: true },
        schema: { body: PasswordChangeBodySchema, response: { 200: MessageResponseSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        await changePassword(context, user.id, request.sessionId, request.body, originOf(request));
        // A privilege change rotates the session: the old cookie value stops working.
        await startSession(context.database.db, request, reply, user.id, isHttps);
        return { ...OK, message: MESSAGES.changesSaved };
      },
    );
  };
}
