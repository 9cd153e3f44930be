import {
  OK,
  PartitionElementsResponseSchema,
  PartitionListQuerySchema,
  PartitionListResponseSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { listElements, listPartitions } from './partitions.service.ts';

/** `GET /api/partitions` and `GET /api/partitions/elements`: the public partitions database. */
export function partitionsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/api/partitions',
      { schema: { querystring: PartitionListQuerySchema, response: { 200: PartitionListResponseSchema } } },
      async (request) => ({ ...OK, result: await listPartitions(db, request.query) }),
    );

    app.get(
      '/api/partitions/elements',
      { schema: { response: { 200: PartitionElementsResponseSchema } } },
      async () => ({ ...OK, partitionElements: await listElements(db) }),
    );
  };
}
