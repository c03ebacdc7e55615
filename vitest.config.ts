import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The client's `@/` alias, as in client/vite.config.ts.
        resolve: {
          alias: [
            { find: /^@\//, replacement: fileURLToPath(new URL('./client/src/', import.meta.url)) },
          ],
        },
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/bench/**/*.test.ts'],
          environment: 'node',
          // One throwaway PostgreSQL per run, for the tests that run on both engines.
          globalSetup: ['server/src/test/postgres-global-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // The route suites that reach the server over HTTP alone, run again with the app on
          // PostgreSQL (test/harness.ts). The others set rows up through SQLite's connection.
          name: 'server-on-postgres',
          include: [
            'server/src/contract/business-profile.test.ts',
            'server/src/contract/media.test.ts',
            'server/src/http/body-parser.test.ts',
            'server/src/modules/auth/address-limits.test.ts',
            'server/src/modules/auth/login-throttle.test.ts',
            'server/src/modules/auth/login.test.ts',
            'server/src/modules/auth/profile.test.ts',
            'server/src/modules/auth/tokens.test.ts',
            'server/src/modules/businesses/routes.test.ts',
            'server/src/modules/catalog/routes.test.ts',
            'server/src/modules/customers/routes.test.ts',
          ],
          environment: 'node',
          env: { BARAAT_TEST_ENGINE: 'postgres' },
          globalSetup: ['server/src/test/postgres-global-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
