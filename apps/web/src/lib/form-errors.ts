import { MESSAGES } from '@roomtone/contracts';
import { ApiError } from './api-client.ts';

type FormWithErrors = { setErrors: (errors: Record<string, string>) => void };

/**
 * Applies a failed call to a form: `errfor` marks the fields (each clears when changed) and the
 * returned messages go to the alert list. With `fallback`, a failure the server did not explain
 * as a refusal of the request (no answer, a server error) shows the fallback instead.
 */
export function applyServerErrors(
  form: FormWithErrors,
  error: unknown,
  options: { fallback?: string } = {},
): string[] {
  if (!(error instanceof ApiError)) return [options.fallback ?? MESSAGES.unknownServerError];
  if (Object.keys(error.errfor).length > 0) form.setErrors(error.errfor);
  if (options.fallback && !isRefusal(error)) return [options.fallback];
  return error.errors;
}

/** A 4xx answer: the server understood the request and said why it refused it. */
function isRefusal(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500;
}

/**
 * Puts failure messages under a catalogue prefix of docs/product/messages.md (e.g. 'Error updating account
 * details: '); a message that already carries it, as the server's refusals do, is kept as it is.
 */
export function withPrefix(prefix: string): (messages: string[]) => string[] {
  return (messages) =>
    messages.map((message) => (message.startsWith(prefix) ? message : `${prefix}${message}`));
}
