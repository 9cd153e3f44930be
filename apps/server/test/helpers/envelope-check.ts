import { EnvelopeSchema } from '@roomtone/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Answer } from './route-permissions.ts';

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonOf(response: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with an answer, or undefined: never a 5xx; a refusal (4xx) is always the JSON
 * envelope with `success: false` and at least one message; a success is the envelope with
 * `success: true`, unless the route answers a redirect, a stylesheet or an image by design.
 */
export function answerProblem(response: LightMyRequestResponse, answer: Answer = 'json'): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}`;
  if (status < 400 && answer !== 'json') return undefined;
  if (status >= 300 && status < 400) return `status ${status} from a route that answers JSON`;
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json'))
    return `status ${status} with content-type "${contentType}"`;
  const parsed = EnvelopeSchema.safeParse(jsonOf(response));
  if (!parsed.success) return `status ${status} without the envelope`;
  const { success, errors, errfor } = parsed.data;
  if (status >= 400) {
    if (success) return `status ${status} with success: true`;
    if (errors.length === 0 && Object.keys(errfor).length === 0) return `status ${status} without a message`;
    return undefined;
  }
  if (!success || errors.length > 0 || Object.keys(errfor).length > 0) {
    return `status ${status} with success: ${success} and messages`;
  }
  return undefined;
}
