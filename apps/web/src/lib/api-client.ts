import { CONFIGURATION, MESSAGES, REVISION_NUMBER_MESSAGE } from '@roomtone/contracts';
import { readCookie } from './cookies.ts';

/** A failed API call: the messages to show as alerts and the fields to mark invalid. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly errfor: Record<string, string>;

  constructor(status: number, errors: string[], errfor: Record<string, string> = {}) {
    super(errors[0] ?? Object.values(errfor)[0] ?? MESSAGES.unknownServerError);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.errfor = errfor;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const MALFORMED_ID_MESSAGES = new Set<string>([MESSAGES.mustBeAnId, REVISION_NUMBER_MESSAGE]);

/**
 * True when a read of one record failed because there is no such record: 404, or a 400 that only
 * says an id in its path is malformed (`/project/does-not-exist`). Screens show Page Not Found
 * for both instead of the raw field message.
 */
export function isNotFoundError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  const messages = Object.values(error.errfor);
  return (
    error.status === 400 &&
    error.errors.length === 0 &&
    messages.length > 0 &&
    messages.every((message) => MALFORMED_ID_MESSAGES.has(message))
  );
}

/**
 * Called when the API answers 401. It resolves once the user has signed in again (the request
 * is then retried) and rejects when they cancel. Installed by the sign-in dialog.
 */
type UnauthenticatedHandler = () => Promise<void>;
let unauthenticatedHandler: UnauthenticatedHandler | undefined;

/** Installs the handler of the 401 sign-in queue. */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler | undefined): void {
  unauthenticatedHandler = handler;
}

/**
 * From a sign-out the user asked for until the session next shows someone signed in, a 401 is
 * that sign-out (the screen being left refetching before it is gone, a call still on its way),
 * not a session that ended under the user: it is refused without opening the sign-in dialog.
 */
let signedOutOnPurpose = false;

/** Called as the user signs out. */
export function markSignedOutOnPurpose(): void {
  signedOutOnPurpose = true;
}

/** Called whenever the session shows a signed-in user: a 401 asks to sign in again. */
export function markSignedIn(): void {
  signedOutOnPurpose = false;
}

function isEnvelope(
  value: unknown,
): value is { success: boolean; errors?: string[]; errfor?: Record<string, string> } {
  return typeof value === 'object' && value !== null && 'success' in value;
}

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (file upload) gets its multipart content type, with the boundary, from fetch.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  // Sent on every call: a few GET calls change state (disconnecting a provider) and check it too.
  const token = readCookie(CONFIGURATION.csrfCookieName);
  if (token) headers[CONFIGURATION.csrfHeaderName] = token;
  return fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined || isForm ? body : JSON.stringify(body),
  });
}

/**
 * The only code that calls `fetch` for the API. Unwraps the envelope: `success:false` raises an
 * ApiError with `errors` and `errfor`; an HTTP failure without an envelope raises status plus
 * status text, or 'Unknown Server Error'. A 401 waits for the sign-in queue and retries once
 * (unless the user has just signed out).
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await send(method, path, body);
  } catch {
    throw new ApiError(0, [MESSAGES.unknownServerError]);
  }
  // A refused sign-in is itself a 401; only other calls wait for the sign-in dialog.
  const isSignInCall = path.startsWith('/api/login') || path === '/api/signup';
  if (response.status === 401 && unauthenticatedHandler && !isSignInCall && !signedOutOnPurpose) {
    await unauthenticatedHandler();
    return apiRequest<T>(method, path, body);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (isEnvelope(payload)) {
    if (payload.success && response.ok) return payload as T;
    throw new ApiError(response.status, payload.errors ?? [], payload.errfor ?? {});
  }
  if (!response.ok) {
    const text = response.status > 0 ? `${response.status} ${response.statusText}`.trim() : '';
    throw new ApiError(response.status, [text || MESSAGES.unknownServerError]);
  }
  return payload as T;
}

/** Shorthands. */
export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
