/**
 * The files the server reads at run time from beside its own source files. Bundled, every module
 * lives in `dist/`, so `import.meta.dirname` (or `import.meta.url`) is `dist/` for all of them:
 * each of these files is copied there under the name its reader asks for.
 *
 * `readers` names the source files that find a file relative to themselves; the bundle step fails
 * when another source file does so, until what it reads is listed here.
 */
export const RUNTIME_ASSETS = [
  { reader: 'src/db/client.ts', from: 'src/db/migrations', to: 'migrations' },
  { reader: 'src/modules/reports/pdf-writer.ts', from: 'src/modules/reports/fonts', to: 'fonts' },
  {
    reader: 'src/db/seed/finishes/seed-files.ts',
    from: 'src/db/seed/finishes/finishes.v1.json',
    to: 'finishes.v1.json',
  },
  {
    reader: 'src/db/seed/finishes/seed-files.ts',
    from: 'src/db/seed/finishes/audience-presets.v1.json',
    to: 'audience-presets.v1.json',
  },
  {
    reader: 'src/db/seed/partitions/seed-partitions.ts',
    from: 'src/db/seed/partitions/partitions.v1.json',
    to: 'partitions.v1.json',
  },
];

/**
 * Source files that use `import.meta.dirname` for something other than a copied asset:
 * `app.ts` finds the built web app at `../../web/dist`, which is `apps/web/dist` from
 * `apps/server/src` and from `apps/server/dist` alike.
 */
export const READERS_WITHOUT_ASSETS = ['src/app.ts'];
