// `node scripts/run-built.mjs <script> [arguments]`: runs a maintenance script of the server
// (`seed-demo`, `plan-set`, …) from the build, building the server first when the build is missing
// or older than its sources. The root package.json's `seed:demo`, `plan:set`, … go through here.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT, SERVER_BUILD } from './built-output.mjs';

const [name, ...args] = process.argv.slice(2);
const script = join(ROOT, 'apps/server/dist', `${name}.js`);
if (!name || name === 'main' || name.startsWith('chunk-') || !/^[a-z-]+$/.test(name)) {
  console.error('Usage: node scripts/run-built.mjs <script> [arguments]');
  process.exit(2);
}
ensureBuilt([SERVER_BUILD]);
if (!existsSync(script)) {
  console.error(`No script named ${name} in apps/server/dist`);
  process.exit(2);
}
// The script reads its own arguments from process.argv, as when run as `node dist/<name>.js …`.
process.argv = [process.argv[0] ?? 'node', script, ...args];
await import(pathToFileURL(script).href);
