import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import { isApiPath, sendApiNotFound } from './envelope.ts';

/** The head of a page whose title, description and preview image the server writes (link previews). */
export type PageHead = { title: string; description: string; imageUrl: string; pageUrl: string };

/** Finds the head of a path, or undefined to serve `index.html` as it is. */
export type PageHeadOf = (path: string) => Promise<PageHead | undefined>;

/** `index.html` with a page's title, description and Open Graph / Twitter card tags. */
export function withPageHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Roomtone" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.pageUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.imageUrl)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.imageUrl)}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The build writes a brotli and a gzip copy beside each compressible file (scripts/compress-web.mjs). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * How long a browser may keep a file of the web app: hashed assets for ever, the index page never
 * (it names the assets of the current build), anything else a few minutes.
 */
function cacheControlOf(root: string, path: string): string {
  const file = path.replace(PRECOMPRESSED_SUFFIX, '');
  if (file.startsWith(join(root, 'assets'))) return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (file === join(root, 'index.html')) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built web app: hashed assets with long-lived caching, `index.html` (never cached)
 * for every other non-`/api` GET path so the client router can answer it. A file is sent as its
 * precompressed copy when the browser accepts brotli or gzip (`Vary: Accept-Encoding`).
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string | undefined,
  sharedPageHead?: PageHeadOf,
): Promise<void> {
  const root = webDist ? resolve(webDist) : undefined;
  const hasWebApp = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are chosen by Accept-Encoding, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (response, path) => response.header('cache-control', cacheControlOf(root, path)),
    });
  } else {
    app.log.warn({ webDist: root }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(reply);
    }
    // A shared calculation's page carries its preview tags in the HTML itself: crawlers do not run the app.
    if (sharedPageHead && root && request.url.startsWith('/public/rt/')) {
      return sharedPageHead(request.url.split('?')[0] ?? '').then(async (head) => {
        if (!head) return reply.sendFile('index.html');
        const html = await readFile(join(root, 'index.html'), 'utf8');
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withPageHead(html, head));
      });
    }
    return reply.sendFile('index.html');
  });
}
