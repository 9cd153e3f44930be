import {
  CreateRoomBodySchema,
  DeletedRecordResponseSchema,
  OK,
  ProjectRoomParamsSchema,
  RevisionPageQuerySchema,
  RevisionPageResponseSchema,
  RevisionParamsSchema,
  RevisionResponseSchema,
  RevisionSavedResponseSchema,
  RoomCreatedResponseSchema,
  RoomParamsSchema,
  RoomResponseSchema,
  RoomsQuerySchema,
  RoomsResponseSchema,
  SaveRevisionBodySchema,
  UpdateRoomBodySchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getRevision, listRevisionPage, removeRevision, saveRevision } from './revisions.service.ts';
import { createRoom, getRoom, listProjectRooms, removeRoom, saveRoom } from './rooms.service.ts';

/**
 * `/api/rooms` with revisions, and `DELETE /api/projects/{id}/room/{roomId}`
 * (docs/product/api.md#rooms-and-revisions).
 */
export function roomsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/rooms',
      { schema: { querystring: RoomsQuerySchema, response: { 200: RoomsResponseSchema } } },
      async (request) => ({
        ...OK,
        rooms: await listProjectRooms(context, request.user, request.query.projectId),
      }),
    );

    app.post(
      '/api/rooms',
      { schema: { body: CreateRoomBodySchema, response: { 201: RoomCreatedResponseSchema } } },
      async (request, reply) => {
        const room = await createRoom(context, request.user, request.body);
        return reply.code(201).send({ ...OK, room });
      },
    );

    app.get(
      '/api/rooms/:roomId',
      { schema: { params: RoomParamsSchema, response: { 200: RoomResponseSchema } } },
      async (request) => ({ ...OK, ...(await getRoom(context, request.user, request.params.roomId)) }),
    );

    app.put(
      '/api/rooms/:roomId',
      {
        schema: {
          params: RoomParamsSchema,
          body: UpdateRoomBodySchema,
          response: { 200: RoomResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        ...(await saveRoom(context, request.user, request.params.roomId, request.body)),
      }),
    );

    app.get(
      '/api/rooms/:roomId/rev',
      {
        schema: {
          params: RoomParamsSchema,
          querystring: RevisionPageQuerySchema,
          response: { 200: RevisionPageResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        ...(await listRevisionPage(context, request.user, request.params.roomId, request.query.page)),
      }),
    );

    app.post(
      '/api/rooms/:roomId/rev',
      {
        schema: {
          params: RoomParamsSchema,
          body: SaveRevisionBodySchema,
          response: { 201: RevisionSavedResponseSchema },
        },
      },
      async (request, reply) => {
        const revision = await saveRevision(context, request.user, request.params.roomId, request.body);
        return reply.code(201).send({ ...OK, revision });
      },
    );

    app.get(
      '/api/rooms/:roomId/rev/:revId',
      { schema: { params: RevisionParamsSchema, response: { 200: RevisionResponseSchema } } },
      async (request) => ({
        ...OK,
        revision: await getRevision(context, request.user, request.params.roomId, request.params.revId),
      }),
    );

    app.delete(
      '/api/rooms/:roomId/rev/:revId',
      { schema: { params: RevisionParamsSchema, response: { 200: DeletedRecordResponseSchema } } },
      async (request) => {
        await removeRevision(context, request.user, request.params.roomId, request.params.revId);
        return { ...OK };
      },
    );

    app.delete(
      '/api/projects/:id/room/:roomId',
      { schema: { params: ProjectRoomParamsSchema, response: { 200: DeletedRecordResponseSchema } } },
      async (request) => {
        await removeRoom(context, request.user, request.params.id, request.params.roomId);
        return { ...OK };
      },
    );
  };
}
