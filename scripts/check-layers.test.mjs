// Tests of check-layers.mjs (`node --test`, run by `npm run lint`): a miniature tree with one wrong
// import per rule beside the right ones, and the repository's own tree.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { describeViolation, findLayerViolations, importsOf, RULES } from './check-layers.mjs';

const root = mkdtempSync(join(tmpdir(), 'roomtone-layers-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path, lines = []) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), `${lines.join('\n')}\n`);
}

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

// The files imported: a module with every kind of file, the database client, a lib helper.
for (const file of [
  'modules/rooms/rooms.service.ts',
  'modules/rooms/revisions.service.ts',
  'modules/rooms/rooms.repo.ts',
  'modules/rooms/rooms.routes.ts',
  'modules/rooms/rooms.mapper.ts',
  'modules/rooms/room-summary.ts',
  'modules/audit/audit.repo.ts',
  'db/client.ts',
  'lib/app-error.ts',
]) {
  write(`${SERVER}/${file}`, ['export const value = 1;']);
}
write(`${SERVER}/modules/audit/audit.service.ts`, ["import { value } from './audit.repo.ts';"]);
for (const file of [
  'features/finishes/index.ts',
  'features/finishes/api/finishes-cache.ts',
  'lib/session.ts',
]) {
  write(`${WEB}/${file}`, ['export const value = 1;']);
}

// Imports every rule allows.
write(`${SERVER}/modules/projects/projects.service.ts`, [
  "import { value } from '../rooms/rooms.service.ts';",
  "import type { Row } from '../rooms/revisions.service.ts';",
  "import { helper } from '../../lib/app-error.ts';",
  "import type { Db } from '../../db/client.ts';",
  "import { audit } from '../audit/audit.service.ts';",
]);
write(`${SERVER}/modules/rooms/rooms-extra.service.ts`, [
  "import { rows } from './rooms.repo.ts';",
  "import { toRoom } from './rooms.mapper.ts';",
]);
write(`${SERVER}/app.ts`, ["import { roomsRoutes } from './modules/rooms/rooms.routes.ts';"]);
write(`${SERVER}/scripts/seed.ts`, ["import { rows } from '../modules/rooms/rooms.repo.ts';"]);
write(`${WEB}/features/admin/api/use-view-as.ts`, [
  "import { clearFinishesCache } from '../../finishes/index.ts';",
  "import { session } from '../../../lib/session.ts';",
]);
write(`${WEB}/app/routes.tsx`, [
  "export const page = () => import('../features/finishes/api/finishes-cache.ts');",
]);

// One wrong import per rule, each on a known line.
write(`${SERVER}/modules/projects/projects-board.ts`, [
  '// Reads the rooms of a project.',
  "import { rows } from '../rooms/rooms.repo.ts';",
  "import { summary } from '../rooms/room-summary.ts';",
]);
write(`${SERVER}/plugins/session.ts`, ["import { value } from '../modules/rooms/rooms.service.ts';"]);
write(`${SERVER}/db/seed/demo.ts`, [
  '',
  "export const load = () => import('../../modules/rooms/rooms.service.ts');",
]);
write(`${SERVER}/modules/rooms/rooms-admin.routes.ts`, [
  "import { rows } from './rooms.repo.ts';",
  "import type { Db } from '../../db/client.ts';",
]);
write(`${SERVER}/modules/rooms/rooms-history.service.ts`, [
  "import { value } from '../audit/audit.repo.ts';",
]);
write(`${WEB}/features/accounts/api/use-logout.ts`, [
  "import { clearFinishesCache } from '../../finishes/api/finishes-cache.ts';",
]);
write(`${WEB}/components/finish-badge.tsx`, ["import { value } from '../features/finishes/index.ts';"]);
write(`${WEB}/lib/cache.ts`, ["export { value } from '../features/finishes/api/finishes-cache.ts';"]);

const violations = findLayerViolations(root);

function found(file) {
  return violations
    .filter((violation) => violation.file === file)
    .map(({ line, target, rule }) => ({ line, target, rule }));
}

test('importsOf reads static imports, re-exports, type-only imports and import(), with their lines', () => {
  const text = [
    "import { a } from './a.ts';",
    "import type { B } from '../b.ts';",
    "export { c } from './c.ts';",
    "const d = () => import('./d.tsx');",
    "import { z } from 'zod';",
    "// import { e } from './e.ts';",
  ].join('\n');
  assert.deepEqual(importsOf(text), [
    { specifier: './a.ts', line: 1 },
    { specifier: '../b.ts', line: 2 },
    { specifier: './c.ts', line: 3 },
    { specifier: './d.tsx', line: 4 },
  ]);
});

test("a module reaching into another module's repo or helper file breaks module-through-service", () => {
  assert.deepEqual(found(`${SERVER}/modules/projects/projects-board.ts`), [
    { line: 2, target: 'modules/rooms/rooms.repo.ts', rule: 'module-through-service' },
    { line: 3, target: 'modules/rooms/room-summary.ts', rule: 'module-through-service' },
  ]);
});

test('plugins and db import no module, not even a service or through import()', () => {
  assert.deepEqual(found(`${SERVER}/plugins/session.ts`), [
    { line: 1, target: 'modules/rooms/rooms.service.ts', rule: 'shared-imports-no-module' },
  ]);
  assert.deepEqual(found(`${SERVER}/db/seed/demo.ts`), [
    { line: 2, target: 'modules/rooms/rooms.service.ts', rule: 'shared-imports-no-module' },
  ]);
});

test("a routes file touching a repo (its own module's too) or the database client breaks routes-never-touch-repo", () => {
  assert.deepEqual(found(`${SERVER}/modules/rooms/rooms-admin.routes.ts`), [
    { line: 1, target: 'modules/rooms/rooms.repo.ts', rule: 'routes-never-touch-repo' },
    { line: 2, target: 'db/client.ts', rule: 'routes-never-touch-repo' },
  ]);
});

test('only the audit service imports audit.repo', () => {
  assert.deepEqual(found(`${SERVER}/modules/rooms/rooms-history.service.ts`), [
    { line: 1, target: 'modules/audit/audit.repo.ts', rule: 'module-through-service' },
    { line: 1, target: 'modules/audit/audit.repo.ts', rule: 'audit-repo-through-service' },
  ]);
});

test("a feature reaching past another feature's index.ts breaks feature-through-entry", () => {
  assert.deepEqual(found(`${WEB}/features/accounts/api/use-logout.ts`), [
    { line: 1, target: 'features/finishes/api/finishes-cache.ts', rule: 'feature-through-entry' },
  ]);
});

test('components and lib import no feature, not even its entry, and re-exports count', () => {
  assert.deepEqual(found(`${WEB}/components/finish-badge.tsx`), [
    { line: 1, target: 'features/finishes/index.ts', rule: 'shared-imports-no-feature' },
  ]);
  assert.deepEqual(found(`${WEB}/lib/cache.ts`), [
    { line: 1, target: 'features/finishes/api/finishes-cache.ts', rule: 'shared-imports-no-feature' },
  ]);
});

test('nothing else in the miniature tree is reported', () => {
  const files = new Set(violations.map((violation) => violation.file));
  assert.deepEqual([...files].sort(), [
    `${SERVER}/db/seed/demo.ts`,
    `${SERVER}/modules/projects/projects-board.ts`,
    `${SERVER}/modules/rooms/rooms-admin.routes.ts`,
    `${SERVER}/modules/rooms/rooms-history.service.ts`,
    `${SERVER}/plugins/session.ts`,
    `${WEB}/components/finish-badge.tsx`,
    `${WEB}/features/accounts/api/use-logout.ts`,
    `${WEB}/lib/cache.ts`,
  ]);
});

test('each violation is printed with its file, line, target and the rule it breaks', () => {
  const [first] = found(`${SERVER}/plugins/session.ts`);
  assert.ok(first);
  assert.equal(
    describeViolation({ file: `${SERVER}/plugins/session.ts`, ...first }),
    `${SERVER}/plugins/session.ts:1: imports modules/rooms/rooms.service.ts (shared-imports-no-module: ${RULES['shared-imports-no-module']})`,
  );
});

test("the repository's own tree follows every rule", () => {
  const repository = join(import.meta.dirname, '..');
  assert.deepEqual(findLayerViolations(repository).map(describeViolation), []);
});
