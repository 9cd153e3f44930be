import type { FastifyInstance } from 'fastify';
import { isApiPath } from './envelope.ts';

/**
 * Every `/api` answer may depend on the session (the same URL answers each user with their own
 * data), so none may be kept by a shared cache or the browser's disk: `private, no-store`, unless
 * the route chose its own policy (the logo's validators, the vendor stylesheet's public minute).
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
  });
}
