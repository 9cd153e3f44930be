import {
  AdminPartitionImportBodySchema,
  AdminPartitionImportResponseSchema,
  OK,
  PARTITIONS_IMPORT_MAX_BYTES,
  PARTITIONS_IMPORT_MESSAGES,
  utf8ByteLength,
} from '@roomtone/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminCallerOf } from './admin-access.ts';
import { importPartitionsFile } from './admin-partitions.service.ts';

/**
 * The body a file of the largest size may take as JSON: escaping at most doubles each character
 * the schema accepts (a quote, a backslash, a tab or a line end), and the name and keys fit in the
 * rest.
 */
const IMPORT_BODY_LIMIT_BYTES = 2 * PARTITIONS_IMPORT_MAX_BYTES + 16 * 1024;

function fileTooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', PARTITIONS_IMPORT_MESSAGES.tooLarge, {
    errfor: { csv: PARTITIONS_IMPORT_MESSAGES.tooLarge },
  });
}

/** A body announced past the limit is refused before it is read, with the file field's message. */
async function refuseLongBody(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_BODY_LIMIT_BYTES) throw fileTooLarge();
}

/** A file past the limit is a 413 however its JSON was written, before any other check. */
async function refuseLargeFile(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('csv' in body)) return;
  if (typeof body.csv === 'string' && utf8ByteLength(body.csv) > PARTITIONS_IMPORT_MAX_BYTES) {
    throw fileTooLarge();
  }
}

/** `/api/admin/partitions/import`: laboratory partitions from a CSV file, checked (dry run) or loaded. */
export function adminPartitionsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/api/admin/partitions/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT_BYTES,
        onRequest: refuseLongBody,
        preValidation: refuseLargeFile,
        config: { adminPermission: 'partitions.write' },
        schema: {
          body: AdminPartitionImportBodySchema,
          response: { 200: AdminPartitionImportResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        report: await importPartitionsFile(db, adminCallerOf(request), request.body),
      }),
    );
  };
}
