import { MESSAGES } from '@roomtone/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type PathNode = { key: string; parent: PathNode | undefined } | undefined;

function pathOf(node: PathNode): string[] {
  const path: string[] = [];
  for (let current = node; current; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * The path of the first string holding U+0000 in a parsed body, query or params, or undefined.
 * Walked with an explicit stack and building the path only for a hit, so a body nested 20,000
 * deep costs one pass, never the call stack.
 */
export function nulCharacterPath(value: unknown): string[] | undefined {
  const pending: Array<{ value: unknown; node: PathNode }> = [{ value, node: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(next.node);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], node: { key: String(index), parent: next.node } });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        const node = { key, parent: next.node };
        if (key.includes('\u0000')) return pathOf(node);
        pending.push({ value: item, node });
      }
    }
  }
  return undefined;
}

/**
 * The zod validator of every route, preceded by one rule for all text: no U+0000. PostgreSQL
 * cannot store it in text or jsonb, so without this rule it reached the database and failed
 * there as a 500. Refused here, it is a 400 with the message at the field that holds it.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const path = nulCharacterPath(data);
    if (!path) return validate(data);
    const field = path.length > 0 ? path.join('.') : (route.httpPart ?? 'body');
    return { error: new AppError('BAD_REQUEST', '', { errfor: { [field]: MESSAGES.nulCharacter } }) };
  };
};
