import http from 'node:http';

/** One answer, or status 0 with `error` when no answer arrived (refused, reset, timed out). */
export type HttpAnswer = {
  status: number;
  body: string;
  error: string | undefined;
  setCookies: string[];
  /** The `Retry-After` header of a 429 or 503, when there is one. */
  retryAfter: string | undefined;
};

/** A request of a client. */
export type HttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Kept-alive connections shared by every client of a benchmark. The agent keys connections by
 * local address too, so each simulated browser keeps connections of its own, at most six per
 * origin as browsers do (a fault benchmark that needs every request in flight at once asks for
 * more).
 */
export function createAgent(maxSocketsPerBrowser = 6): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: maxSocketsPerBrowser, maxTotalSockets: 4_096 });
}

/** One attempt; `reusedSocket` says whether it went over a kept-alive connection. */
function attempt(
  agent: http.Agent,
  baseUrl: string,
  request: HttpRequest,
  localAddress: string | undefined,
): Promise<HttpAnswer & { reusedSocket: boolean }> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const outgoing = http.request(
      `${baseUrl}${request.path}`,
      {
        method: request.method,
        agent,
        headers,
        localAddress,
        signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            error: undefined,
            setCookies: response.headers['set-cookie'] ?? [],
            retryAfter: response.headers['retry-after'],
            reusedSocket: outgoing.reusedSocket,
          });
        });
        response.on('error', (error) =>
          resolve({
            status: 0,
            body: '',
            error: errorName(error),
            setCookies: [],
            retryAfter: undefined,
            reusedSocket: false,
          }),
        );
      },
    );
    outgoing.on('error', (error) =>
      resolve({
        status: 0,
        body: '',
        error: errorName(error),
        setCookies: [],
        retryAfter: undefined,
        reusedSocket: outgoing.reusedSocket,
      }),
    );
    outgoing.end(payload);
  });
}

/**
 * Sends one request; never rejects. A GET whose kept-alive connection was closed by the server
 * just as it was reused (the server closes idle connections after its keep-alive timeout) is
 * sent once more on a new connection, as browsers do; a write never is.
 */
export async function send(
  agent: http.Agent,
  baseUrl: string,
  request: HttpRequest,
  localAddress: string | undefined,
): Promise<HttpAnswer> {
  const first = await attempt(agent, baseUrl, request, localAddress);
  const isStaleConnection = first.status === 0 && first.reusedSocket && first.error === 'ECONNRESET';
  const { reusedSocket: _reused, ...answer } =
    isStaleConnection && request.method === 'GET'
      ? await attempt(agent, baseUrl, request, localAddress)
      : first;
  return answer;
}

function errorName(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
  return code ?? error.message;
}

/** A browser's state: its cookies and the address it connects from. */
export type Browser = {
  localAddress: string | undefined;
  /** Sends a request with the browser's cookies (and the CSRF header on writes); keeps Set-Cookie. */
  request: (request: HttpRequest) => Promise<HttpAnswer>;
  cookie: (name: string) => string | undefined;
  /** Every cookie, to hand to a browser of another port (browsers share cookies across ports of a host). */
  cookies: () => [string, string][];
  setCookie: (name: string, value: string) => void;
  forgetCookie: (name: string) => void;
};

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'x-xsrf-token';

/**
 * A simulated browser on `baseUrl`: a cookie jar, the double-submit CSRF header on every
 * state-changing request (as the web app's API client sends it), and an optional local loopback
 * address (127.0.x.y), so each browser is a client address of its own to the server's
 * per-address rate limits.
 */
export function createBrowser(agent: http.Agent, baseUrl: string, localAddress?: string): Browser {
  const cookies = new Map<string, string>();
  const keep = (setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (pair === undefined || separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isRemoval =
        value === '' ||
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) ||
        attributes.some((attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (isRemoval) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  return {
    localAddress,
    request: async (request) => {
      const headers: Record<string, string> = { ...request.headers };
      if (cookies.size > 0) {
        headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const token = cookies.get(CSRF_COOKIE);
      if (request.method !== 'GET' && token !== undefined && headers[CSRF_HEADER] === undefined) {
        headers[CSRF_HEADER] = token;
      }
      const answer = await send(agent, baseUrl, { ...request, headers }, localAddress);
      keep(answer.setCookies);
      return answer;
    },
    cookie: (name) => cookies.get(name),
    cookies: () => [...cookies],
    setCookie: (name, value) => {
      cookies.set(name, value);
    },
    forgetCookie: (name) => {
      cookies.delete(name);
    },
  };
}

/** The loopback address of simulated browser `index`: 127.0.1.1, 127.0.1.2, … (the whole 127/8 is local). */
export function loopbackAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

/** Parses a JSON body, or undefined when it is not JSON. */
export function jsonOf(answer: HttpAnswer): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

/** True when the body is the API's failure envelope `{ success: false, errors: [...], errfor: {...} }`. */
export function isFailureEnvelope(answer: HttpAnswer): boolean {
  const body = jsonOf(answer);
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return (
    record.success === false &&
    Array.isArray(record.errors) &&
    typeof record.errfor === 'object' &&
    record.errfor !== null
  );
}

/** The first message of a failure envelope, or the body's start. */
export function messageOf(answer: HttpAnswer): string {
  if (answer.error !== undefined) return answer.error;
  const body = jsonOf(answer);
  if (typeof body === 'object' && body !== null) {
    const errors = (body as Record<string, unknown>).errors;
    if (Array.isArray(errors) && typeof errors[0] === 'string') return errors[0];
  }
  const text = answer.body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `(not JSON) ${text.slice(0, 60)}`;
}
