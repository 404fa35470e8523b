import { defineConfig } from 'vitest/config';

// The Store API suite runs against embedded PGlite always, and again against PostgreSQL when
// TEST_DATABASE_URL is set (.ci/run sets it when a server answers on 127.0.0.1:5432).
const apiProject = (name: string, database: string) => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/setup.ts'],
    setupFiles: ['tests/api/file-setup.ts'],
    env: { TEST_DB: database },
    fileParallelism: false,
    // The files share one server and database anyway: one module graph for them all instead of a fresh
    // one per file, whose imports took a fifth of the suite's time (PGlite beside PostgreSQL: 297 s, not 461).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './tests/reporters/vitest-slowest.ts'],
    // A file per core (vitest's default leaves one core free: one file at a time on two). The unit files
    // wait on PGlite, subprocesses and servers as much as they compute: 117 s instead of 250 s on two cores.
    maxWorkers: '100%',
    projects: [
      // Some unit suites open an in-memory PGlite or spawn a process: slow when the machine is busy.
      // One module graph per worker instead of one per file (imports were a third of the time); files that
      // mock modules or stub globals (*.isolated.test.ts) get their own, or they would leak into the others.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.isolated.test.ts'],
          isolate: false,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'unit-isolated', include: ['tests/unit/**/*.isolated.test.ts'], hookTimeout: 60_000 } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
