import { FINISH_LIMITS, PROJECT_PAGE_SIZE, ROOM_DETAIL_REVISION_LIMIT } from '@roomtone/contracts';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { searchFinishRows } from '../apps/server/src/modules/finishes/finish-search.repo.ts';
import { finishSearchOf } from '../apps/server/src/modules/finishes/finish-search.service.ts';
import { finishOfSearchRow } from '../apps/server/src/modules/finishes/finish-search-serializer.ts';
import { listProjects } from '../apps/server/src/modules/projects/project-list.repo.ts';
import { findProject } from '../apps/server/src/modules/projects/projects.repo.ts';
import { findRoomDetail } from '../apps/server/src/modules/rooms/room-detail.repo.ts';
import { seedDemo } from '../apps/server/src/scripts/demo/demo-organization.ts';
import { benchConfig } from './databases.ts';

/**
 * The request-path benchmark's server, in a process of its own (`server-process.ts`): the whole app
 * with the demo organization, and beside it a bare Fastify (no plugins, no session, default JSON)
 * on the same database handle and pool: the ceilings the signed-in reads are held against. Its
 * `/projects` runs the dashboard list's select (the bare route); `/project/:id`,
 * `/room/:id` and `/search` run the very statements of the project screen, the room screen and
 * the finish search, so each read also has a ceiling of its own. Prints
 * `listening <app url> <bare url>`; stops on SIGTERM.
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
type Tenant = { organization: string };
bare.get('/project/:id', async (request) => {
  const { id } = request.params as { id: string };
  return { project: await findProject(db, (request.query as Tenant).organization, id) };
});
bare.get('/room/:id', async (request) => {
  const { id } = request.params as { id: string };
  const organization = (request.query as Tenant).organization;
  return { room: await findRoomDetail(db, organization, id, ROOM_DETAIL_REVISION_LIMIT) };
});
bare.get('/search', async (request) => {
  const { organization, q } = request.query as Tenant & { q: string };
  const search = finishSearchOf({ q, limit: FINISH_LIMITS.searchDefaultLimit }, organization);
  return { finishes: (await searchFinishRows(db, search)).map(finishOfSearchRow) };
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void Promise.all([bare.close(), app.close()]).then(() => process.exit(0));
});
console.log(`listening ${appUrl} ${bareUrl}`);
