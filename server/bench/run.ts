// `npm run bench`: one table for every budget. What it does:
// - builds the production bundle (`npm run build`: server/dist/main.js, client/dist) and
//   bundles bench/bare-server.ts beside it, then seeds --businesses vendors (default 50,000)
//   into sqlite/data/bench-N/seed unless it exists (or anew with --fresh), and measures a copy
//   of it in bench-N/run, so runs do not grow the seed and start alike (database.ts);
// - starts Baraat (`node server/dist/main.js`, LOG_LEVEL=warn) and the bare node:http
//   reference with the same SEARCH_WORKERS search threads, each on a port the bench picked,
//   ready when /api/health answers;
// - loads each with autocannon (--connections, default 20; --seconds per server, default 10,
//   in alternating halves) for search, profile by slug, one day's slots, booking creation by
//   signed-in bench customers on a new open slot each (201s counted), and wedding creation;
// - adds the client budgets (client-budgets.ts) and Baraat's RSS after --rss-seconds (default
//   60) of mixed load and its peak during it (sampled each second), each beside the bare
//   server's under the same load.
// - with `accept`, the owner's accept-with-hall (PATCH /bookings/{id}/approve) on fresh pending
//   requests of a bench banquet hall, a quarter overlapping another for the same hall (409s,
//   left out), held to >= 500 accepts/s, then counts halls held twice (budget 0).
// - `desk`: the offline desk in Chromium (desk-budgets.ts): 500 walk-ins queued offline drained
//   after reconnect (and none doubled on the server), the calendar's first paint offline.
// - `sockets`: the live channel (socket-budgets.ts): 1,000 sockets, one arrival fanned out to
//   all (p95) and 1:1 delivery among them (p99), beside a bare `ws` relay (bare-ws.ts).
// - then, on PostgreSQL (postgres.ts), search, profile, slots, booking, wedding and accept again,
//   with Baraat and the bare server both on DATABASE_URL: a throwaway cluster holding a copy of
//   the same seed, with the fixtures the SQLite run added to its own copy (bench-N/run-postgres),
//   so each engine starts from the same data and neither sees what the other's run wrote. Its
//   rows are named "… · PostgreSQL", each beside the bare server on PostgreSQL.
// - `processes` (process-budgets.ts): on that PostgreSQL, Baraat as `npm start` runs it with
//   PROCESSES=2 beside PROCESSES=1, each with a throwaway Redis: 1,000 sockets spread over the
//   processes with one arrival fanned out to all (p95), and profile and slots req/s.
// `--only search,profile,slots,booking,wedding,accept,client,desk,sockets,rss,processes` runs some
// groups, `--engines sqlite,postgres` some engines (client, desk, sockets and rss are SQLite's
// alone, processes PostgreSQL's);
// `--help` lists the options (options.ts).
// The table's last column, noise, is how far apart Baraat's two halves of a figure were,
// |h1 − h2| / their mean (the p99 rows: each half's own p99), — for rows not measured in halves
// (client, desk, sockets, RSS). Every run saves its rows to bench-N/last-run.json (or --save
// FILE); --compare FILE prints a saved run's figures beside this one's (saved-runs.ts).
// Absolute figures move with the machine's load; the ratio to bare, measured in the same run,
// is the figure the budgets hold. Under the table, each server's CPU per request (from
// /proc) gives the same ratio as the CPU sees it, which other work on the machine moves less.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from '../../scripts/server-env.mjs';
import { searchWorkers } from '../src/config';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { BENCH_OWNER, doubleAssignments, prepareAccepts } from './accept-fixtures';
import { buildAll } from './build';
import { measureClientBudgets } from './client-budgets';
import { benchDataDirs, copySeed, prepareBenchData } from './database';
import { measureDeskBudgets } from './desk-budgets';
import { loadFixtures } from './fixtures';
import {
  type AcceptLoad,
  apiGroups,
  type Group,
  mixedLoad,
  onPostgres,
  sqliteShareRows,
} from './groups';
import { measureGroup, runLoad } from './loads';
import { BENCH_USAGE, readBenchOptions } from './options';
import { doubleAssignmentsOnPostgres, startBenchPostgres } from './postgres';
import { measureProcessBudgets } from './process-budgets';
import { runCommand, type ServerProcess, startServer } from './processes';
import { readSavedRun, renderComparison, type SavedRun, saveRun } from './saved-runs';
import { measureSocketBudgets } from './socket-budgets';
import { type BenchRow, renderTable } from './table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let read: ReturnType<typeof readBenchOptions>;
/** The saved run --compare names, read before anything is built so a wrong name stops at once. */
let before: SavedRun | undefined;
try {
  read = readBenchOptions(process.argv.slice(2));
  if (read !== 'help' && read.compare) before = readSavedRun(path.resolve(root, read.compare));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${BENCH_USAGE}`);
  process.exit(2);
}
if (read === 'help') {
  console.log(BENCH_USAGE);
  process.exit(0);
}
const { businesses, only, rssSeconds, engines } = read;
const options = { seconds: read.seconds, connections: read.connections };

const { seedDir, runDir: dataDir, postgresRunDir } = benchDataDirs(root, businesses);
const workers = searchWorkers(process.env.SEARCH_WORKERS);
// The server's own launch environment (npm start's), so what is measured is what runs.
const env = {
  ...serverEnv(process.env),
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SEED: 'none',
  LOG_LEVEL: 'warn',
  SEARCH_WORKERS: String(workers),
};

async function signIn(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${account.email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** What Baraat's process may hold, at the peak of the mixed load and after it. */
const RSS_BUDGET_MB = 270;

const sinceS = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Runs the mixed load for `seconds` and reports RSS at its end (and the peak, sampled). */
async function rssAfterMixedLoad(server: ServerProcess, load: Parameters<typeof runLoad>[1]) {
  let peak = server.rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 1000);
  try {
    await runLoad(server.url, load, { ...options, seconds: rssSeconds });
  } finally {
    clearInterval(sampler);
  }
  const after = server.rssMb();
  // The last sample may be up to a second before the end: the peak includes the end too.
  return { after, peak: Math.max(peak, after) };
}

await buildAll(root);
const copyStarted = performance.now();
await prepareBenchData(
  { seedDir, runDir: dataDir },
  {
    fresh: read.fresh,
    seed: async (into) => {
      console.log(`Seeding ${businesses} vendors into ${seedDir}…`);
      const args = ['run', 'seed', '--', '--businesses', String(businesses)];
      await runCommand('npm', args, root, { ...env, DATA_DIR: into });
    },
  },
);
console.log(`Measuring on a copy of the seed: ${dataDir} (ready in ${sinceS(copyStarted)} s)`);
/** More pending requests than both servers answer in a run at this machine's rates. */
const ACCEPT_REQUESTS = 80_000;

/** What the API groups need, read from (and, where missing, written into) a copy of the seed. */
async function prepareRun(databaseFile: string) {
  const fixtures = await loadFixtures(databaseFile, options.connections);
  const accepts = only.has('accept')
    ? await prepareAccepts(databaseFile, fixtures.customers[0]!.email, ACCEPT_REQUESTS)
    : undefined;
  return { fixtures, accepts };
}

const rows: BenchRow[] = [];
/** Server CPU per request, Baraat vs bare: the req/s ratio as the CPU sees it. */
const cpuNotes: string[] = [];

/**
 * Signs the bench's customers and owner in on Baraat and measures the API groups --only asks
 * for against bare; `engine` is appended to each row's figure ('' on SQLite).
 */
async function measureApiGroups(
  run: Awaited<ReturnType<typeof prepareRun>>,
  servers: { baraat: ServerProcess; bare: ServerProcess },
  engine: string,
): Promise<{ groups: Group[]; rows: BenchRow[] }> {
  const measured: BenchRow[] = [];
  const tokens: string[] = [];
  for (const customer of run.fixtures.customers) {
    tokens.push(await signIn(servers.baraat.url, customer));
  }
  const acceptLoad: AcceptLoad | undefined = run.accepts && {
    token: await signIn(servers.baraat.url, BENCH_OWNER),
    requests: run.accepts.requests,
  };
  const groups = apiGroups(run.fixtures, tokens, acceptLoad).map((group) =>
    engine === '' ? group : onPostgres(group),
  );
  for (const group of groups.filter((g) => only.has(g.name))) {
    console.log(`Measuring ${group.label}${engine}…`);
    const measuredGroup = await measureGroup(group, servers, options);
    measured.push(...measuredGroup.rows.map((row) => ({ ...row, figure: row.figure + engine })));
    const { baraat: a, bare: b } = measuredGroup.cpuUs;
    cpuNotes.push(
      `${group.label}${engine} ${Math.round(a)} µs vs ${Math.round(b)} µs (${(b / a).toFixed(2)}×)`,
    );
  }
  return { groups, rows: measured };
}

/** Where SQLite's API rows end: PostgreSQL's go there, before the rows SQLite alone has. */
let afterSqliteApiRows = 0;
if (engines.has('sqlite')) {
  const run = await prepareRun(path.join(dataDir, 'app.db'));
  const { fixtures, accepts } = run;
  const baraat = await startServer('server/dist/main.js', root, env);
  const bare = await startServer('server/dist/bare-server.js', root, env);
  try {
    const api = await measureApiGroups(run, { baraat, bare }, '');
    rows.push(...api.rows);
    afterSqliteApiRows = rows.length;
    const { groups } = api;
    // RSS before the browser and socket groups: those load Baraat alone (the bare server has no
    // desk and its socket twin is another process), so measured after them the two processes
    // would not have served the same requests.
    if (only.has('rss')) {
      console.log(`Measuring RSS after ${rssSeconds} s of mixed load…`);
      const a = await rssAfterMixedLoad(baraat, mixedLoad(groups));
      const b = await rssAfterMixedLoad(bare, mixedLoad(groups));
      rows.push(
        {
          figure: `server RSS peak during ${rssSeconds} s mixed load`,
          baraat: a.peak,
          bare: b.peak,
          unit: 'MB',
          target: { kind: 'max', value: RSS_BUDGET_MB },
        },
        {
          figure: `server RSS after ${rssSeconds} s mixed load`,
          baraat: a.after,
          bare: b.after,
          unit: 'MB',
          target: { kind: 'max', value: RSS_BUDGET_MB },
        },
      );
    }
    if (accepts) {
      rows.push({
        figure: 'accept with hall: halls held twice',
        baraat: doubleAssignments(path.join(dataDir, 'app.db'), accepts.businessId),
        bare: null,
        unit: 'pairs',
        target: { kind: 'max', value: 0 },
      });
    }
    if (only.has('client')) {
      rows.push(
        ...(await measureClientBudgets(baraat.url, {
          vendorSlug: fixtures.demoVendorSlug,
          customer: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
          owner: { email: DEMO_OWNER.email, password: DEMO_PASSWORD },
        })),
      );
    }
    if (only.has('desk')) {
      console.log('Measuring the offline desk in Chromium…');
      rows.push(...(await measureDeskBudgets(baraat.url)));
    }
    if (only.has('sockets')) {
      console.log('Measuring the live channel with 1,000 sockets…');
      const relay = await startServer('server/dist/bare-ws.js', root, env);
      try {
        rows.push(
          ...(await measureSocketBudgets(baraat.url, relay.url, path.join(dataDir, 'app.db'))),
        );
      } finally {
        await relay.stop();
      }
    }
  } finally {
    await Promise.all([baraat.stop(), bare.stop()]);
  }
}

/** Each supervisor's CPU per request (it and its servers) in the processes group. */
const processCpuNotes: string[] = [];
/** What the PostgreSQL rows say of where they ran, under the table. */
let postgresNote = '';
const API_GROUPS = ['search', 'profile', 'slots', 'booking', 'wedding', 'accept'];
const apiOnPostgres = API_GROUPS.some((name) => only.has(name));
if (engines.has('postgres') && (apiOnPostgres || only.has('processes'))) {
  // A copy of the seed of its own, given the same fixtures as SQLite's, then copied across.
  copySeed(seedDir, postgresRunDir);
  const sourceFile = path.join(postgresRunDir, 'app.db');
  const run = await prepareRun(sourceFile);
  console.log(`Copying ${sourceFile} into a throwaway PostgreSQL cluster…`);
  const postgres = await startBenchPostgres(sourceFile, root);
  console.log(
    `PostgreSQL ready (copied, vacuumed and analyzed in ${postgres.copySeconds.toFixed(0)} s)`,
  );
  const copied = `a throwaway cluster holding a copy of the same seed and fixtures (copied, vacuumed and analyzed in ${postgres.copySeconds.toFixed(0)} s)`;
  if (apiOnPostgres)
    postgresNote = `; "· PostgreSQL" rows: both servers on DATABASE_URL, ${copied}`;
  const onPostgres = { ...env, DATA_DIR: postgresRunDir, DATABASE_URL: postgres.url };
  try {
    if (apiOnPostgres) await measureApiGroupsOnPostgres(run, postgres.url, onPostgres);
    if (only.has('processes')) {
      const measured = await measureProcessBudgets({
        root,
        env: onPostgres,
        databaseUrl: postgres.url,
        fixtures: run.fixtures,
        options,
      });
      rows.push(...measured.rows);
      processCpuNotes.push(...measured.cpuNotes);
      postgresNote += `; "2 processes vs 1" rows: Baraat as npm start runs it (server/dist/supervisor.js) with PROCESSES=2 in the Baraat column and PROCESSES=1 in the bare column, both on DATABASE_URL, ${copied}, each with a throwaway redis-server`;
    }
  } finally {
    postgres.stop();
  }
}

/** The API groups on PostgreSQL, beside bare there; their rows go after SQLite's API rows. */
async function measureApiGroupsOnPostgres(
  run: Awaited<ReturnType<typeof prepareRun>>,
  postgresUrl: string,
  onPostgres: NodeJS.ProcessEnv,
) {
  const baraat = await startServer('server/dist/main.js', root, onPostgres);
  const bare = await startServer('server/dist/bare-server.js', root, onPostgres);
  const postgresRows: BenchRow[] = [];
  try {
    const api = await measureApiGroups(run, { baraat, bare }, ' · PostgreSQL');
    postgresRows.push(...api.rows);
    postgresRows.push(
      ...sqliteShareRows(api.groups, [...rows, ...postgresRows], options.connections),
    );
  } finally {
    await Promise.all([baraat.stop(), bare.stop()]);
  }
  if (run.accepts) {
    postgresRows.push({
      figure: 'accept with hall: halls held twice · PostgreSQL',
      baraat: await doubleAssignmentsOnPostgres(postgresUrl, run.accepts.businessId),
      bare: null,
      unit: 'pairs',
      target: { kind: 'max', value: 0 },
    });
  }
  rows.splice(afterSqliteApiRows, 0, ...postgresRows);
}
const setting = `${businesses} vendors, ${options.connections} connections, ${options.seconds} s per server and API figure, ${workers} search workers on both${postgresNote}`;
console.log(`\n${setting}\n\n${renderTable(rows)}`);
if (cpuNotes.length > 0) {
  console.log(`\nServer CPU per request, Baraat vs bare (bare ÷ Baraat): ${cpuNotes.join('; ')}`);
}
if (processCpuNotes.length > 0) {
  console.log(`\nServer CPU per request, supervisor and servers: ${processCpuNotes.join('; ')}`);
}
if (before) {
  console.log(`\nBefore (${read.compare}, ${before.savedAt}: ${before.setting}) and now:\n`);
  console.log(renderComparison(before.rows, rows));
}
const saveTo = path.resolve(root, read.save ?? path.join(path.dirname(dataDir), 'last-run.json'));
saveRun(saveTo, { savedAt: new Date().toISOString(), setting, rows });
console.log(`\nRows saved to ${path.relative(root, saveTo)} (--compare it in a later run)`);
