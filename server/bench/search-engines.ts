// The vendor search's latency on each engine at the same data (docs/architecture.md#10-two-engines):
// a SQLite database of N generated vendors (server/src/seed, or a copy of a seed given with
// --sqlite), its search tables copied into a throwaway PostgreSQL, then the bench's mix of
// searches (search-queries.ts) from 20 concurrent callers for a while on each engine, through
// the runner the server would use: SQLite's worker threads, PostgreSQL's pool.
//
//   npx tsx server/bench/search-engines.ts [--businesses 50000] [--sqlite seed/app.db]
//     [--connections 20] [--seconds 20] [--postgres postgres://… (already copied: no cluster)]
//
// In process, not over HTTP: it measures the search, not Koa. Never run beside the test suite
// or the bench: it loads both cores.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SearchQuery, searchQuerySchema } from '@baraat/shared/schemas/listings';
import pg from 'pg';
import { searchWorkers } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { runPostgresMigrations } from '../src/db/migrate-postgres';
import { postgresDatabase } from '../src/db/postgres-engine';
import { prepareDatabase } from '../src/db/prepare';
import { writeReferenceLists } from '../src/db/reference-data';
import { sqliteDatabase } from '../src/db/sqlite-engine';
import { createLogger } from '../src/logger';
import { type SearchRunner, searchRunnerFor } from '../src/modules/search/pool';
import { findRepoRoot } from '../src/paths';
import { startPostgresCluster } from '../src/test/postgres-cluster';
import { copySearchTables, seedSearchVendors } from '../src/test/search-fixture';
import { SEARCH_QUERIES } from './search-queries';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '50000' },
    sqlite: { type: 'string' },
    postgres: { type: 'string' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '20' },
  },
});
const businesses = Number(values.businesses);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const WARM_UP_SECONDS = 3;

const queries: SearchQuery[] = SEARCH_QUERIES.map((url) =>
  searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(url.split('?')[1]))),
);

interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/** `connections` callers, each sending the next search as soon as its last is answered. */
async function load(runner: SearchRunner, forSeconds: number): Promise<Figures> {
  const times: number[] = [];
  const end = performance.now() + forSeconds * 1000;
  // The search workers are unref'd and the pool's idle clients close: without a timer of its
  // own the process would end while callers wait.
  const keepAlive = setInterval(() => {}, 1000);
  await Promise.all(
    Array.from({ length: connections }, async (_, caller) => {
      for (let n = caller; performance.now() < end; n += 1) {
        const start = performance.now();
        await runner.search(queries[n % queries.length]!);
        times.push(performance.now() - start);
      }
    }),
  );
  clearInterval(keepAlive);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
  return {
    requests: times.length,
    perSecond: Math.round(times.length / forSeconds),
    p50: at(0.5),
    p99: at(0.99),
    max: times[times.length - 1]!,
  };
}

async function measure(runner: SearchRunner): Promise<Figures> {
  await load(runner, WARM_UP_SECONDS);
  return load(runner, seconds);
}

const root = findRepoRoot();
const dir = mkdtempSync(path.join(tmpdir(), 'baraat-search-bench-'));
const file = path.join(dir, 'app.db');
const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${message}`);
const cluster = values.postgres ? undefined : await startPostgresCluster();
let cleaned = false;
const cleanUp = () => {
  if (cleaned) return;
  cleaned = true;
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
};
process.once('exit', cleanUp);
// Stopped half-way (Ctrl-C), the throwaway cluster and the copy go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
try {
  if (values.sqlite) {
    copyFileSync(values.sqlite, file);
    prepareDatabase(file, path.join(root, 'sqlite', 'migrations')).close();
    log(`SQLite: a copy of ${values.sqlite}`);
  } else {
    const db = prepareDatabase(file, path.join(root, 'sqlite', 'migrations'));
    seedSearchVendors(db, businesses);
    db.close();
    log(`SQLite: ${businesses} vendors seeded`);
  }
  const db = openDatabase(file);
  const vendors = (
    db.prepare('SELECT count(*) AS n FROM businesses WHERE is_deleted = 0').get() as { n: number }
  ).n;

  let url = values.postgres;
  if (cluster) {
    const admin = new pg.Client(cluster.adminUrl);
    await admin.connect();
    await admin.query('CREATE DATABASE search_bench');
    await admin.end();
    url = cluster.urlOf('search_bench');
    await runPostgresMigrations(url, path.join(root, 'postgres', 'migrations'));
  }
  const postgres = postgresDatabase(url!, { max: connections });
  if (cluster) {
    await writeReferenceLists(postgres);
    await copySearchTables(db, postgres);
    log(`PostgreSQL: ${vendors} live vendors copied`);
  }

  const logger = createLogger('warn');
  const workers = searchWorkers(undefined);
  const onSqlite = searchRunnerFor(sqliteDatabase(db), { databaseFile: file, workers, logger });
  while (workers > 0 && onSqlite.stats().ready < workers) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const onPostgres = searchRunnerFor(postgres, { databaseFile: '', workers: 0, logger });
  const sqliteFigures = await measure(onSqlite);
  log('SQLite measured');
  const postgresFigures = await measure(onPostgres);
  log('PostgreSQL measured');
  await onSqlite.close();
  await postgres.close();
  db.close();

  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `\nsearch, ${vendors} vendors, ${connections} callers, ${seconds} s after ${WARM_UP_SECONDS} s warm-up (${queries.length} queries in turn)`,
  );
  console.log('engine                    req/s   p50 ms   p99 ms   max ms');
  for (const [name, f] of [
    [`SQLite (${workers} workers)`, sqliteFigures],
    [`PostgreSQL (${connections} conns)`, postgresFigures],
  ] as const) {
    console.log(
      `${name.padEnd(24)} ${String(f.perSecond).padStart(6)} ${ms(f.p50)} ${ms(f.p99)} ${ms(f.max)}`,
    );
  }
} finally {
  cleanUp();
}
