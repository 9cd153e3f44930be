import { ContactMessageBodySchema, ContactMessageResponseSchema, MESSAGES, OK } from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { submitContactMessage } from './contact.service.ts';

/** `POST /api/sendMessage`. */
export function contactRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/sendMessage',
      { schema: { body: ContactMessageBodySchema, response: { 200: ContactMessageResponseSchema } } },
      async (request) => {
        try {
          await submitContactMessage(context, request.body, request.ip, request.log);
        } catch (error) {
          if (error instanceof AppError) throw error;
          request.log.error({ err: error }, 'contact message failed');
          throw new AppError('INTERNAL', MESSAGES.errorSubmittingMessage);
        }
        return { ...OK, message: MESSAGES.messageReceived };
      },
    );
  };
}
