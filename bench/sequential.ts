import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { percentile } from './percentile.ts';

/**
 * Rounds over the URLs before timing starts. A server is measured in its steady state: PGlite's
 * WebAssembly moves its hot functions to the optimising compiler in the background over the
 * first few hundred queries (the median of the finishes search drops by about a sixth over them).
 */
const WARM_UP_ROUNDS = 10;

/**
 * p50 and p99 of `requests` sequential GET requests cycling through `urls`, each required to
 * answer 200. Between requests the event loop turns, as it does in a server between requests
 * arriving over the network: injected requests resolve in microtasks, so without it the callbacks
 * each request leaves for the event loop, and the responses they hold, pile up for the whole run.
 */
export async function sequentialLatency(
  app: FastifyInstance,
  urls: string[],
  options: { requests: number; headers?: Record<string, string> },
): Promise<{ p50: number; p99: number }> {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: options.headers ?? {} });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const url of urls) {
      await get(url);
      await turnOfTheEventLoop();
    }
  }
  const times: number[] = [];
  for (let index = 0; index < options.requests; index += 1) {
    const url = urls[index % urls.length] ?? '';
    const started = performance.now();
    await get(url);
    times.push(performance.now() - started);
    await turnOfTheEventLoop();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}
