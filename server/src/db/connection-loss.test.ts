// What operators do to PostgreSQL under a running app (docs/architecture.md#10-two-engines):
// its idle connections terminated (pg_terminate_backend, a pooler closing them), the server
// stopped and started again. The app, in this process, answers the next request, 503 while the
// database is away, and 200 again within a second of its return, on a cluster of this file's
// own (the run's shared one is never stopped). A pool's error nobody listened to would end this
// process, and vitest would fail the file for it.
import path from 'node:path';
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { findRepoRoot } from '../paths';
import { customerPayload } from '../test/factories';
import { type EngineTestServer, startTestServerOn } from '../test/harness';
import { type PostgresCluster, startPostgresCluster } from '../test/postgres-cluster';
import { runPostgresMigrations } from './migrate-postgres';
import { postgresDatabase } from './postgres-engine';
import { writeReferenceLists } from './reference-data';

let cluster: PostgresCluster;
let server: EngineTestServer;
const engineLogs: Record<string, unknown>[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const url = cluster.adminUrl;
  await runPostgresMigrations(url, path.join(findRepoRoot(), 'postgres', 'migrations'));
  const logger = createLogger('info', {
    write: (line: string) => engineLogs.push(JSON.parse(line)),
  });
  const database = postgresDatabase(url, { logger });
  await writeReferenceLists(database);
  server = await startTestServerOn(database);
}, 60_000);

afterAll(async () => {
  await server?.close();
  cluster?.stop();
});

/** Several requests at once, so the pool holds several connections. */
const cities = () =>
  Promise.all(Array.from({ length: 6 }, () => server.request('/api/easyshadi/cities')));

async function terminateIdle(): Promise<number> {
  const admin = new pg.Client(cluster.adminUrl);
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE state = 'idle' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const messages = () => engineLogs.map((line) => line.msg);

describe('an app on PostgreSQL whose connections go', () => {
  it('answers the next requests after its idle connections are terminated', async () => {
    expect((await cities()).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await terminateIdle()).toBeGreaterThan(0);
    // The pool hears each connection go; the requests after it get new ones.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await cities()).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const signUp = await server.request('/api/auth/signup/customer', { json: customerPayload() });
    expect(signUp.status).toBe(201);
    expect(messages().filter((msg) => msg === 'database connection lost')).toHaveLength(1);
    expect(messages()).toContain('database connection back');
  });

  it('even when they go just before a request reaches them, with no wait between', async () => {
    await cities();
    expect(await terminateIdle()).toBeGreaterThan(0);
    expect((await cities()).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('answers 503 while PostgreSQL is stopped, and 200 within a second of its start', async () => {
    await cluster.shutDown();
    const health = await server.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ detail: GLOBAL_ERRORS.unavailable });
    const read = await server.request('/api/easyshadi/cities');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('1');
    const write = await server.request('/api/auth/signup/customer', { json: customerPayload() });
    expect(write.status).toBe(503);
    expect(write.body).toEqual({ detail: GLOBAL_ERRORS.unavailable });

    await cluster.startUp();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5000) {
      status = (await server.request('/api/health')).status;
    }
    expect(Date.now() - back).toBeLessThan(1000);
    expect((await cities()).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // An unreachable database is no unexpected error: nothing logged as one.
    expect(server.logs.filter((line) => line.msg === 'unhandled error')).toEqual([]);
  }, 30_000);
});
