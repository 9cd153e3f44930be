import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A browser-like client over `app.inject`: keeps the cookies the server sets and sends the
 * CSRF header the web app sends (double submit), unless told not to.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {
    this.cookies.set('XSRF-TOKEN', 'test-csrf-token');
  }

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && options.csrf !== false && csrf) headers['x-xsrf-token'] = csrf;
    const injectOptions: InjectOptions = {
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      remoteAddress: this.remoteAddress,
    };
    if (payload !== undefined) injectOptions.payload = payload as InjectOptions['payload'];
    const response = await this.app.inject(injectOptions);
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload?: unknown, options?: { csrf?: boolean }) {
    return this.request('POST', url, payload ?? {}, options);
  }
  put(url: string, payload?: unknown, options?: { csrf?: boolean }) {
    return this.request('PUT', url, payload ?? {}, options);
  }
  delete(url: string, options?: { csrf?: boolean }) {
    return this.request('DELETE', url, undefined, options);
  }
}

/** Sign-up data for a test user. */
export function signupBody(overrides: Record<string, string> = {}) {
  return {
    email: 'ada@example.com',
    password: 'difference-engine',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

/** Signs up a new user through the API and returns a client signed in as them. */
export async function signedUpClient(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  remoteAddress?: string,
) {
  const client = new TestClient(app, remoteAddress);
  const response = await client.post('/api/signup', signupBody(overrides));
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return client;
}
