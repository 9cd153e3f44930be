import http from 'node:http';
import { percentile } from './percentile.ts';

/**
 * Rounds over the paths before timing starts, unless the caller says how many requests warm up.
 * A server is measured in its steady state: PGlite's WebAssembly moves its hot functions to the
 * optimising compiler as they run.
 */
const WARM_UP_ROUNDS = 10;

/** One GET over `agent`, resolved once the whole body has arrived; refused unless it answers 200. */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (status !== 200) chunks.push(chunk);
      });
      response.on('end', () => {
        if (status === 200) resolve();
        else reject(new Error(`${url}: ${status} ${Buffer.concat(chunks).toString()}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * p50 and p99 of `requests` sequential GET requests cycling through `paths` on the listening
 * server at `baseUrl`, each required to answer 200, over one kept-alive connection, as a browser
 * sends them. Requests go over the network stack rather than Fastify's `inject`: injected requests
 * keep each other's objects alive long enough to survive garbage collections (with `inject`, a
 * bare Fastify route left 4 MB alive at each minor collection, over HTTP 3 KB), so the
 * collector's pauses were the harness's rather than the server's.
 */
export async function sequentialLatency(
  baseUrl: string,
  paths: string[],
  options: { requests: number; warmUpRequests?: number; headers?: Record<string, string> },
): Promise<{ p50: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = options.headers ?? {};
  const request = (path: string) => get(agent, `${baseUrl}${path}`, headers);
  try {
    const warmUpRequests = options.warmUpRequests ?? WARM_UP_ROUNDS * paths.length;
    for (let index = 0; index < warmUpRequests; index += 1) {
      await request(paths[index % paths.length] ?? '');
    }
    const times: number[] = [];
    for (let index = 0; index < options.requests; index += 1) {
      const started = performance.now();
      await request(paths[index % paths.length] ?? '');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  } finally {
    agent.destroy();
  }
}
