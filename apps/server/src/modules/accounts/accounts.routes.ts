import {
  AvailabilityResponseSchema,
  CheckOrgQuerySchema,
  CurrentUserResponseSchema,
  errorSendingVerification,
  ForgotBodySchema,
  LoginBodySchema,
  MESSAGES,
  MessageResponseSchema,
  OK,
  RegisterQuerySchema,
  ResetBodySchema,
  ResetParamsSchema,
  SignupBodySchema,
  VerificationResendBodySchema,
  VerificationStatusResponseSchema,
  VerificationTokenParamsSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { originOf } from '../../lib/request-origin.ts';
import { publicViewAsOf } from '../../plugins/session.ts';
import {
  isEmailAvailable,
  isOrganizationNameAvailable,
  login,
  requestPasswordReset,
  resetPassword,
  sendVerification,
  signup,
  verifyAccount,
} from './auth.service.ts';
import { ACCOUNT_RATE_RULES } from './rate-rules.ts';
import { signOut, startSession } from './sessions.service.ts';
import { TOKEN_PATH_LOG } from './token-path-log.ts';

/** Sign-up, sign-in, sign-out, password reset, verification and the current user. */
export function accountsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const db = context.database.db;
  const isHttps = context.config.publicUrl.startsWith('https://');

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/api/current-user',
      { schema: { response: { 200: CurrentUserResponseSchema } } },
      async (request) => {
        return {
          ...OK,
          user: request.user,
          viewAs: publicViewAsOf(request),
          verificationRequired: context.config.verificationRequired,
          socialLogin: context.config.socialLogin,
        };
      },
    );

    app.post(
      '/api/signup',
      { schema: { body: SignupBodySchema, response: { 201: MessageResponseSchema } } },
      async (request, reply) => {
        const userId = await signup(context, request.body, originOf(request));
        await startSession(db, request, reply, userId, isHttps);
        return reply.code(201).send({ ...OK, message: 'Welcome to Roomtone.' });
      },
    );

    app.post(
      '/api/login',
      { schema: { body: LoginBodySchema, response: { 200: MessageResponseSchema } } },
      async (request, reply) => {
        const userId = await login(context, request.body, originOf(request));
        await startSession(db, request, reply, userId, isHttps);
        return { ...OK, message: 'Signed in.' };
      },
    );

    app.post(
      '/api/logout',
      { schema: { response: { 200: MessageResponseSchema } } },
      async (request, reply) => {
        await signOut(db, request, reply, isHttps);
        return { ...OK, message: 'Signed out.' };
      },
    );

    app.post(
      '/api/login/forgot',
      { schema: { body: ForgotBodySchema, response: { 200: MessageResponseSchema } } },
      async (request) => {
        await requestPasswordReset(context, request.body, originOf(request));
        return { ...OK, message: MESSAGES.forgotPasswordSent };
      },
    );

    app.put(
      '/api/login/reset/:token/:email',
      {
        ...TOKEN_PATH_LOG,
        schema: {
          params: ResetParamsSchema,
          body: ResetBodySchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(context, request.params, request.body, originOf(request));
        return { ...OK, message: MESSAGES.passwordReset };
      },
    );

    app.get(
      '/api/register',
      { schema: { querystring: RegisterQuerySchema, response: { 200: AvailabilityResponseSchema } } },
      async (request) => {
        return { ...OK, available: await isEmailAvailable(context, request.query.value, originOf(request)) };
      },
    );

    app.get(
      '/api/checkorg',
      { schema: { querystring: CheckOrgQuerySchema, response: { 200: AvailabilityResponseSchema } } },
      async (request) => {
        return { ...OK, available: await isOrganizationNameAvailable(db, request.query.org) };
      },
    );

    app.get(
      '/api/account/verification',
      { schema: { response: { 200: VerificationStatusResponseSchema } } },
      async (request) => ({ ...OK, isVerified: requireUser(request.user).isVerified }),
    );

    app.post(
      '/api/account/verification',
      { schema: { body: VerificationResendBodySchema, response: { 200: MessageResponseSchema } } },
      async (request) => {
        const user = requireUser(request.user);
        await context.rateLimiter.hit(ACCOUNT_RATE_RULES.verificationByAddress, request.ip);
        await context.rateLimiter.hit(ACCOUNT_RATE_RULES.verificationByAccount, user.id);
        if (user.isVerified) throw new AppError('BAD_REQUEST', 'Your account is already verified.');
        if (!(await sendVerification(context, user.id, user.email, originOf(request))))
          throw new AppError('INTERNAL', errorSendingVerification('the mail could not be sent'));
        return { ...OK, message: MESSAGES.verificationResent };
      },
    );

    app.get(
      '/api/account/verification/:token',
      {
        ...TOKEN_PATH_LOG,
        config: { changesState: true },
        schema: {
          params: VerificationTokenParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        await verifyAccount(context, request.params.token, originOf(request));
        return { ...OK, message: 'Your account is verified.' };
      },
    );
  };
  return plugin;
}
