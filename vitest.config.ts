import { defineConfig } from 'vitest/config';

const serverApiTests = ['apps/server/test/**/*.test.ts'];

export default defineConfig({
  test: {
    // Two files at a time on two cores: the API tests wait on their databases as much as they
    // compute (docs/architecture.md, Tests).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: serverApiTests,
          environment: 'node',
          globalSetup: ['apps/server/test/setup/pglite.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: serverApiTests,
          environment: 'node',
          globalSetup: ['apps/server/test/setup/postgres.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web' },
      },
    ],
  },
});
