import {
  DeletedRecordResponseSchema,
  OK,
  ProjectParamsSchema,
  ProjectPartitionBodySchema,
  ProjectPartitionParamsSchema,
  ProjectPartitionResponseSchema,
  ProjectPartitionsResponseSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  createPartition,
  listProjectPartitions,
  removePartition,
  savePartition,
} from './partitions.service.ts';

/**
 * `/api/projects/{id}/partitions[/{partitionId}]`: saving to an id updates it
 * (docs/product/api.md#projects-phases-notes-and-partitions).
 */
export function partitionsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/partitions',
      { schema: { params: ProjectParamsSchema, response: { 200: ProjectPartitionsResponseSchema } } },
      async (request) => ({
        ...OK,
        partitions: await listProjectPartitions(context, request.user, request.params.id),
      }),
    );

    app.post(
      '/api/projects/:id/partitions',
      {
        schema: {
          params: ProjectParamsSchema,
          body: ProjectPartitionBodySchema,
          response: { 201: ProjectPartitionResponseSchema },
        },
      },
      async (request, reply) => {
        const partition = await createPartition(context, request.user, request.params.id, request.body);
        return reply.code(201).send({ ...OK, partition });
      },
    );

    app.post(
      '/api/projects/:id/partitions/:partitionId',
      {
        schema: {
          params: ProjectPartitionParamsSchema,
          body: ProjectPartitionBodySchema,
          response: { 200: ProjectPartitionResponseSchema },
        },
      },
      async (request) => {
        const { id, partitionId } = request.params;
        return {
          ...OK,
          partition: await savePartition(context, request.user, id, partitionId, request.body),
        };
      },
    );

    app.delete(
      '/api/projects/:id/partitions/:partitionId',
      { schema: { params: ProjectPartitionParamsSchema, response: { 200: DeletedRecordResponseSchema } } },
      async (request) => {
        await removePartition(context, request.user, request.params.id, request.params.partitionId);
        return { ...OK };
      },
    );
  };
}
