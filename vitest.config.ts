import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './client/i18n-build/vite';

/** Server tests that start no app: units, SQLite's own connection and migrations, the tests
 * that open both engines themselves, the shared state on Redis, and `npm start` run as a
 * process (on SQLite, and several on PostgreSQL and Redis). */
const SERVER_TESTS_WITHOUT_AN_APP = [
  'server/src/boundaries.test.ts',
  'server/src/citations.test.ts',
  'server/src/compose.test.ts',
  'server/src/config.test.ts',
  'server/src/contract/client-types.test.ts',
  'server/src/db/connection.test.ts',
  'server/src/db/connection-loss.test.ts',
  'server/src/db/copy.test.ts',
  'server/src/db/engine-branches.test.ts',
  'server/src/db/exclusion-retry.test.ts',
  'server/src/db/migrate.test.ts',
  'server/src/db/on-commit.test.ts',
  'server/src/fuzz/checker.test.ts',
  'server/src/fuzz/outbox.test.ts',
  'server/src/fuzz/requests.test.ts',
  'server/src/http/idempotency.test.ts',
  'server/src/i18n/translator.test.ts',
  'server/src/http/query.test.ts',
  'server/src/http/rate-limit.redis.test.ts',
  'server/src/http/rate-limit.test.ts',
  'server/src/main.test.ts',
  'server/src/multi-process.test.ts',
  'server/src/multi-process-faults.test.ts',
  'server/src/openapi/coverage.test.ts',
  'server/src/openapi/typed-client.test.ts',
  // The payment providers against the sandbox, which keeps no data: one engine is enough.
  'server/src/modules/gateways/mount.test.ts',
  // What is due online, reckoned without a database.
  'server/src/modules/checkouts/due.property.test.ts',
  'server/src/modules/gateways/providers.test.ts',
  'server/src/modules/gateways/settings.test.ts',
  'server/src/modules/gateways/signatures.test.ts',
  'server/src/modules/media/upload-folders.test.ts',
  'server/src/modules/search/gold-set.test.ts',
  'server/src/modules/search/vocabulary-doc.test.ts',
  'server/src/modules/realtime/redis-hub.test.ts',
  'server/src/postgres-journey.test.ts',
  'server/src/seed/random.test.ts',
  'server/src/start-up.test.ts',
];

/**
 * Tests that hold a process or a connection to a time limit (a server back within 5 s of a
 * SIGKILL, a pull within 1 s of the database's return): they run after the rest, one file at a
 * time, on a machine no other test is loading.
 */
const TIMED_TESTS = [
  'server/src/main.test.ts',
  'server/src/start-up.test.ts',
  'server/src/multi-process.test.ts',
  'server/src/multi-process-faults.test.ts',
  'server/src/db/connection-loss.test.ts',
  'server/src/modules/realtime/redis-hub.test.ts',
  'server/src/modules/calendar-sync/announce.sqlite.test.ts',
  'server/src/modules/owner-bookings/accept-race.engines.test.ts',
];

/** The API suites run through Prism: every route, good and bad inputs, every role. */
const PRISM_SUITES = ['server/src/modules/**/*.test.ts', 'server/src/contract/*.test.ts'];
/** What cannot go through it: the suites that start no app or open both engines themselves. */
const NOT_THROUGH_PRISM = ['**/*engines.test.ts', '**/*.sqlite.test.ts'];

/** What the server's projects share: one module graph per worker, one PostgreSQL per run
 * (the Prism project starts Prism instead). */
const SERVER_PROJECT = {
  environment: 'node',
  // A worker runs its files one after another in one module graph rather than loading the app
  // anew for each (measured on the Prism suites: 204 -> 121 s, its imports 157 -> 7 s); each
  // file starts its own server and database (test/harness.ts).
  isolate: false,
  // One throwaway PostgreSQL per run, for the tests that run on both engines.
  globalSetup: ['server/src/test/postgres-global-setup.ts'],
  testTimeout: 20_000,
} as const;

export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer: the server's tests spend much of
    // their time waiting on a server, PostgreSQL or Redis in another process, and with one
    // worker on two cores a third of the machine sat idle (npm run test:unit 904 -> 550 s).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The client's `@/` alias and its texts' macros, as in client/vite.config.ts.
        plugins: linguiPlugins(),
        resolve: {
          alias: [
            { find: /^@\//, replacement: fileURLToPath(new URL('./client/src/', import.meta.url)) },
          ],
        },
        test: {
          name: 'client',
          // desk-faults/: the offline desk against the real server under randomised faults.
          include: [
            'client/src/**/*.test.{ts,tsx}',
            'client/i18n-build/*.test.ts',
            'client/desk-faults/*.test.ts',
          ],
          environment: 'jsdom',
        },
      },
      {
        test: {
          ...SERVER_PROJECT,
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/bench/**/*.test.ts'],
          exclude: TIMED_TESTS,
        },
      },
      {
        test: {
          ...SERVER_PROJECT,
          name: 'server-timed',
          include: TIMED_TESTS,
          // After every other project has finished, one file at a time.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
      {
        test: {
          // The API suites again with Stoplight Prism between each test and its server, checking
          // every request and answer against the API document (test/prism.ts,
          // docs/architecture.md#11-the-api-document).
          ...SERVER_PROJECT,
          name: 'server-through-prism',
          include: PRISM_SUITES,
          exclude: [...NOT_THROUGH_PRISM, ...SERVER_TESTS_WITHOUT_AN_APP],
          env: { BARAAT_PRISM: '1' },
          globalSetup: ['server/src/test/prism-global-setup.ts'],
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // Every server test again with the app on PostgreSQL (test/harness.ts:
          // BARAAT_TEST_ENGINE=postgres), leaving out only what runs on both engines already
          // (describe.each(ENGINES)), what is about SQLite itself (*.sqlite.test.ts), and what
          // starts no app (docs/architecture.md#10-two-engines).
          ...SERVER_PROJECT,
          name: 'server-on-postgres',
          include: ['server/src/**/*.test.ts'],
          exclude: ['**/*engines.test.ts', '**/*.sqlite.test.ts', ...SERVER_TESTS_WITHOUT_AN_APP],
          env: { BARAAT_TEST_ENGINE: 'postgres' },
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
