// `node scripts/check-declared-imports.mjs`: every workspace declares, in its own package.json,
// the npm packages its source files import. A production install (`npm ci --omit=dev`) holds only
// what the workspaces declare as `dependencies`, so an import that works only because another
// workspace (or the root) happens to install the package fails there.
//
// Test files (`*.test.*`, `test/`, `testing/`), `*.config.*` files and the e2e workspace are
// tooling: they may also use the root's devDependencies (vitest, fast-check, Playwright), which
// every development install has. Run by `npm run lint`; exits 1 and lists what is undeclared.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  'test-results',
  'playwright-report',
  'data',
]);
const TOOLING_FILE = /(\.test\.[a-z]+$|\.config\.[a-z]+$|(^|\/)(test|testing)\/)/;
const BUILTINS = new Set(builtinModules);

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function declaredIn(manifest) {
  return new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
}

/** The workspace folders named by the root's `workspaces` (`dir/*` or `dir`), relative to `root`. */
function workspaceFolders(root, patterns) {
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .filter((folder) => {
        try {
          readJson(join(root, folder, 'package.json'));
          return true;
        } catch {
          return false;
        }
      });
  });
}

function sourceFiles(folder, excluded) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !excluded.has(path)) files.push(...sourceFiles(path, excluded));
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

/** The npm package an import names, or undefined for relative paths, URLs and Node's own modules. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':')) return undefined;
  const [first = '', second = ''] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return BUILTINS.has(name) ? undefined : name;
}

/** Packages named by `import`, `export … from`, `import()` and `require()` (TypeScript's own scanner). */
function importedPackages(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return new Set(importedFiles.map((file) => packageOf(file.fileName)).filter((name) => name !== undefined));
}

/**
 * Every import of an npm package that the importing file's workspace does not declare, as
 * `{ workspace, file, name }` with paths relative to `root`.
 */
export function findUndeclaredImports(root) {
  const rootManifest = readJson(join(root, 'package.json'));
  const folders = workspaceFolders(root, rootManifest.workspaces ?? []);
  const rootTooling = declaredIn(rootManifest);
  const workspaces = [
    ...folders.map((folder) => ({ folder, manifest: readJson(join(root, folder, 'package.json')) })),
    { folder: '.', manifest: rootManifest },
  ];
  const nested = new Set(folders.map((folder) => join(root, folder)));
  const problems = [];
  for (const { folder, manifest } of workspaces) {
    const declared = declaredIn(manifest);
    const allToolingFiles = folder === 'e2e';
    const excluded = folder === '.' ? nested : new Set();
    for (const path of sourceFiles(join(root, folder), excluded)) {
      const file = relative(root, path).split(sep).join('/');
      const tooling = allToolingFiles || TOOLING_FILE.test(file);
      for (const name of importedPackages(readFileSync(path, 'utf8'))) {
        if (declared.has(name) || (tooling && rootTooling.has(name))) continue;
        problems.push({ workspace: manifest.name ?? folder, file, name });
      }
    }
  }
  return problems;
}

if (import.meta.filename === process.argv[1]) {
  const problems = findUndeclaredImports(join(import.meta.dirname, '..'));
  for (const problem of problems) {
    console.error(`${problem.file}: imports ${problem.name}, which ${problem.workspace} does not declare`);
  }
  if (problems.length > 0) {
    console.error(
      `declared imports: ${problems.length} undeclared; add each package to that workspace's package.json (the exact version the lockfile holds)`,
    );
    process.exit(1);
  }
  console.log('declared imports: every workspace declares what it imports');
}
