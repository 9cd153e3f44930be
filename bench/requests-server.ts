import { PROJECT_PAGE_SIZE } from '@roomtone/contracts';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { listProjects } from '../apps/server/src/modules/projects/project-list.repo.ts';
import { seedDemo } from '../apps/server/src/scripts/demo/demo-organization.ts';
import { benchConfig } from './databases.ts';

/**
 * The request-path benchmark's server, in a process of its own (`server-process.ts`): the whole app
 * with the demo organization, and beside it a bare Fastify (no plugins, no session) whose one
 * route runs the dashboard list's select on the same database handle and pool: the ceiling the
 * signed-in reads are held against. Prints `listening <app url> <bare url>`; stops on SIGTERM.
 */
const config = benchConfig(process.env.BENCH_DATABASE_URL ?? '', process.env.BENCH_DATA_DIR);
const { app, context } = await buildApp(config, { logger: false });
const db = context.database.db;
await seedDemo(db);
await context.database.maintain();

const bare = Fastify({ logger: false });
bare.get('/projects', async (request) => {
  const { organization, user } = request.query as { organization: string; user: string };
  const { rows } = await listProjects(db, {
    organizationId: organization,
    assignedUserId: user,
    managerUserId: undefined,
    q: '',
    sort: '-updatedOn',
    limit: PROJECT_PAGE_SIZE,
    offset: 0,
  });
  return { projects: rows };
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void Promise.all([bare.close(), app.close()]).then(() => process.exit(0));
});
console.log(`listening ${appUrl} ${bareUrl}`);
