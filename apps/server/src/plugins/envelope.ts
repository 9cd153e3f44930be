import { ERROR_STATUS, failure, MESSAGES } from '@roomtone/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isStorageFull } from '../db/errors.ts';
import { AppError } from '../lib/app-error.ts';

/** Field name of a validation issue: '/name' → 'name', '/country/code' → 'country.code'. */
function fieldOf(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? fallback : path;
}

/**
 * Maps every error to the envelope of docs/product/api.md#the-envelope. Validation failures fill `errfor`
 * with the message of the first problem of each field; AppErrors keep their message; anything unexpected is
 * logged with its request id and answered with a generic message (no stack reaches the client).
 */
export function registerEnvelopeHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errfor: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, String(error.validationContext ?? 'body'));
        errfor[field] ??= issue.message ?? MESSAGES.invalidRequest;
      }
      return reply.code(400).send(failure([], errfor));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      const errors = error.message ? [error.message] : [];
      return reply.code(ERROR_STATUS[error.code]).send(failure(errors, error.errfor));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(failure([MESSAGES.payloadTooLarge]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure([MESSAGES.invalidRequest]));
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'database storage full');
      return reply
        .code(503)
        .header('retry-after', '60')
        .send(failure([MESSAGES.storageFull]));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(failure([MESSAGES.databaseUnavailable]));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure([MESSAGES.internalError]));
  });
}

/** True for paths served by the API (JSON answers, never the web app). */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The JSON 404 of an unknown `/api` path. */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(failure([MESSAGES.apiNotFound]));
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/api/%ZZ`) is answered with the
 * envelope like any other bad request, never with Fastify's own body.
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.code(400).send(failure([MESSAGES.invalidRequest]));
}
