import { MESSAGES, REVISION_NUMBER_MESSAGE } from '@roomtone/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  isNotFoundError,
  markSignedIn,
  markSignedOutOnPurpose,
  setUnauthenticatedHandler,
} from './api-client.ts';

function respond(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, statusText, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedHandler(undefined);
  markSignedIn();
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server that sets the CSRF cookie
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the API client', () => {
  it('returns the body of a successful envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(200, { success: true, errors: [], errfor: {}, user: null })),
    );
    await expect(api.get('/api/current-user')).resolves.toEqual({
      success: true,
      errors: [],
      errfor: {},
      user: null,
    });
  });

  it('raises the errors and errfor of a failed envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        respond(400, { success: false, errors: ['Nope'], errfor: { email: MESSAGES.invalidEmail } }),
      ),
    );
    const error = await api.post('/api/sendMessage', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errors: ['Nope'], errfor: { email: MESSAGES.invalidEmail } });
  });

  it('raises status plus status text for an HTTP failure without an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ errors: ['502 Bad Gateway'] });
  });

  it('sends a FormData body as it is, leaving its multipart content type to fetch', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
      respond(200, { success: true, errors: [], errfor: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('logo', new Blob(['x'], { type: 'image/png' }), 'logo.png');
    await api.post('/api/account/organization/profilepic', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it("raises 'Unknown Server Error' when the network fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ errors: [MESSAGES.unknownServerError] });
  });

  it('sends the CSRF cookie back as a header', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server that sets the CSRF cookie
    document.cookie = 'XSRF-TOKEN=abc123';
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      respond(200, { success: true, errors: [], errfor: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/api/x', { a: 1 });
    await api.get('/api/y');
    const [postInit, getInit] = fetchMock.mock.calls.map((call) => call[1].headers as Record<string, string>);
    expect(postInit?.['x-xsrf-token']).toBe('abc123');
    expect(getInit?.['x-xsrf-token']).toBe('abc123');
  });

  it('waits for sign-in after a 401 and retries the request', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(respond(401, { success: false, errors: [MESSAGES.mustBeLoggedIn], errfor: {} }))
      .mockResolvedValueOnce(respond(200, { success: true, errors: [], errfor: {}, saved: true }));
    vi.stubGlobal('fetch', fetchMock);
    const handler = vi.fn(async () => {});
    setUnauthenticatedHandler(handler);
    await expect(api.post('/api/rooms/1/rev', { calc: {} })).resolves.toMatchObject({ saved: true });
    expect(handler).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a 401 without asking to sign in after the user signed out, until someone signs in', async () => {
    const refused = () => respond(401, { success: false, errors: [MESSAGES.mustBeLoggedIn], errfor: {} });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(respond(200, { success: true, errors: [], errfor: {}, saved: true }));
    vi.stubGlobal('fetch', fetchMock);
    const handler = vi.fn(async () => {});
    setUnauthenticatedHandler(handler);

    markSignedOutOnPurpose();
    await expect(api.get('/api/account/settings')).rejects.toMatchObject({
      status: 401,
      errors: [MESSAGES.mustBeLoggedIn],
    });
    expect(handler).not.toHaveBeenCalled();

    markSignedIn();
    await expect(api.get('/api/account/settings')).resolves.toMatchObject({ saved: true });
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('isNotFoundError', () => {
  it('takes a 404, or a 400 that only says an id in the path is malformed, for a missing record', () => {
    expect(isNotFoundError(new ApiError(404, ['Project not found']))).toBe(true);
    expect(isNotFoundError(new ApiError(400, [], { id: MESSAGES.mustBeAnId }))).toBe(true);
    expect(isNotFoundError(new ApiError(400, [], { revId: REVISION_NUMBER_MESSAGE }))).toBe(true);
  });

  it('leaves every other failure to the screen', () => {
    expect(isNotFoundError(new ApiError(400, [], { name: MESSAGES.required }))).toBe(false);
    expect(isNotFoundError(new ApiError(400, [], { id: MESSAGES.mustBeAnId, name: MESSAGES.required }))).toBe(
      false,
    );
    expect(isNotFoundError(new ApiError(403, ['No']))).toBe(false);
    expect(isNotFoundError(new Error('network'))).toBe(false);
  });
});
