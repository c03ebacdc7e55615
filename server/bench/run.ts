// `npm run bench`: search latency at 50,000 vendors, side by side — the Baraat API (Koa,
// real server process, searches on its worker threads), a bare node:http server running the
// same query on its one thread, and the SQLite query alone. Load: autocannon, 20 connections. Target (issue 4): API p99 under 50 ms.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { searchQuerySchema } from '@baraat/shared/schemas/listings';
import autocannon from 'autocannon';
import { searchWorkers } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { createListingsService } from '../src/modules/listings/service';
import { SEARCH_QUERIES } from './search-queries';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'sqlite', 'data', `bench-${values.businesses}`);
const databaseFile = path.join(dataDir, 'app.db');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SEED: 'none',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${code}`))));
  });
}

/** Starts a process that prints {"port": N} (or a pino line with port) and waits for it. */
function startProcess(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'info', PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n').slice(0, -1)) {
        const port = (JSON.parse(line) as { port?: number }).port;
        if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
  });
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    requests: SEARCH_QUERIES.map((query) => ({ method: 'GET', path: query })),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { median: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

function sqliteTimes() {
  const db = openDatabase(databaseFile);
  const listings = createListingsService(db);
  const times: number[] = [];
  // Round 0 warms the page cache and prepares the statements, as a running server has.
  for (let round = 0; round <= 20; round += 1) {
    for (const query of SEARCH_QUERIES) {
      const parsed = searchQuerySchema.parse(
        Object.fromEntries(new URL(query, 'http://x').searchParams),
      );
      const started = performance.now();
      listings.search(parsed);
      if (round > 0) times.push(performance.now() - started);
    }
  }
  db.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p99: at(0.99) };
}

if (!existsSync(databaseFile)) console.log(`Seeding ${values.businesses} vendors into ${dataDir}…`);
await run('npm', ['run', 'seed', '--', '--businesses', values.businesses!]);

const raw = sqliteTimes();
const api = await startProcess(['server/src/main.ts']);
const bare = await startProcess(['server/bench/bare-server.ts', databaseFile]);
try {
  const apiResult = await load(api.url);
  const bareResult = await load(bare.url);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `\nSearch at ${values.businesses} vendors, ${values.connections} connections, ${values.seconds} s each, ${SEARCH_QUERIES.length} query shapes`,
  );
  console.table({
    [`Baraat API (Koa, ${searchWorkers(process.env.SEARCH_WORKERS)} search workers)`]: {
      median: ms(apiResult.median),
      p99: ms(apiResult.p99),
      'req/s': Math.round(apiResult.rps),
    },
    'bare node:http, same query, one thread': {
      median: ms(bareResult.median),
      p99: ms(bareResult.p99),
      'req/s': Math.round(bareResult.rps),
    },
    'SQLite query alone': { median: ms(raw.median), p99: ms(raw.p99), 'req/s': '' },
  });
  const verdict = apiResult.p99 < 50 ? 'meets' : 'misses';
  console.log(`API p99 ${ms(apiResult.p99)} ${verdict} the 50 ms target.`);
} finally {
  api.child.removeAllListeners('exit');
  bare.child.removeAllListeners('exit');
  api.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
}
