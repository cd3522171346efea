import { defineConfig } from 'vitest/config';

const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'packages/server',
    include: ['src/**/*.test.ts'],
    env: { PAYDOS_TEST_DB: database },
    globalSetup: [`test/${database}-template.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'repository', root: 'scripts', include: ['*.test.mjs'] } },
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      serverProject('api-pglite', 'pglite'),
      // The same API tests against a real PostgreSQL server whenever one is given.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'browser',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['support/server.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
