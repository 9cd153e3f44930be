import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { z } from 'zod';

/** The HTTP methods the API uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `METHOD /api/...`, the route's pattern exactly as the server registered it. */
export type RouteKey = `${ApiMethod} /api/${string}`;

/** One registered `/api` route with the zod schemas Fastify validates its input with. */
export type RecordedRoute = {
  key: RouteKey;
  method: ApiMethod;
  url: string;
  /** Path parameter names, in the order of the pattern. */
  paramNames: string[];
  body: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  params: z.ZodType | undefined;
};

const API_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every route option object the server registered, in order, across every app built in this file. */
const registered: RouteOptions[] = [];

type FastifyModule = typeof import('fastify');
type FastifyFactory = (options?: FastifyServerOptions) => FastifyInstance;

/**
 * The `fastify` module with a factory that records every route of the instances it builds.
 * `onRoute` hooks only see routes added after them, and `buildApp` registers its modules before
 * a test's `prepare` runs, so the hook has to be on the instance from its creation. Used as
 * `vi.mock('fastify', async (original) => recordingFastify(await original()))`.
 */
export function recordingFastify(original: FastifyModule): FastifyModule {
  const create = original.default as unknown as FastifyFactory;
  const factory = (options?: FastifyServerOptions) => {
    const app = create(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  };
  return { ...original, default: factory, fastify: factory } as unknown as FastifyModule;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

function schemaPart(route: RouteOptions, part: 'body' | 'querystring' | 'params'): z.ZodType | undefined {
  const schema: unknown = route.schema;
  if (typeof schema !== 'object' || schema === null || !(part in schema)) return undefined;
  const value: unknown = (schema as Record<string, unknown>)[part];
  if (value === undefined) return undefined;
  if (!isZodSchema(value))
    throw new Error(`${route.method} ${route.url}: schema.${part} is not a zod schema`);
  return value;
}

/**
 * The `/api` routes the server registered. HEAD routes Fastify adds for each GET are the GET
 * route itself and are left out; any other method would be new to these tests and is refused.
 */
export function recordedApiRoutes(): RecordedRoute[] {
  if (registered.length === 0) {
    throw new Error('no route was recorded: mock fastify with recordingFastify before the app is built');
  }
  const routes = new Map<RouteKey, RecordedRoute>();
  for (const route of registered) {
    if (!route.url.startsWith('/api/') && route.url !== '/api') continue;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      if (!API_METHODS.includes(method)) {
        throw new Error(`${method} ${route.url}: a method these tests do not know`);
      }
      const key = `${method} ${route.url}` as RouteKey;
      routes.set(key, {
        key,
        method: method as ApiMethod,
        url: route.url,
        paramNames: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? ''),
        body: schemaPart(route, 'body'),
        querystring: schemaPart(route, 'querystring'),
        params: schemaPart(route, 'params'),
      });
    }
  }
  return [...routes.values()];
}

/**
 * A path segment, percent-encoded. A lone surrogate has no UTF-8 form, so it is written as the
 * three bytes a careless encoder would send (WTF-8), which the server must refuse cleanly.
 */
export function encodePathSegment(value: string): string {
  let encoded = '';
  for (const character of value) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** The URL of a route pattern with its parameters filled in (percent-encoded) and a query. */
export function urlOf(
  pattern: string,
  params: Record<string, string | number> = {},
  query: Iterable<[string, string]> = [],
  encode: (value: string) => string = encodePathSegment,
): string {
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encode(String(value));
  });
  const search = new URLSearchParams([...query]).toString();
  return search === '' ? path : `${path}?${search}`;
}
