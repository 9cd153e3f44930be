import { MESSAGES } from '@roomtone/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** The path of the first string holding U+0000 in a parsed body, query or params, or undefined. */
export function nulCharacterPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterPath(key, [...path, key]) ?? nulCharacterPath(item, [...path, key]);
      if (found) return found;
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
