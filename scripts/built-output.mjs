// The two builds `npm start` runs from, and whether each is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/**
 * `output` is written last by its build, so its modification time is the build's; `sources` are
 * the files and folders the build reads; `tool` is the dev dependency that builds it.
 */
export const WEB_BUILD = {
  name: 'web app',
  workspace: '@roomtone/web',
  folder: 'apps/web',
  tool: 'vite',
  output: 'apps/web/dist/index.html',
  sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages'],
};

export const SERVER_BUILD = {
  name: 'server',
  workspace: '@roomtone/server',
  folder: 'apps/server',
  tool: 'esbuild',
  output: 'apps/server/dist/main.js',
  sources: ['apps/server/src', 'apps/server/build', 'apps/server/package.json', 'packages'],
};

/** The newest modification time under `path` (0 when it does not exist); dependencies are not sources. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

/** Whether `build` has to run: its output is missing, or a source changed after it was written. */
export function isStale(build) {
  const output = join(ROOT, build.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return build.sources.some((source) => newestChange(join(ROOT, source)) > built);
}

function hasTool(build) {
  try {
    createRequire(join(ROOT, build.folder, 'package.json')).resolve(build.tool);
    return true;
  } catch {
    return false;
  }
}

/** Runs the build of one workspace; exits the process with a hint when it cannot. */
export function runBuild(build) {
  if (!hasTool(build)) {
    console.error(
      `The ${build.name} build (${build.output}) is missing or older than its sources, and ${build.tool} ` +
        '(a development dependency) is not installed: run `npm install` first, or run the build where it is.',
    );
    process.exit(1);
  }
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', build.workspace], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`The ${build.name} build failed.`);
    process.exit(result.status ?? 1);
  }
}

/** Builds each of `builds` that is missing or older than its sources. */
export function ensureBuilt(builds) {
  for (const build of builds) {
    if (isStale(build)) runBuild(build);
  }
}
