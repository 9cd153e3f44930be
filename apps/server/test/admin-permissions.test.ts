import {
  ADMIN_PERMISSIONS,
  type AdminPermission,
  CONFIGURATION,
  FULL_ACCESS_GROUP,
  MESSAGES,
} from '@roomtone/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { insertGroup, setGroupsOf, updateGroup } from '../src/modules/admin/admin-groups.repo.ts';
import { ensureAdministratorsCanAdminister } from '../src/modules/admin/admin-groups.service.ts';
import { DATABASE_COMMANDS } from '../src/scripts/database-commands.ts';
import { buildTenant, insertAdminWithFinish, insertPerson } from './helpers/route-fixtures.ts';
import { ROUTE_PERMISSIONS, type SampleIds, type SampleRequest } from './helpers/route-permissions.ts';
import { type RouteKey, urlOf } from './helpers/route-table.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

/** Every `/api/admin` route the server registers, with the permission its options name. */
const adminRoutes = vi.hoisted(() => new Map<string, string | undefined>());

vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const create = original.default as unknown as (options?: FastifyServerOptions) => FastifyInstance;
  const factory = (options?: FastifyServerOptions) => {
    const app = create(options);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.filter((name) => name !== 'HEAD')) {
        const permission: unknown = route.config?.adminPermission;
        adminRoutes.set(`${method} ${route.url}`, typeof permission === 'string' ? permission : undefined);
      }
    });
    return app;
  };
  return { ...original, default: factory, fastify: factory };
});

const getApp = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(client: TestClient, key: string, sample: SampleRequest) {
  const [method, pattern] = key.split(' ') as [Method, string];
  const url = urlOf(pattern, sample.params, Object.entries(sample.query ?? {}));
  if (method === 'GET') return client.get(url);
  if (method === 'DELETE') return client.delete(url);
  return client.request(method, url, sample.body ?? {}, {
    headers: { [CONFIGURATION.csrfHeaderName]: client.cookies.get(CONFIGURATION.csrfCookieName) ?? '' },
  });
}

/** An administrator whose only admin group grants exactly `permissions`. */
async function administratorWith(testApp: TestApp, permissions: readonly string[]) {
  const db = testApp.context.database.db;
  const person = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  const groupId = await insertGroup(db, `Only ${permissions.length} ${person.userId}`);
  await updateGroup(db, groupId, `Only ${permissions.length} ${person.userId}`, [...permissions]);
  await setGroupsOf(db, person.userId, [groupId]);
  return person;
}

/** Reads first, then writes, then deletes (deepest first), so no call finds its record gone. */
function safeOrder(keys: string[]): string[] {
  const rank = (key: string) => {
    const [method = '', pattern = ''] = key.split(' ');
    if (method === 'GET') return 0;
    if (method !== 'DELETE') return 1;
    return 100 - pattern.split('/').length;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

describe('admin permissions, generated over every /api/admin route', () => {
  it('names a known permission on every admin route, and every route has a row in the permission table', () => {
    getApp();
    expect(adminRoutes.size).toBeGreaterThanOrEqual(30);
    const problems = [...adminRoutes].flatMap(([key, permission]) => [
      ...((ADMIN_PERMISSIONS as readonly (string | undefined)[]).includes(permission)
        ? []
        : [`${key}: permission ${String(permission)}`]),
      ...(key in ROUTE_PERMISSIONS ? [] : [`${key}: no row in helpers/route-permissions.ts`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('answers 401 to an anonymous caller, 403 to a user who is not an administrator and 403 to an administrator without the permission; lets the permission through', async () => {
    const testApp = getApp();
    const tenant = await buildTenant(testApp);
    const { globalFinishId } = await insertAdminWithFinish(testApp);
    const ids: SampleIds = { ...tenant.ids, globalFinishId };
    const anonymous = new TestClient(testApp.app);
    const failures: Record<string, string> = {};
    for (const key of safeOrder([...adminRoutes.keys()])) {
      const row = ROUTE_PERMISSIONS[key as RouteKey];
      const permission = adminRoutes.get(key) as AdminPermission;
      if (!row) continue;
      const sample = row.sample(ids);
      const withoutIt = await administratorWith(
        testApp,
        ADMIN_PERMISSIONS.filter((granted) => granted !== permission),
      );
      const withIt = await administratorWith(testApp, [permission]);
      const answers = {
        anonymous: await send(anonymous, key, sample),
        'non-admin': await send(tenant.owner.client, key, sample),
        'admin without it': await send(withoutIt.client, key, sample),
      };
      const expected = { anonymous: 401, 'non-admin': 403, 'admin without it': 403 };
      for (const [who, response] of Object.entries(answers)) {
        const status = expected[who as keyof typeof expected];
        if (response.statusCode !== status)
          failures[`${key} as ${who}`] = `${response.statusCode} ${response.body}`;
      }
      const refusal = answers['admin without it'].json().errors?.[0];
      if (refusal !== `Your admin groups do not grant this permission: ${permission}.`) {
        failures[`${key} refusal message`] = String(refusal);
      }
      if (answers.anonymous.json().errors?.[0] !== MESSAGES.mustBeLoggedIn) {
        failures[`${key} anonymous message`] = answers.anonymous.body;
      }
      const allowed = await send(withIt.client, key, sample);
      if ([401, 403].includes(allowed.statusCode) || allowed.statusCode >= 500) {
        failures[`${key} with ${permission}`] = `${allowed.statusCode} ${allowed.body}`;
      }
    }
    expect(failures).toEqual({});
  });

  it('lets the administrators of an installation without admin groups in at start, and only then', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const first = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
    expect((await first.client.get('/api/admin')).statusCode).toBe(403);
    await ensureAdministratorsCanAdminister(db);
    expect((await first.client.get('/api/admin')).statusCode).toBe(200);
    const later = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
    await ensureAdministratorsCanAdminister(db);
    expect((await later.client.get('/api/admin')).statusCode).toBe(403);
  });

  it('gives the administrator made by npm run admin:create every permission', async () => {
    const testApp = getApp();
    const lines: string[] = [];
    const io = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
      cwd: process.cwd(),
    };
    const command = DATABASE_COMMANDS['admin-create'];
    const args = ['--email', 'ops@example.com', '--password', 'operations-password-1'];
    expect(await command?.(testApp.context.database, args, io)).toBe(0);
    const client = new TestClient(testApp.app);
    await client.post('/api/login', { username: 'ops@example.com', password: 'operations-password-1' });
    const dashboard = await client.get('/api/admin');
    const groups = await client.get('/api/admin/admin-groups');
    expect([dashboard.statusCode, groups.statusCode]).toEqual([200, 200]);
    const [fullAccess] = groups
      .json()
      .groups.filter((group: { name: string }) => group.name === FULL_ACCESS_GROUP);
    expect(fullAccess.permissions).toEqual([...ADMIN_PERMISSIONS].sort());
  });
});
