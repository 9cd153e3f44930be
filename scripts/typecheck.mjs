// Typechecks every workspace with its own tsconfig; exits non-zero if any fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/acoustics',
  'packages/contracts',
  'packages/raytracer',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
let failed = 0;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`typecheck: ${failed} project(s) with errors`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
