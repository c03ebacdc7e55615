// `npm start` runs this: the supervisor (Node's cluster primary; docs/architecture.md §6). It
// prepares the data once (settings, secret, migrations, the demo seed on an empty database),
// then runs PROCESSES servers (main.ts, one unless set) in worker processes that share the port,
// and when one dies unasked (a fault no handler caught, out of memory, a native crash, a kill)
// it logs why and starts a new one in its place, waiting longer after each death that follows
// soon after a start. SIGINT/SIGTERM stop every server gracefully, then the supervisor.
// Several servers need PostgreSQL and Redis (config.ts refuses them otherwise;
// docs/architecture.md#9-scaling-out).
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { closePrepared, prepareData, SUPERVISED, WORKER_NAME } from './start-up';

/** Restart delays: the first soon, then doubling up to a ceiling. */
const FIRST_RESTART_MS = 250;
const MAX_RESTART_MS = 30_000;
/** A server that served this long before dying is restarted at the first delay again. */
const STABLE_AFTER_MS = 60_000;
/** Deaths in a row before ever listening (a port in use, a broken build): give up. */
const FAILED_STARTS_BEFORE_GIVING_UP = 5;
/** The last lines the server wrote to stderr, logged with its death (V8's OOM report). */
const STDERR_LINES_KEPT = 20;
/** After SIGTERM, how long the server may take to finish before it is killed. */
const STOP_GRACE_MS = 15_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
await closePrepared(await prepareData(config, logger));

const own = fileURLToPath(import.meta.url);
cluster.setupPrimary({
  exec: own.replace(/supervisor\.(ts|js)$/, 'main.$1'),
  // Pipes, so the server's last words on stderr can be logged with its death.
  silent: true,
});

const live = new Set<Worker>();
let stopping = false;
let failedStarts = 0;
let delayMs = FIRST_RESTART_MS;

/** Starts the server of place `place` (1…PROCESSES), the first time or in a dead one's stead. */
function start(place: number): void {
  const worker = cluster.fork({ [SUPERVISED]: '1', [WORKER_NAME]: `w${place}` });
  live.add(worker);
  const startedAt = Date.now();
  let listened = false;
  const stderrTail: string[] = [];
  worker.process.stdout?.pipe(process.stdout, { end: false });
  worker.process.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    stderrTail.splice(0, Math.max(0, stderrTail.length - STDERR_LINES_KEPT));
  });
  worker.on('listening', () => {
    listened = true;
    failedStarts = 0;
  });
  worker.on('error', (error) => logger.error({ err: error }, 'server process channel failed'));
  worker.on('exit', (code, signal) => {
    live.delete(worker);
    onExit(worker, { place, code, signal, startedAt, listened }, stderrTail);
  });
}

interface Death {
  place: number;
  code: number | null;
  signal: string | null;
  startedAt: number;
  listened: boolean;
}

function onExit(worker: Worker, death: Death, stderrTail: string[]): void {
  const pid = worker.process.pid;
  if (stopping) {
    if (live.size === 0) {
      logger.info('supervisor stopped');
      process.exit(0);
    }
    return;
  }
  const upMs = Date.now() - death.startedAt;
  if (!death.listened) failedStarts += 1;
  if (failedStarts >= FAILED_STARTS_BEFORE_GIVING_UP) {
    logger.fatal(
      { pid, exit_code: death.code, signal: death.signal, stderr_tail: stderrTail },
      `the server failed to start ${failedStarts} times in a row: giving up`,
    );
    process.exit(1);
  }
  if (upMs >= STABLE_AFTER_MS) delayMs = FIRST_RESTART_MS;
  logger.error(
    {
      pid,
      worker: `w${death.place}`,
      exit_code: death.code,
      signal: death.signal,
      up_ms: upMs,
      restart_in_ms: delayMs,
      stderr_tail: stderrTail,
    },
    'server process died',
  );
  setTimeout(() => start(death.place), delayMs);
  delayMs = Math.min(delayMs * 2, MAX_RESTART_MS);
}

function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, processes: live.size }, 'supervisor stopping the servers');
  if (live.size === 0) process.exit(0);
  for (const worker of live) worker.process.kill('SIGTERM');
  setTimeout(() => {
    logger.warn({ processes: live.size }, 'servers did not stop in time: killing them');
    for (const worker of live) worker.process.kill('SIGKILL');
  }, STOP_GRACE_MS).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (let place = 1; place <= config.processes; place += 1) start(place);
