import type { FastifyRequest } from 'fastify';

/**
 * True when the router matched an `/api` route. Decided on the matched route, never on the raw
 * URL, so every spelling the router accepts (`/%61pi/...`, other case in encodings) meets the
 * same checks as `/api/...`.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}
