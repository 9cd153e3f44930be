import type { FastifyRequest } from 'fastify';

/** The path as logged: a reset or verification token replaced, the query string (a provider's code and state) left out. */
function loggedUrl(url: string): string {
  const [path = ''] = url.split('?');
  return path.replace(/^(\/api\/(?:login\/reset|account\/verification)\/)[^/]+/, '$1[token]');
}

/**
 * Route option for calls that carry a secret in their URL (reset and verification links,
 * provider callbacks): the request log shows the URL without it, so no usable link is logged.
 */
export const TOKEN_PATH_LOG = {
  logSerializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
};
