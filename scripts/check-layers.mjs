// `node scripts/check-layers.mjs`: the layering rules of docs/architecture.md, checked on the import
// graph of apps/server/src and apps/web/src (every static `import`/`export … from` and every
// `import()`, type-only imports included). Each broken rule is printed as
// `file:line: imports target (rule-name: what the rule says)`; exits 1 when any rule is broken.
// Run by `npm run lint`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

const SOURCE_FILE = /\.(ts|tsx)$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The rules, by name, with the sentence printed when one is broken. */
export const RULES = {
  'module-through-service':
    'a module imports another module only through its services (modules/<module>/*.service.ts)',
  'shared-imports-no-module': 'plugins/, lib/, adapters/ and db/ import no module',
  'routes-never-touch-repo':
    'a *.routes.ts file imports no repo (*.repo.ts) and not the database client (db/client.ts)',
  'audit-repo-through-service':
    'only the audit service (modules/audit/audit.service.ts) imports audit.repo.ts',
  'feature-through-entry':
    'a feature imports another feature only through its public entry (features/<feature>/index.ts)',
  'shared-imports-no-feature': 'components/ and lib/ import no feature',
};

/** A service file at the top of a module's folder: what other modules may call. */
const SERVICE_FILE = /^[a-z0-9-]+\.service\.ts$/;
const SERVER_SHARED_FOLDERS = ['plugins', 'lib', 'adapters', 'db'];
const WEB_SHARED_FOLDERS = ['components', 'lib'];
const AUDIT_REPO = 'modules/audit/audit.repo.ts';
const AUDIT_SERVICE = 'modules/audit/audit.service.ts';

function toPosix(path) {
  return path.split(sep).join('/');
}

function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The file a relative specifier names (with the extensions TypeScript would try), or the bare path. */
function resolveRelative(fromFile, specifier) {
  const base = normalize(join(dirname(fromFile), specifier));
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Each relative import of a file's text, as `{ specifier, line }` (TypeScript's own scanner). */
export function importsOf(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter((file) => file.fileName.startsWith('.'))
    .map((file) => ({ specifier: file.fileName, line: text.slice(0, file.pos).split('\n').length }));
}

/** `[area, name]` of a path such as `modules/rooms/rooms.repo.ts` (area `modules`, name `rooms`). */
function areaOf(path) {
  const [area = '', name = ''] = path.split('/');
  return [area, name];
}

/** The server rules one import breaks; `from` and `to` are relative to apps/server/src. */
export function serverRulesBroken(from, to) {
  const broken = [];
  const [fromArea, fromModule] = areaOf(from);
  const [toArea, toModule] = areaOf(to);
  const toModuleFile = toArea === 'modules';
  if (fromArea === 'modules' && toModuleFile && toModule !== fromModule) {
    if (!SERVICE_FILE.test(to.slice(`modules/${toModule}/`.length))) broken.push('module-through-service');
  }
  if (SERVER_SHARED_FOLDERS.includes(fromArea) && toModuleFile) broken.push('shared-imports-no-module');
  if (from.endsWith('.routes.ts') && (to.endsWith('.repo.ts') || to === 'db/client.ts')) {
    broken.push('routes-never-touch-repo');
  }
  if (to === AUDIT_REPO && from !== AUDIT_SERVICE) broken.push('audit-repo-through-service');
  return broken;
}

/** The web rules one import breaks; `from` and `to` are relative to apps/web/src. */
export function webRulesBroken(from, to) {
  const broken = [];
  const [fromArea, fromFeature] = areaOf(from);
  const [toArea, toFeature] = areaOf(to);
  if (fromArea === 'features' && toArea === 'features' && toFeature !== fromFeature) {
    if (to !== `features/${toFeature}/index.ts`) broken.push('feature-through-entry');
  }
  if (WEB_SHARED_FOLDERS.includes(fromArea) && toArea === 'features')
    broken.push('shared-imports-no-feature');
  return broken;
}

const CHECKED_TREES = [
  { folder: 'apps/server/src', rulesBroken: serverRulesBroken },
  { folder: 'apps/web/src', rulesBroken: webRulesBroken },
];

/**
 * Every import under `root` that breaks a layering rule, as `{ file, line, target, rule }` with
 * `file` relative to `root` and `target` relative to the checked source folder.
 */
export function findLayerViolations(root) {
  const violations = [];
  for (const { folder, rulesBroken } of CHECKED_TREES) {
    const sourceRoot = join(root, folder);
    for (const path of sourceFiles(sourceRoot)) {
      const from = toPosix(relative(sourceRoot, path));
      for (const { specifier, line } of importsOf(readFileSync(path, 'utf8'))) {
        const target = toPosix(relative(sourceRoot, resolveRelative(path, specifier)));
        for (const rule of rulesBroken(from, target)) {
          violations.push({ file: `${folder}/${from}`, line, target, rule });
        }
      }
    }
  }
  return violations;
}

/** The line printed for a violation. */
export function describeViolation({ file, line, target, rule }) {
  return `${file}:${line}: imports ${target} (${rule}: ${RULES[rule]})`;
}

if (import.meta.filename === process.argv[1]) {
  const violations = findLayerViolations(join(import.meta.dirname, '..'));
  for (const violation of violations) console.error(describeViolation(violation));
  if (violations.length > 0) {
    console.error(`layers: ${violations.length} imports break the rules of docs/architecture.md`);
    process.exit(1);
  }
  console.log('layers: every import follows the rules of docs/architecture.md');
}
