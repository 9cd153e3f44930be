// Tests of check-declared-imports.mjs on a miniature repository (`node --test`, run by `npm run lint`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { findUndeclaredImports, packageOf } from './check-declared-imports.mjs';

const root = mkdtempSync(join(tmpdir(), 'roomtone-declared-imports-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`);
}

write('package.json', {
  name: 'mini',
  workspaces: ['packages/*', 'tools'],
  devDependencies: { vitest: '4.1.12' },
});
write('packages/engine/package.json', { name: '@mini/engine', dependencies: { zod: '4.6.7' } });
write(
  'packages/engine/src/index.ts',
  [
    "import { z } from 'zod';",
    "import { join } from 'node:path';",
    "import { readFileSync } from 'fs';",
    "import { helper } from './helper.ts';",
    "export { other } from '@mini/engine/other';",
    "// import nothing from 'left-pad' in a comment",
    'const text = "import x from \'in-a-string\'";',
    '',
  ].join('\n'),
);
write('packages/engine/src/index.test.ts', "import { it } from 'vitest';\n");
write('tools/package.json', { name: '@mini/tools' });
write(
  'tools/bench.ts',
  "import { chromium } from 'playwright-core';\nexport const run = () => import('vitest');\n",
);
write('scripts/build.mjs', "import { build } from 'esbuild';\n");

test('packageOf names the package of an import, and nothing for paths and built-in modules', () => {
  assert.equal(packageOf('zod'), 'zod');
  assert.equal(packageOf('drizzle-orm/pg-core'), 'drizzle-orm');
  assert.equal(packageOf('@fastify/static'), '@fastify/static');
  assert.equal(packageOf('@tiptap/react/menus'), '@tiptap/react');
  assert.equal(packageOf('./local.ts'), undefined);
  assert.equal(packageOf('node:fs'), undefined);
  assert.equal(packageOf('fs'), undefined);
});

test('reports each undeclared import with its file and workspace, and nothing else', () => {
  const problems = findUndeclaredImports(root).sort((a, b) =>
    `${a.file}${a.name}`.localeCompare(`${b.file}${b.name}`),
  );
  assert.deepEqual(problems, [
    { workspace: 'mini', file: 'scripts/build.mjs', name: 'esbuild' },
    { workspace: '@mini/tools', file: 'tools/bench.ts', name: 'playwright-core' },
    // Only test and config files may use the root's devDependencies.
    { workspace: '@mini/tools', file: 'tools/bench.ts', name: 'vitest' },
  ]);
});

test('a wrong import in a workspace that declared everything is caught', () => {
  write('packages/engine/src/report.ts', "import PDFDocument from 'pdfkit';\n");
  const problems = findUndeclaredImports(root).filter((problem) => problem.workspace === '@mini/engine');
  assert.deepEqual(problems, [
    { workspace: '@mini/engine', file: 'packages/engine/src/report.ts', name: 'pdfkit' },
  ]);
});
