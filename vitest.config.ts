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
    ],
  },
});
