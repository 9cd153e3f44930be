import {
  CreateProjectBodySchema,
  DeletedRecordResponseSchema,
  ManagerSearchQuerySchema,
  ManagerSearchResponseSchema,
  OK,
  ProjectParamsSchema,
  ProjectResponseSchema,
  ProjectsQuerySchema,
  ProjectsResponseSchema,
  TimelineResponseSchema,
  UpdateProjectBodySchema,
} from '@roomtone/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { notesRoutes } from './notes.routes.ts';
import { partitionsRoutes } from './partitions.routes.ts';
import { phasesRoutes } from './phases.routes.ts';
import {
  createProject,
  getProject,
  getTimeline,
  listDashboardProjects,
  removeProject,
  saveProject,
  searchManagers,
} from './projects.service.ts';

/**
 * `/api/projects` with its phases, notes and partitions
 * (docs/product/api.md#projects-phases-notes-and-partitions).
 */
export function projectsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects',
      { schema: { querystring: ProjectsQuerySchema, response: { 200: ProjectsResponseSchema } } },
      async (request) => ({ ...OK, ...(await listDashboardProjects(context, request.user, request.query)) }),
    );

    app.post(
      '/api/projects',
      { schema: { body: CreateProjectBodySchema, response: { 201: ProjectResponseSchema } } },
      async (request, reply) => {
        const project = await createProject(context, request.user, request.body);
        return reply.code(201).send({ ...OK, project });
      },
    );

    app.get(
      '/api/projects/managers',
      { schema: { querystring: ManagerSearchQuerySchema, response: { 200: ManagerSearchResponseSchema } } },
      async (request) => ({ ...OK, members: await searchManagers(context, request.user, request.query.q) }),
    );

    app.get(
      '/api/projects/timeline',
      { schema: { querystring: ProjectsQuerySchema, response: { 200: TimelineResponseSchema } } },
      async (request) => ({ ...OK, projects: await getTimeline(context, request.user, request.query) }),
    );

    app.get(
      '/api/projects/:id',
      { schema: { params: ProjectParamsSchema, response: { 200: ProjectResponseSchema } } },
      async (request) => ({ ...OK, project: await getProject(context, request.user, request.params.id) }),
    );

    app.put(
      '/api/projects/:id',
      {
        schema: {
          params: ProjectParamsSchema,
          body: UpdateProjectBodySchema,
          response: { 200: ProjectResponseSchema },
        },
      },
      async (request) => ({
        ...OK,
        project: await saveProject(context, request.user, request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/projects/:id',
      { schema: { params: ProjectParamsSchema, response: { 200: DeletedRecordResponseSchema } } },
      async (request) => {
        await removeProject(context, request.user, request.params.id);
        return { ...OK };
      },
    );

    await app.register(phasesRoutes(context));
    await app.register(notesRoutes(context));
    await app.register(partitionsRoutes(context));
  };
}
