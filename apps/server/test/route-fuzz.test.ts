import { MESSAGES } from '@roomtone/contracts';
import { eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { finishCategories, finishes, organizations, users } from '../src/db/schema/index.ts';
import { changedTables, type DataSnapshot, settledSnapshot, snapshotData } from './helpers/data-snapshot.ts';
import { answerProblem, jsonOf } from './helpers/envelope-check.ts';
import {
  buildOtherTenant,
  buildTenant,
  sessionOf,
  socialLoginConfig,
  type TenantIds,
} from './helpers/route-fixtures.ts';
import {
  permissionRows,
  ROUTE_PERMISSIONS,
  type RoutePermission,
  type SampleIds,
} from './helpers/route-permissions.ts';
import {
  encodePathSegment,
  type RecordedRoute,
  type RouteKey,
  recordedApiRoutes,
  urlOf,
} from './helpers/route-table.ts';
import {
  type FuzzIds,
  jsonSchemaOf,
  objectInput,
  oddText,
  paramInput,
  queryEntries,
  RAW_PATH_SEGMENTS,
} from './helpers/schema-arbitraries.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

vi.mock('fastify', async (importOriginal) =>
  (await import('./helpers/route-table.ts')).recordingFastify(await importOriginal()),
);

const getApp = useTestApp({ config: socialLoginConfig() });

/**
 * Fixed, so a failure replays (each route runs with SEED plus its index in the table); fast-check
 * prints the seed and path of a failure with the counterexample.
 */
const SEED = 424_242;
/** Requests per route: about 100 routes, each in well under a second on either database. */
const RUNS_PER_ROUTE = 12;
/** An area's routes run in one test; a busy machine can make that slower than the usual 30 s. */
const AREA_TIMEOUT_MS = 120_000;
/** The longest path parameter the router accepts (app.ts); a longer one matches no route. */
const MAX_PATH_PARAM_LENGTH = 254 * 3;

type RawBody = {
  kind: 'raw';
  contentType: string;
  payload: string;
  label: string;
  /** Handled by the one shared JSON parser whatever the route: sent to every route only by the fuzzing. */
  isSharedParsing?: boolean;
};

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | RawBody;

type FuzzRequest = { params: Record<string, string>; query: [string, string][]; body: Body };

function preview(text: string): string {
  return text.length > 240 ? `${text.slice(0, 240)}… (${text.length} characters)` : text;
}

function payloadOf(body: Body): string | undefined {
  if (body.kind === 'none') return undefined;
  return body.kind === 'json' ? JSON.stringify(body.value) : body.payload;
}

/** A parameter's segment: encoded, unless it is one of the raw segments sent as they are. */
function segmentOf(value: string): string {
  return RAW_PATH_SEGMENTS.includes(value) ? value : encodePathSegment(value);
}

function urlOfRequest(route: RecordedRoute, request: FuzzRequest): string {
  return urlOf(route.url, request.params, request.query, segmentOf);
}

function describeRequest(route: RecordedRoute, request: FuzzRequest): string {
  const url = urlOfRequest(route, request);
  const body = request.body.kind === 'raw' ? `(${request.body.label}) ` : '';
  return `${route.method} ${preview(url)} ${body}${preview(payloadOf(request.body) ?? '')}`.trim();
}

const MULTIPART = 'multipart/form-data; boundary=b';

function filePart(field: string, fileName: string): string {
  return `Content-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
}

/**
 * Bodies no schema describes: broken or odd JSON, other content types, broken uploads, one over
 * the size limit.
 */
function malformedBodies(bodyLimit: number): RawBody[] {
  const raw = (label: string, payload: string, contentType = 'application/json'): RawBody => ({
    kind: 'raw',
    label,
    payload,
    contentType,
  });
  const shared = (label: string, payload: string, contentType?: string): RawBody => ({
    ...raw(label, payload, contentType),
    isSharedParsing: true,
  });
  return [
    raw('truncated JSON', '{"name":'),
    shared('empty JSON', ''),
    shared('trailing brace', '{"a":1}}'),
    shared('bare word', 'nul'),
    raw('text', 'hello', 'text/plain'),
    raw('form', 'name=a&id=1', 'application/x-www-form-urlencoded'),
    shared('other charset', '{}', 'application/json; charset=utf-16'),
    raw('nested 20000 deep', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    raw('over the body limit', `"${'a'.repeat(bodyLimit)}"`),
    raw('prototype pollution', '{"__proto__":{"admin":true}}'),
    shared('constructor pollution', '{"constructor":{"prototype":{"admin":true}}}'),
    raw('multipart without a boundary', '--b\r\n\r\nx\r\n--b--\r\n', 'multipart/form-data'),
    raw('multipart, boundary too long', '--x\r\n', `multipart/form-data; boundary=${'x'.repeat(100)}`),
    raw('multipart, garbage', 'garbage', MULTIPART),
    raw('multipart, unfinished', `--b\r\n${filePart('logo', 'a.png')}\x89PNG`, MULTIPART),
    raw('multipart, header without end', `--b\r\n${filePart('logo', 'a.png').slice(0, -2)}`, MULTIPART),
    raw('multipart, a text file', `--b\r\n${filePart('logo', 'a.png')}not an image\r\n--b--\r\n`, MULTIPART),
    raw(
      'multipart, two files',
      `--b\r\n${filePart('logo', 'a.png')}x\r\n--b\r\n${filePart('other', 'b.png')}y\r\n--b--\r\n`,
      MULTIPART,
    ),
    raw(
      'multipart, a field only',
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      MULTIPART,
    ),
  ];
}

/** Bodies for a route: from its body schema when it has one, arbitrary JSON otherwise. */
function bodies(route: RecordedRoute, ids: FuzzIds, bodyLimit: number): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((item): Body => ({ kind: 'json', value: item }));
  const none = fc.constant<Body>({ kind: 'none' });
  if (route.body) {
    return fc.oneof(
      { weight: 9, arbitrary: json(objectInput(jsonSchemaOf(route.body), ids)) },
      { weight: 1, arbitrary: fc.constantFrom(...malformedBodies(bodyLimit)) },
    );
  }
  if (route.method === 'GET') return none;
  if (route.method === 'DELETE')
    return fc.oneof({ weight: 4, arbitrary: none }, { weight: 1, arbitrary: json(fc.jsonValue()) });
  return fc.oneof(none, json(fc.jsonValue({ maxDepth: 3 })), fc.constantFrom(...malformedBodies(bodyLimit)));
}

function requests(route: RecordedRoute, ids: FuzzIds, bodyLimit: number): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = route.params ? jsonSchemaOf(route.params) : undefined;
  const params = fc.record(
    Object.fromEntries(
      route.paramNames.map((name) => [name, paramInput(name, paramsSchema?.properties?.[name], ids)]),
    ),
  );
  const query = route.querystring
    ? objectInput(jsonSchemaOf(route.querystring), ids).map(queryEntries)
    : fc.oneof(
        fc.constant<[string, string][]>([]),
        fc
          .dictionary(fc.string({ maxLength: 8 }), oddText, { maxKeys: 3 })
          .map((entries) => Object.entries(entries)),
      );
  return fc
    .record({ params, query, body: bodies(route, ids, bodyLimit) })
    .map((request) => Object.assign(request, { [fc.toStringMethod]: () => describeRequest(route, request) }));
}

async function send(client: TestClient, route: RecordedRoute, request: FuzzRequest) {
  const url = urlOfRequest(route, request);
  const payload = payloadOf(request.body);
  if (request.body.kind === 'none' || payload === undefined) return client.request(route.method, url);
  const contentType = request.body.kind === 'json' ? 'application/json' : request.body.contentType;
  return client.request(route.method, url, payload, { headers: { 'content-type': contentType } });
}

/** True when a string, or a key, anywhere in the value passes the test. */
function holdsString(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, nested] of Object.entries(item)) pending.push(key, nested);
    }
  }
  return false;
}

function holdsNul(value: unknown): boolean {
  return holdsString(value, (text) => text.includes('\u0000'));
}

/** True when the request names one of `ids` in its path, query or body. */
function namesAny(request: FuzzRequest, ids: string[]): boolean {
  const body = request.body.kind === 'json' ? request.body.value : undefined;
  return holdsString([request.params, request.query, body], (text) => ids.includes(text));
}

/**
 * Whether the request carries U+0000 in a part the route validates, and reaches validation at
 * all (its path matches the route and its body is within the limit): then it must be a 400 that
 * names the field (or says the body could not be read).
 */
function mustBeRefusedForNul(route: RecordedRoute, request: FuzzRequest, bodyLimit: number): boolean {
  const isRoutable = Object.values(request.params).every(
    (value) =>
      value !== '' && !RAW_PATH_SEGMENTS.includes(value) && segmentOf(value).length <= MAX_PATH_PARAM_LENGTH,
  );
  const payload = payloadOf(request.body);
  if (!isRoutable || (payload !== undefined && Buffer.byteLength(payload) > bodyLimit)) return false;
  return (
    (route.params !== undefined && holdsNul(request.params)) ||
    (route.querystring !== undefined && holdsNul(request.query)) ||
    (route.body !== undefined && request.body.kind === 'json' && holdsNul(request.body.value))
  );
}

function nulRefusalProblem(response: LightMyRequestResponse): string | undefined {
  const body = jsonOf(response) as { errors?: string[]; errfor?: Record<string, string> } | undefined;
  const hasFieldMessage = Object.keys(body?.errfor ?? {}).length > 0;
  const isUnreadable = body?.errors?.includes(MESSAGES.invalidRequest) ?? false;
  if (response.statusCode === 400 && (hasFieldMessage || isUnreadable)) return undefined;
  return `a U+0000 character was answered ${response.statusCode}, not 400 with a field message`;
}

/** The caller's own ids, seeded ones every tenant sees, and another organization's, for the generators. */
async function fuzzIdsOf(
  db: Db,
  ids: TenantIds,
  memberEmail: string,
  other: { uuids: string[]; emails: string[] },
): Promise<FuzzIds> {
  const [globalFinish] = await db
    .select({ id: finishes.id })
    .from(finishes)
    .where(isNull(finishes.organizationId))
    .limit(1);
  const [category] = await db.select({ id: finishCategories.id }).from(finishCategories).limit(1);
  const seeded = [globalFinish?.id, category?.id].filter((id): id is string => id !== undefined);
  const uuids = [
    ids.clientId,
    ids.projectId,
    ids.phaseId,
    ids.roomId,
    ids.noteId,
    ids.partitionId,
    ids.organizationId,
    ids.ownerId,
    ids.memberId,
    ids.memberClientId,
    ids.organizationFinishId,
    ids.paymentId,
    ...seeded,
  ];
  return {
    uuids,
    byName: {
      projectId: [ids.projectId],
      roomId: [ids.roomId],
      sourceRoomId: [ids.roomId],
      receiveRoomId: [ids.roomId],
      phaseId: [ids.phaseId],
      noteId: [ids.noteId],
      partitionId: [ids.partitionId],
      clientId: [ids.clientId],
      projectManagerId: [ids.memberId, ids.ownerId],
      categoryId: category ? [category.id] : [],
      paymentId: [ids.paymentId],
    },
    revisionNumbers: [ids.revisionNumber],
    emails: [ids.ownerEmail, memberEmail, ...other.emails],
    foreignUuids: other.uuids,
  };
}

/**
 * Who is an administrator and which plan each organization has. No fuzzed call may change either:
 * administrators are made by a command, and a plan changes only when a paid order is delivered,
 * and the caller's only order is unpaid.
 */
async function privileges(db: Db) {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  const plans = await db
    .select({ id: organizations.id, planCode: organizations.planCode })
    .from(organizations);
  return { admins, plans: new Map(plans.map((plan) => [plan.id, plan.planCode])) };
}

/** What a route's checks need to know besides the request and its answer. */
type Judge = {
  db: Db;
  route: RecordedRoute;
  row: RoutePermission;
  bodyLimit: number;
  other: { uuids: string[]; emails: string[] };
};

/**
 * The problems of one answer: a 5xx or no envelope; a call naming another organization's id not
 * refused; another organization's ids or addresses in the answer; U+0000 not refused with a 400;
 * a refused call that changed stored data. Returns them with the snapshot after the call.
 */
async function judge(
  { db, route, row, bodyLimit, other }: Judge,
  request: FuzzRequest,
  response: LightMyRequestResponse,
  before: DataSnapshot,
): Promise<{ problems: string[]; after: DataSnapshot }> {
  const problems = [answerProblem(response, row.answer)];
  if (namesAny(request, other.uuids) && response.statusCode < 400) {
    problems.push(`answered ${response.statusCode} to a call naming another organization's id`);
  }
  const leaked = [...other.uuids, ...other.emails].filter((value) => response.body.includes(value));
  if (leaked.length > 0) problems.push(`the answer shows another organization's ${leaked.join(', ')}`);
  if (mustBeRefusedForNul(route, request, bodyLimit)) problems.push(nulRefusalProblem(response));
  const after = row.finishesAfterAnswer ? await settledSnapshot(db) : await snapshotData(db);
  const changed = changedTables(before, after);
  if (response.statusCode >= 400 && response.statusCode < 500 && changed.length > 0) {
    problems.push(`refused with ${response.statusCode} but changed ${changed.join(', ')}`);
  }
  return { problems: problems.filter((problem): problem is string => problem !== undefined), after };
}

function problemReport(problems: string[], response: LightMyRequestResponse): string {
  return `${problems.join('; ')}\nanswer: ${response.statusCode} ${preview(response.body)}`;
}

/** What a fuzzed route runs against: the caller's tenant and another organization. */
type World = {
  testApp: TestApp;
  ownerId: string;
  ids: FuzzIds;
  other: { uuids: string[]; emails: string[] };
};

/** Fuzzes one route as the owner, in a session of its own; returns what fast-check reports, if anything. */
async function fuzzRoute(world: World, route: RecordedRoute, row: RoutePermission, seed: number) {
  const db = world.testApp.context.database.db;
  const bodyLimit = world.testApp.context.config.bodyLimitBytes;
  // A session of its own, so a route that signs out or signs in as someone else affects only itself.
  const client = await sessionOf(world.testApp, world.ownerId);
  // Requests run one after another, so each one's "after" is the next one's "before".
  let snapshot = await snapshotData(db);
  const details = await fc.check(
    fc.asyncProperty(requests(route, world.ids, bodyLimit), async (request) => {
      const response = await send(client, route, request);
      const verdict = await judge(
        { db, route, row, bodyLimit, other: world.other },
        request,
        response,
        snapshot,
      );
      snapshot = verdict.after;
      if (verdict.problems.length > 0) throw new Error(problemReport(verdict.problems, response));
    }),
    { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
  );
  if (!details.failed) return undefined;
  const error = details.errorInstance;
  const cause = error instanceof Error ? error.message : String(error);
  return `${cause}\ncounterexample: ${fc.stringify(details.counterexample)}\nreplay: { seed: ${details.seed}, path: "${details.counterexamplePath}" }`;
}

/** The area of a route: the first segment after /api (`projects`, `rooms`, `account`...). */
function areaOf(key: RouteKey): string {
  return key.split(' ')[1]?.split('/')[2] ?? '';
}

/** Reads first, then writes, then deletes, the deepest records first: no route finds its records gone. */
function inSafeOrder<Item extends { key: RouteKey }>(items: Item[]): Item[] {
  const rank = ({ key }: Item) => {
    const [method = '', pattern = ''] = key.split(' ');
    if (method === 'GET') return 0;
    if (method !== 'DELETE') return 1;
    return 100 - pattern.split('/').length;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** The table's rows by area, each with its index (its fuzzing seed is SEED plus the index). */
function rowsByArea(): Map<string, { key: RouteKey; row: RoutePermission; index: number }[]> {
  const areas = new Map<string, { key: RouteKey; row: RoutePermission; index: number }[]>();
  for (const [index, [key, row]] of permissionRows().entries()) {
    areas.set(areaOf(key), [...(areas.get(areaOf(key)) ?? []), { key, row, index }]);
  }
  return areas;
}

describe('route fuzzing', () => {
  it('fuzzes every /api route of the server', () => {
    getApp();
    const missing = recordedApiRoutes()
      .map((route) => route.key)
      .filter((key) => !(key in ROUTE_PERMISSIONS));
    expect(missing, 'routes without a row in helpers/route-permissions.ts').toEqual([]);
  });

  it(
    'answers every malformed body with the envelope on every route that takes a body',
    async () => {
      const testApp = getApp();
      const db = testApp.context.database.db;
      const bodyLimit = testApp.context.config.bodyLimitBytes;
      const tenant = await buildTenant(testApp);
      const other = await buildOtherTenant(testApp);
      const [globalFinish] = await db
        .select({ id: finishes.id })
        .from(finishes)
        .where(isNull(finishes.organizationId))
        .limit(1);
      const sampleIds: SampleIds = { ...tenant.ids, globalFinishId: globalFinish?.id ?? '' };
      const failures: Record<string, string> = {};
      const perRouteBodies = malformedBodies(bodyLimit).filter((malformed) => !malformed.isSharedParsing);
      let snapshot: DataSnapshot = {};
      for (const route of recordedApiRoutes().filter((recorded) => recorded.method !== 'GET')) {
        const row = ROUTE_PERMISSIONS[route.key];
        if (!row || route.method === 'DELETE') continue;
        const sample = row.sample(sampleIds);
        // A session of its own per route, so no body that ended the last one hides the next route.
        const client = await sessionOf(testApp, tenant.ids.ownerId);
        snapshot = await snapshotData(db);
        for (const body of perRouteBodies) {
          const request: FuzzRequest = {
            params: Object.fromEntries(
              Object.entries(sample.params ?? {}).map(([name, value]) => [name, String(value)]),
            ),
            query: Object.entries(sample.query ?? {}),
            body,
          };
          const response = await send(client, route, request);
          const verdict = await judge({ db, route, row, bodyLimit, other }, request, response, snapshot);
          snapshot = verdict.after;
          if (verdict.problems.length > 0) {
            failures[`${route.key} (${body.label})`] = problemReport(verdict.problems, response);
          }
        }
      }
      expect(failures).toEqual({});
    },
    AREA_TIMEOUT_MS,
  );

  // One tenant per area, not per route: building it costs more than fuzzing most routes.
  for (const [area, rows] of rowsByArea()) {
    it(
      `/api/${area}: no 5xx, always the envelope, no change when refused, no other tenant's data`,
      async () => {
        const testApp = getApp();
        const db = testApp.context.database.db;
        const tenant = await buildTenant(testApp);
        const other = await buildOtherTenant(testApp);
        const ids = await fuzzIdsOf(db, tenant.ids, tenant.member.email, other);
        const world: World = { testApp, ownerId: tenant.ids.ownerId, ids, other };
        const before = await privileges(db);
        const failures: Record<string, string> = {};
        for (const { key, row, index } of inSafeOrder(rows)) {
          const route = recordedApiRoutes().find((recorded) => recorded.key === key);
          const failure = route
            ? await fuzzRoute(world, route, row, SEED + index)
            : 'in helpers/route-permissions.ts but the server has no such route';
          if (failure) failures[key] = failure;
        }
        expect(failures).toEqual({});
        const after = await privileges(db);
        expect(after.admins).toEqual(before.admins);
        for (const [id, planCode] of before.plans)
          expect(after.plans.get(id), `plan of ${id}`).toBe(planCode);
      },
      AREA_TIMEOUT_MS,
    );
  }
});
