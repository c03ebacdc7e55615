// `npm run bench`: one table for every budget (issue 9). What it does:
// - builds the production bundle (`npm run build`: server/dist/main.js, client/dist) and
//   bundles bench/bare-server.ts beside it, then seeds --businesses vendors (default 50,000)
//   into sqlite/data/bench-N unless that database exists;
// - starts Baraat (`node server/dist/main.js`, LOG_LEVEL=warn) and the bare node:http
//   reference with the same SEARCH_WORKERS search threads, each on a port the bench picked,
//   ready when /api/health answers;
// - loads each with autocannon (--connections, default 20; --seconds per server, default 10,
//   in alternating halves) for search, profile by slug, one day's slots, and booking creation
//   by signed-in bench customers, each request on a different open slot (201s counted);
// - adds the client budgets (client-budgets.ts) and Baraat's RSS after --rss-seconds (default
//   60) of mixed load, with the bare server's after the same load for comparison.
// - with `accept`, the owner's accept-with-hall (PATCH /bookings/{id}/approve) on fresh pending
//   requests of a bench banquet hall, a quarter overlapping another for the same hall (409s,
//   left out), held to >= 500 accepts/s, then counts halls held twice (budget 0).
// - `desk`: the offline desk in Chromium (desk-budgets.ts): 500 walk-ins queued offline drained
//   after reconnect (and none doubled on the server), the calendar's first paint offline.
// - `sockets`: the live channel (socket-budgets.ts): 1,000 sockets, one arrival fanned out to
//   all (p95) and 1:1 delivery among them (p99), beside a bare `ws` relay (bare-ws.ts).
// `--only search,profile,slots,booking,accept,client,desk,sockets,rss` runs some groups.
// Absolute figures move with the machine's load; the ratio to bare, measured in the same run,
// is the figure the budgets hold. Under the table, each server's CPU per request (from
// /proc) gives the same ratio as the CPU sees it, which other work on the machine moves less.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { serverEnv } from '../../scripts/server-env.mjs';
import { searchWorkers } from '../src/config';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { BENCH_OWNER, doubleAssignments, prepareAccepts } from './accept-fixtures';
import { measureClientBudgets } from './client-budgets';
import { measureDeskBudgets } from './desk-budgets';
import { loadFixtures } from './fixtures';
import { type AcceptLoad, apiGroups, measureGroup, mixedLoad, runLoad } from './loads';
import { runCommand, type ServerProcess, startServer } from './processes';
import { measureSocketBudgets } from './socket-budgets';
import { type BenchRow, renderTable } from './table';

const GROUPS = [
  'search',
  'profile',
  'slots',
  'booking',
  'accept',
  'client',
  'desk',
  'sockets',
  'rss',
];
const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'rss-seconds': { type: 'string', default: '60' },
    only: { type: 'string', default: GROUPS.join(',') },
  },
});
const only = new Set(values.only.split(','));
for (const name of only) if (!GROUPS.includes(name)) throw new Error(`--only: unknown ${name}`);
const options = { seconds: Number(values.seconds), connections: Number(values.connections) };
const rssSeconds = Number(values['rss-seconds']);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'sqlite', 'data', `bench-${values.businesses}`);
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

async function buildAll() {
  await runCommand('npm', ['run', 'build'], root);
  const dependencies = (file: string): string[] =>
    Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).dependencies ?? {});
  // As server/scripts/build.mjs: npm packages load from node_modules, shared is bundled.
  const external = [
    ...dependencies('server/package.json'),
    ...dependencies('shared/package.json'),
  ].filter((name) => name !== '@baraat/shared');
  // Beside main.js, so its search pool finds dist/search-worker.js as Baraat's does.
  for (const name of ['bare-server', 'bare-ws']) {
    await build({
      entryPoints: [path.join(root, `server/bench/${name}.ts`)],
      outfile: path.join(root, `server/dist/${name}.js`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external,
      logLevel: 'warning',
    });
  }
}

async function signIn(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${account.email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

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
  return { after: server.rssMb(), peak };
}

await buildAll();
if (!existsSync(path.join(dataDir, 'app.db'))) {
  console.log(`Seeding ${values.businesses} vendors into ${dataDir}…`);
  await runCommand('npm', ['run', 'seed', '--', '--businesses', values.businesses], root, env);
}
const fixtures = await loadFixtures(path.join(dataDir, 'app.db'), options.connections);
/** More pending requests than both servers answer in a run at this machine's rates. */
const ACCEPT_REQUESTS = 80_000;
const accepts = only.has('accept')
  ? await prepareAccepts(
      path.join(dataDir, 'app.db'),
      fixtures.customers[0]!.email,
      ACCEPT_REQUESTS,
    )
  : undefined;

const rows: BenchRow[] = [];
/** Server CPU per request, Baraat vs bare: the req/s ratio as the CPU sees it. */
const cpuNotes: string[] = [];
const baraat = await startServer('server/dist/main.js', root, env);
const bare = await startServer('server/dist/bare-server.js', root, env);
try {
  const tokens: string[] = [];
  for (const customer of fixtures.customers) tokens.push(await signIn(baraat.url, customer));
  const acceptLoad: AcceptLoad | undefined = accepts && {
    token: await signIn(baraat.url, BENCH_OWNER),
    requests: accepts.requests,
  };
  const groups = apiGroups(fixtures, tokens, acceptLoad);
  for (const group of groups.filter((g) => only.has(g.name))) {
    console.log(`Measuring ${group.label}…`);
    const measuredGroup = await measureGroup(group, { baraat, bare }, options);
    rows.push(...measuredGroup.rows);
    const { baraat: a, bare: b } = measuredGroup.cpuUs;
    cpuNotes.push(
      `${group.label} ${Math.round(a)} µs vs ${Math.round(b)} µs (${(b / a).toFixed(2)}×)`,
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
  if (only.has('rss')) {
    console.log(`Measuring RSS after ${rssSeconds} s of mixed load…`);
    const a = await rssAfterMixedLoad(baraat, mixedLoad(groups));
    const b = await rssAfterMixedLoad(bare, mixedLoad(groups));
    console.log(`RSS peak during the load: Baraat ${a.peak} MB, bare ${b.peak} MB`);
    rows.push({
      figure: `server RSS after ${rssSeconds} s mixed load`,
      baraat: a.after,
      bare: b.after,
      unit: 'MB',
      target: { kind: 'max', value: 300 },
    });
  }
} finally {
  await Promise.all([baraat.stop(), bare.stop()]);
}
console.log(
  `\n${values.businesses} vendors, ${options.connections} connections, ${options.seconds} s per server and API figure, ${workers} search workers on both\n`,
);
console.log(renderTable(rows));
if (cpuNotes.length > 0) {
  console.log(`\nServer CPU per request, Baraat vs bare (bare ÷ Baraat): ${cpuNotes.join('; ')}`);
}
