import {
  DeletedRecordResponseSchema,
  OK,
  ProjectNoteBodySchema,
  ProjectNoteParamsSchema,
  ProjectNoteResponseSchema,
  ProjectNotesResponseSchema,
  ProjectParamsSchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { createNote, getNote, listProjectNotes, removeNote, saveNote } from './notes.service.ts';

/** `/api/projects/{id}/notes[/{noteId}]`. */
export function notesRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/notes',
      { schema: { params: ProjectParamsSchema, response: { 200: ProjectNotesResponseSchema } } },
      async (request) => ({ ...OK, notes: await listProjectNotes(context, request.user, request.params.id) }),
    );

    app.post(
      '/api/projects/:id/notes',
      {
        schema: {
          params: ProjectParamsSchema,
          body: ProjectNoteBodySchema,
          response: { 201: ProjectNoteResponseSchema },
        },
      },
      async (request, reply) => {
        const note = await createNote(context, request.user, request.params.id, request.body);
        return reply.code(201).send({ ...OK, note });
      },
    );

    app.get(
      '/api/projects/:id/notes/:noteId',
      { schema: { params: ProjectNoteParamsSchema, response: { 200: ProjectNoteResponseSchema } } },
      async (request) => ({
        ...OK,
        note: await getNote(context, request.user, request.params.id, request.params.noteId),
      }),
    );

    app.put(
      '/api/projects/:id/notes/:noteId',
      {
        schema: {
          params: ProjectNoteParamsSchema,
          body: ProjectNoteBodySchema,
          response: { 200: ProjectNoteResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        note: await saveNote(context, request.user, request.params.id, request.params.noteId, request.body),
      }),
    );

    app.delete(
      '/api/projects/:id/notes/:noteId',
      { schema: { params: ProjectNoteParamsSchema, response: { 200: DeletedRecordResponseSchema } } },
      async (request) => {
        await removeNote(context, request.user, request.params.id, request.params.noteId);
        return { ...OK };
      },
    );
  };
}
