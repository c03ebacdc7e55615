// The bench's PostgreSQL (docs/architecture.md#10-two-engines): a throwaway cluster
// (startPostgresCluster: a temp folder, a free port, fsync off), and in it one database holding
// a copy of the run's SQLite source (bench-N/run-postgres/app.db: the seed plus the fixtures the
// SQLite run adds to its own copy) made by db:copy's checked copy, then vacuumed and analyzed,
// so the requests are planned with statistics and autovacuum does not take up the freshly
// loaded tables in the middle of a measurement, at a moment that differs from run to run. Made anew
// every run: the booking and accept groups write rows, and every run starts from the same data.
// The cluster goes when the bench ends, Ctrl-C included.
import path from 'node:path';
import pg from 'pg';
import { copySqliteToPostgres } from '../src/db/copy';
import { prepareDatabase } from '../src/db/prepare';
import { startPostgresCluster } from '../src/test/postgres-cluster';
import { doubleAssignmentsSql } from './accept-fixtures';

export interface BenchPostgres {
  /** The DATABASE_URL both servers run on. */
  url: string;
  /** Seconds the copy (with its checks, the VACUUM and the ANALYZE) took. */
  copySeconds: number;
  stop: () => void;
}

const DATABASE = 'bench';

/** Starts a throwaway cluster and copies `sqliteFile` into a database of it. */
export async function startBenchPostgres(sqliteFile: string, root: string): Promise<BenchPostgres> {
  const cluster = await startPostgresCluster();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    cluster.stop();
  };
  // Stopped half-way (Ctrl-C, a failed group), the cluster and its folder go too.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    const started = performance.now();
    await run(cluster.adminUrl, `CREATE DATABASE ${DATABASE}`);
    const url = cluster.urlOf(DATABASE);
    const sqliteMigrationsDir = path.join(root, 'sqlite', 'migrations');
    // The seed may predate this code's migrations (the SQLite server migrates its copy at
    // start); db:copy takes only a file at this version's.
    prepareDatabase(sqliteFile, sqliteMigrationsDir).close();
    await copySqliteToPostgres(sqliteFile, url, {
      sqliteMigrationsDir,
      postgresMigrationsDir: path.join(root, 'postgres', 'migrations'),
    });
    await run(url, 'VACUUM (ANALYZE)');
    return { url, copySeconds: (performance.now() - started) / 1000, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function run(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** accept-fixtures.ts's doubleAssignments, read from PostgreSQL. */
export async function doubleAssignmentsOnPostgres(url: string, businessId: number) {
  const { rows } = await run(url, doubleAssignmentsSql('$1'), [businessId]);
  return Number((rows[0] as { n: string | number }).n);
}
