import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, sendApiNotFound } from './envelope.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * How long a browser may keep a file of the web app: hashed assets for ever, the index page never
 * (it names the assets of the current build), anything else a few minutes.
 */
function cacheControlOf(root: string, path: string): string {
  if (path.startsWith(join(root, 'assets'))) return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (path === join(root, 'index.html')) return 'no-cache';
  return 'public, max-age=300';
}

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
      setHeaders: (response, path) => response.header('cache-control', cacheControlOf(root, path)),
    });
  } else {
    app.log.warn({ webDist: root }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(reply);
    }
    return reply.sendFile('index.html');
  });
}
