import { randomUUID } from 'node:crypto';
import { CONFIGURATION, MESSAGES } from '@roomtone/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { changedTables, settledSnapshot, snapshotData } from './helpers/data-snapshot.ts';
import { answerProblem, jsonOf } from './helpers/envelope-check.ts';
import {
  buildTenant,
  insertAdminWithFinish,
  insertOwner,
  socialLoginConfig,
  type TenantIds,
} from './helpers/route-fixtures.ts';
import {
  permissionRows,
  ROUTE_PERMISSIONS,
  type RoutePermission,
  type SampleIds,
  type SampleRequest,
  WHO_RANK,
} from './helpers/route-permissions.ts';
import { type ApiMethod, type RouteKey, recordedApiRoutes, urlOf } from './helpers/route-table.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

vi.mock('fastify', async (importOriginal) =>
  (await import('./helpers/route-table.ts')).recordingFastify(await importOriginal()),
);

const getApp = useTestApp({ config: socialLoginConfig() });

type Row = [RouteKey, RoutePermission];

function methodAndPattern(key: RouteKey): [ApiMethod, string] {
  const [method, pattern] = key.split(' ') as [ApiMethod, string];
  return [method, pattern];
}

/** Sends a row's sample request as `client`. */
async function send(
  client: TestClient,
  key: RouteKey,
  sample: SampleRequest,
): Promise<LightMyRequestResponse> {
  const [method, pattern] = methodAndPattern(key);
  const url = urlOf(pattern, sample.params, Object.entries(sample.query ?? {}));
  const headers: Record<string, string> = {};
  if (sample.sendsCsrfHeader) {
    if (!client.cookies.has(CONFIGURATION.csrfCookieName)) await client.get('/api/current-user');
    headers[CONFIGURATION.csrfHeaderName] = client.cookies.get(CONFIGURATION.csrfCookieName) ?? '';
  }
  const payload = method === 'GET' || method === 'DELETE' ? sample.body : (sample.body ?? {});
  return client.request(method, url, payload, { headers });
}

/** How a call ended, in the words of the checks below. */
type Outcome = 'answered' | 'sign-in required' | 'forbidden' | 'not found' | `broken: ${string}`;

function outcomeOf(response: LightMyRequestResponse, row: RoutePermission): Outcome {
  const problem = answerProblem(response, row.answer);
  if (problem) return `broken: ${problem}`;
  const body = jsonOf(response) as { errors?: string[] } | undefined;
  if (response.statusCode === 401 && body?.errors?.includes(MESSAGES.mustBeLoggedIn))
    return 'sign-in required';
  if (response.statusCode === 403) return 'forbidden';
  if (response.statusCode === 404) return 'not found';
  return 'answered';
}

function describeAnswer(response: LightMyRequestResponse, outcome: Outcome): string {
  return `${outcome} (${response.statusCode} ${response.body.slice(0, 160)})`;
}

/**
 * Calls each row in turn and returns the rows whose answer `isExpected` refuses, with the answer.
 * A refused call (4xx) must also leave every stored row as it was.
 */
async function check(
  db: Db,
  rows: Row[],
  call: (key: RouteKey, row: RoutePermission) => Promise<LightMyRequestResponse>,
  isExpected: (outcome: Outcome, row: RoutePermission, response: LightMyRequestResponse) => boolean,
): Promise<Record<string, string>> {
  const failures: Record<string, string> = {};
  for (const [key, row] of rows) {
    const before = await snapshotData(db);
    const response = await call(key, row);
    const outcome = outcomeOf(response, row);
    if (!isExpected(outcome, row, response)) failures[key] = describeAnswer(response, outcome);
    const after = row.finishesAfterAnswer ? await settledSnapshot(db) : await snapshotData(db);
    if (response.statusCode >= 400 && response.statusCode < 500) {
      const changed = changedTables(before, after);
      if (changed.length > 0) {
        failures[`${key} (data)`] = `refused with ${response.statusCode} but changed ${changed.join(', ')}`;
      }
    }
  }
  return failures;
}

/**
 * Calls that may succeed run after the ones expected to be refused, and deletes run last, the
 * deepest record first, so no call finds its record already gone.
 */
function inSafeOrder(rows: Row[], isRefused: (row: RoutePermission) => boolean): Row[] {
  const rank = ([key, row]: Row) => {
    const [method, pattern] = methodAndPattern(key);
    const depth = pattern.split('/').length;
    return (isRefused(row) ? 0 : 1000) + (method === 'DELETE' ? 500 - depth : 0);
  };
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

/** The ids of organization A, as the table's samples use them. */
async function organizationA(testApp: TestApp) {
  const tenant = await buildTenant(testApp);
  const { admin, globalFinishId } = await insertAdminWithFinish(testApp);
  const ids: SampleIds = { ...tenant.ids, globalFinishId };
  return { ...tenant, admin, ids };
}

/** Every id of the tenant replaced by one nobody has. */
function unknownIds(ids: SampleIds): SampleIds {
  const replaced = Object.fromEntries(
    Object.entries(ids).map(([name, value]) => [name, typeof value === 'number' ? 987_654 : randomUUID()]),
  );
  return { ...replaced, ownerEmail: `nobody-${randomUUID().slice(0, 8)}@example.com` } as SampleIds;
}

/** The string ids of a tenant, to prove an answer carries none of them. */
function idStrings(ids: TenantIds): string[] {
  return Object.values(ids).filter((value): value is string => typeof value === 'string');
}

const isRestricted = (row: RoutePermission) => row.who !== 'public';

describe('route permissions', () => {
  it('has a row for every /api route of the server, and a route for every row', () => {
    getApp();
    const serverKeys: string[] = recordedApiRoutes().map((route) => route.key);
    const tableKeys = Object.keys(ROUTE_PERMISSIONS);
    expect({
      'routes without a row in helpers/route-permissions.ts': serverKeys.filter(
        (key) => !tableKeys.includes(key),
      ),
      'rows in helpers/route-permissions.ts without a route': tableKeys.filter(
        (key) => !serverKeys.includes(key),
      ),
    }).toEqual({
      'routes without a row in helpers/route-permissions.ts': [],
      'rows in helpers/route-permissions.ts without a route': [],
    });
  });

  it("has sample requests that pass their route's own schemas", async () => {
    const { ids } = await organizationA(getApp());
    const failures: Record<string, unknown> = {};
    for (const route of recordedApiRoutes()) {
      const row = ROUTE_PERMISSIONS[route.key];
      if (!row) continue;
      const sample = row.sample(ids);
      const params = Object.fromEntries(
        Object.entries(sample.params ?? {}).map(([name, value]) => [name, String(value)]),
      );
      const parts: [string, unknown, typeof route.body][] = [
        ['params', params, route.params],
        ['query', sample.query ?? {}, route.querystring],
        ['body', sample.body, route.body],
      ];
      for (const [part, value, schema] of parts) {
        const result = schema?.safeParse(value);
        if (result && !result.success) failures[`${route.key} ${part}`] = result.error.issues;
      }
      const missing = route.paramNames.filter((name) => !(name in params));
      if (missing.length > 0) failures[`${route.key} params`] = `no value for ${missing.join(', ')}`;
    }
    expect(failures).toEqual({});
  });

  it('asks an anonymous caller to sign in on every route that needs it, and nowhere else', async () => {
    const testApp = getApp();
    const { ids } = await organizationA(testApp);
    const failures = await check(
      testApp.context.database.db,
      permissionRows(),
      (key, row) => send(new TestClient(testApp.app), key, row.sample(ids)),
      (outcome, row) =>
        isRestricted(row)
          ? outcome === 'sign-in required'
          : outcome === 'answered' || outcome === 'not found',
    );
    expect(failures).toEqual({});
  });

  it("answers 404 to the owner of another organization for every id of organization A, and shows none of A's data", async () => {
    const testApp = getApp();
    const a = await organizationA(testApp);
    const b = await buildTenant(testApp);
    const aIds = idStrings(a.ids);
    const failures = await check(
      testApp.context.database.db,
      permissionRows().filter(([, row]) => row.tenant !== undefined),
      (key, row) => send(b.owner.client, key, row.sample(a.ids)),
      (outcome, _row, response) => outcome === 'not found' && !aIds.some((id) => response.body.includes(id)),
    );
    expect(failures).toEqual({});
  });

  it("answers a member of another organization the same for organization A's ids as for ids nobody has", async () => {
    const testApp = getApp();
    const a = await organizationA(testApp);
    const b = await buildTenant(testApp);
    const nobodys = unknownIds(a.ids);
    let answerForUnknownIds: LightMyRequestResponse | undefined;
    const failures = await check(
      testApp.context.database.db,
      permissionRows().filter(([, row]) => row.tenant !== undefined),
      async (key, row) => {
        answerForUnknownIds = await send(b.member.client, key, row.sample(nobodys));
        return send(b.member.client, key, row.sample(a.ids));
      },
      (outcome, _row, response) =>
        (outcome === 'not found' || outcome === 'forbidden') &&
        answerForUnknownIds?.statusCode === response.statusCode &&
        answerForUnknownIds.body === response.body,
    );
    expect(failures).toEqual({});
  });

  it('answers 404 to a colleague for a client of another user of the same organization', async () => {
    const testApp = getApp();
    const a = await organizationA(testApp);
    const failures = await check(
      testApp.context.database.db,
      permissionRows().filter(([, row]) => row.tenant === 'user'),
      (key, row) => send(a.member.client, key, row.sample(a.ids)),
      (outcome) => outcome === 'not found',
    );
    expect(failures).toEqual({});
  });

  it('refuses with 403 a member on owner routes, and an owner who is not an administrator on admin routes', async () => {
    const testApp = getApp();
    const a = await organizationA(testApp);
    const db = testApp.context.database.db;
    const memberIds: SampleIds = { ...a.ids, clientId: a.ids.memberClientId };
    const aboveMember = permissionRows().filter(
      ([, row]) => WHO_RANK[row.who] > WHO_RANK['organization member'],
    );
    const forMember = await check(
      db,
      aboveMember,
      (key, row) => send(a.member.client, key, row.sample(memberIds)),
      (outcome) => outcome === 'forbidden',
    );
    const forOwner = await check(
      db,
      permissionRows().filter(([, row]) => row.who === 'admin'),
      (key, row) => send(a.owner.client, key, row.sample(a.ids)),
      (outcome) => outcome === 'forbidden',
    );
    expect({ member: forMember, owner: forOwner }).toEqual({ member: {}, owner: {} });
    expect(aboveMember.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses with 403 the owner of an organization without a plan on the routes of a plan, and only there', async () => {
    const testApp = getApp();
    const { ids: globalIds } = await organizationA(testApp);
    const planless = await buildTenant(testApp, null);
    const ids: SampleIds = { ...planless.ids, globalFinishId: globalIds.globalFinishId };
    const needsPlan = (row: RoutePermission) => row.plan !== undefined;
    const rows = permissionRows().filter(([, row]) => isRestricted(row) && row.who !== 'admin');
    const failures = await check(
      testApp.context.database.db,
      inSafeOrder(rows, needsPlan),
      (key, row) => send(planless.owner.client, key, row.sample(ids)),
      (outcome, row) =>
        needsPlan(row) ? outcome === 'forbidden' : outcome === 'answered' || outcome === 'not found',
    );
    expect(failures).toEqual({});
  });

  it('lets through every signed-in caller the table allows: no 401, no 403', async () => {
    const testApp = getApp();
    const a = await organizationA(testApp);
    const sponsor = await insertOwner(testApp, 'sponsor-gold');
    const callerOf = (row: RoutePermission) => {
      if (row.who === 'admin') return { client: a.admin.client, ids: a.ids };
      if (row.plan === 'sponsor') return { client: sponsor.client, ids: a.ids };
      if (row.who === 'organization owner') return { client: a.owner.client, ids: a.ids };
      return { client: a.member.client, ids: { ...a.ids, clientId: a.ids.memberClientId } };
    };
    const failures = await check(
      testApp.context.database.db,
      inSafeOrder(
        permissionRows().filter(([, row]) => isRestricted(row)),
        () => false,
      ),
      (key, row) => {
        const caller = callerOf(row);
        return send(caller.client, key, row.sample(caller.ids));
      },
      (outcome) => outcome === 'answered' || outcome === 'not found',
    );
    expect(failures).toEqual({});
  });
});
