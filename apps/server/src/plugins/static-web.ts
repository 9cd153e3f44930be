import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, sendApiNotFound } from './envelope.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets with long-lived caching, `index.html` (never cached)
 * for every other non-`/api` GET path so the client router can answer it.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist ? resolve(webDist) : undefined;
  const hasWebApp = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (response, path) => {
        const isHashedAsset = path.includes(`${join(root, 'assets')}`);
        response.header(
          'cache-control',
          isHashedAsset ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ webDist: root }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(reply);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
