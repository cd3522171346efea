import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverProject = (
  name: string,
  database: 'pglite' | 'postgres' | 'pgbouncer',
  include = ['src/**/*.test.ts'],
) => ({
  test: {
    name,
    root: 'packages/server',
    include,
    env: { PAYDOS_TEST_DB: database },
    globalSetup: [`test/${database}-template.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two, every file of every project in a row. The unit
    // and API files wait on PostgreSQL, PgBouncer and their own copies of a template as much as on the CPU, so three at a
    // time fill two cores. Side by side they stay well under PostgreSQL's 100 connections (each test app's pool opens
    // only the connections its requests need at once; PgBouncer drops a finished file's: test/pgbouncer-template.ts).
    // The browser files still run one by one, after all the others (their project turns file parallelism off, and
    // Vitest runs such files last, alone): they share one server and its demo data. VITEST_MAX_WORKERS overrides it.
    maxWorkers: 3,
    projects: [
      { test: { name: 'repository', root: 'scripts', include: ['*.test.mjs'] } },
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      // The web's components and forms in happy-dom (fast enough to run on every save): the network
      // is a fetch stub (packages/web/src/test/), the components themselves are the real ones.
      {
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // A page of the main site as the app sees it: no port in the addresses it builds.
          environmentOptions: { happyDOM: { url: 'http://paydos.test/' } },
          setupFiles: ['src/test/setup.ts'],
          // One module graph per worker instead of one per file: the run takes seconds, not tens of seconds
          // (lucide-react, radix and zod load once). setup.ts cleans the DOM, storage and stubs after each test.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      serverProject('api-pglite', 'pglite'),
      // The same API tests against a real PostgreSQL server whenever one is given.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', 'postgres')] : []),
      // The API behind PgBouncer 1.18 in transaction mode (the app's statements unnamed, decision 002), when
      // PostgreSQL is given and PgBouncer is installed (.ci/run installs it): every route's hostile input (the
      // attack suite), the tenancy and access statement, and the features whose reads are prepared statements.
      ...(process.env.TEST_DATABASE_URL && existsSync(process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer')
        ? [
            serverProject('api-pgbouncer', 'pgbouncer', [
              'src/platform/*.test.ts',
              'src/db/*.{test,pooler-test}.ts',
              'src/features/{auth,dashboard,staff,leaves,approvals,monthly-report,team-calendar,operator-analytics}/*.test.ts',
            ]),
          ]
        : []),
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
