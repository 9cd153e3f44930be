// `npm run build -w @roomtone/server`: bundles the server and its maintenance scripts into
// `apps/server/dist` (one ES module per entry point, shared code in chunks beside them), with the
// workspace packages compiled in and every npm package left to `node_modules`, then copies the
// files the server reads at run time (assets.mjs). Run: `node apps/server/dist/main.js`.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { READERS_WITHOUT_ASSETS, RUNTIME_ASSETS } from './assets.mjs';

const SERVER = join(import.meta.dirname, '..');
const DIST = join(SERVER, 'dist');

/** `npm start` runs `main`; the root `package.json` scripts run the others. */
const ENTRY_POINTS = [
  'main',
  'scripts/seed-demo',
  'scripts/plan-set',
  'scripts/admin-create',
  'scripts/partitions-import',
  'scripts/promo-create',
  'scripts/db-backup',
  'scripts/db-restore',
];

const READS_BESIDE_ITSELF = /import\.meta\.(dirname|filename|url)/;

/** The npm packages the bundle imports at run time. */
const externalNames = new Set();

/** npm packages stay external (found in node_modules at run time); workspace packages are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@roomtone/')) return undefined;
      if (!args.path.startsWith('node:') && !isBuiltin(args.path)) externalNames.add(packageName(args.path));
      return { path: args.path, external: true };
    });
  },
};

function packageName(specifier) {
  const [first = '', second = ''] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * A production install holds `dependencies` only: every package the bundle imports must be one of
 * the server's (or of a workspace package compiled into it), never a devDependency.
 */
function checkRuntimeDependencies() {
  const manifests = [join(SERVER, 'package.json'), ...workspacePackageManifests()];
  const declared = new Set(
    manifests.flatMap((path) => Object.keys(JSON.parse(readFileSync(path, 'utf8')).dependencies ?? {})),
  );
  const missing = [...externalNames].filter((name) => !declared.has(name)).sort();
  if (missing.length > 0) {
    console.error(
      `The server imports ${missing.join(', ')} at run time: add ${missing.length === 1 ? 'it' : 'them'} to the dependencies of apps/server/package.json`,
    );
    process.exit(1);
  }
}

function workspacePackageManifests() {
  const packages = join(SERVER, '../../packages');
  return readdirSync(packages)
    .map((name) => join(packages, name, 'package.json'))
    .filter((path) => existsSync(path));
}

/** Fails the build when a module reads files beside itself that the bundle would not carry. */
const knownReaders = {
  name: 'known-readers',
  setup(builder) {
    const readers = new Set([...RUNTIME_ASSETS.map((asset) => asset.reader), ...READERS_WITHOUT_ASSETS]);
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const contents = readFileSync(args.path, 'utf8');
      const name = relative(SERVER, args.path).split(sep).join('/');
      if (READS_BESIDE_ITSELF.test(contents) && !readers.has(name)) {
        return {
          errors: [
            {
              text: `${name} finds files relative to itself (import.meta); list what it reads in apps/server/build/assets.mjs so the bundle carries it`,
            },
          ],
        };
      }
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Removes chunks of earlier builds that this build no longer writes. */
function removeStaleChunks(outputs) {
  const written = new Set(Object.keys(outputs).map((path) => basename(path)));
  for (const name of readdirSync(DIST)) {
    if (/^chunk-.*\.js(\.map)?$/.test(name) && !written.has(name)) rmSync(join(DIST, name));
  }
}

function copyRuntimeAssets() {
  for (const asset of RUNTIME_ASSETS) {
    cpSync(join(SERVER, asset.from), join(DIST, asset.to), {
      recursive: true,
      // drizzle-kit's schema snapshots serve `db:generate`, not the migrator.
      filter: (source) => !source.endsWith('_snapshot.json'),
    });
  }
}

const started = performance.now();
const result = await build({
  absWorkingDir: SERVER,
  entryPoints: ENTRY_POINTS.map((entry) => ({ in: `src/${entry}.ts`, out: basename(entry) })),
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  chunkNames: 'chunk-[hash]',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages, knownReaders],
});
checkRuntimeDependencies();
removeStaleChunks(result.metafile.outputs);
copyRuntimeAssets();
// The mtime of main.js is the build's time (npm start compares it with the sources').
const now = new Date();
utimesSync(join(DIST, 'main.js'), now, now);
console.log(
  `server bundled into ${relative(process.cwd(), DIST) || '.'} in ${Math.round(performance.now() - started)} ms`,
);
