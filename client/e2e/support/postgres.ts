// The built server on PostgreSQL (docs/architecture.md#10-two-engines): a spec that takes `test`
// from here runs in a worker of its own, on a throwaway cluster (initdb into a temp folder, a
// free port, as the server's tests start it) with the server started there by DATABASE_URL as
// `npm start` would be, migrating and seeding the demo itself. After the worker's last test the
// server stops, then the cluster, and its folder is removed. Other specs keep SQLite.
import pg from 'pg';
import { startPostgresCluster } from '../../../server/src/test/postgres-cluster';
import { test as onSqlite } from './fixtures';
import { type RunningServer, startServer } from './server';

export interface PostgresUnderTest {
  /** DATABASE_URL of the server under test. */
  url: string;
  /** One statement on that database, `$1`… bound to `values`; its rows. */
  query: <Row>(sql: string, values?: unknown[]) => Promise<Row[]>;
}

export const test = onSqlite.extend<object, { postgres: PostgresUnderTest; server: RunningServer }>(
  {
    postgres: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture needs from this pattern
      async ({}, use) => {
        const cluster = await startPostgresCluster();
        const url = cluster.urlOf('postgres');
        const query = async <Row>(sql: string, values: unknown[] = []) => {
          const client = new pg.Client(url);
          await client.connect();
          try {
            return (await client.query(sql, values)).rows as Row[];
          } finally {
            await client.end();
          }
        };
        try {
          await use({ url, query });
        } finally {
          cluster.stop();
        }
      },
      { scope: 'worker', timeout: 30_000 },
    ],
    server: [
      async ({ postgres }, use) => {
        const server = await startServer({ DATABASE_URL: postgres.url }, 60_000);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
  },
);
