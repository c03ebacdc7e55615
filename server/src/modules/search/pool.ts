// Runs listings searches on worker threads, each with its own read connection, so that on a
// multi-core machine SQLite works while the main thread serves HTTP (the search's latency budget,
// docs/architecture.md#5-measuring-speed: one thread could not keep p99 under 50 ms at 20 connections). With no workers (the tests'
// default), or while none is ready, searches run on the main thread. A worker that stops
// fails its open searches with 503 and is restarted after a growing delay.
import { Worker } from 'node:worker_threads';
import { tx } from '@baraat/shared/i18n/text';
import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import type { SearchQuery } from '@baraat/shared/schemas/listings';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/engine';
import type { SqliteDatabase } from '../../db/sqlite-engine';
import { AppError } from '../../http/errors';
import { createDatabaseSearch, createSearchService } from './service';

export type SearchReply =
  | { id: number; json: string }
  | { id: number; status: number; detail: string | ValidationIssue[] }
  | { id: number; failure: string };

export interface SearchRunner {
  /** The search's answer as JSON text. */
  search: (query: SearchQuery) => Promise<string>;
  /** Workers started, ready now, and searches they have answered (for tests and health). */
  stats: () => { workers: number; ready: number; answered: number };
  close: () => Promise<void>;
}

interface Pending {
  resolve: (json: string) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  pending: Map<number, Pending>;
  /** Exits since it last became ready: the restart waits longer each time. */
  failures: number;
  restart: NodeJS.Timeout | null;
}

export const SEARCH_UNAVAILABLE = tx('Search is briefly unavailable. Please try again.');
const RESTART_BASE_MS = 250;
const RESTART_MAX_MS = 30_000;
// A search's garbage is a few hundred KB of rows and JSON: V8's default young generation
// (tens of MB per isolate) only held more of it between collections. 12 MB took ~15-20 MB
// off each worker's share of RSS under the bench's search load, at no measured req/s cost.
const WORKER_YOUNG_GENERATION_MB = 12;

// Built, the worker is dist/search-worker.js beside dist/main.js (server/scripts/build.mjs).
// From source (tsx, vitest) it is worker.ts beside this file, started through tsx's loader,
// which a worker does not inherit from its parent.
const FROM_SOURCE = import.meta.url.endsWith('.ts');

function workerEntry(): URL {
  if (!FROM_SOURCE) return new URL('./search-worker.js', import.meta.url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const file = new URL('./worker.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(tsx)};
register();
await import(${JSON.stringify(file)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

export function createSearchRunner(
  db: Db,
  options: { databaseFile: string; workers: number; logger: Logger },
): SearchRunner {
  const listings = createSearchService(db);
  const inProcess = async (query: SearchQuery) => JSON.stringify(listings.search(query));
  if (options.workers < 1) {
    return {
      search: inProcess,
      stats: () => ({ workers: 0, ready: 0, answered: 0 }),
      close: async () => {},
    };
  }

  const entry = workerEntry();
  let nextId = 0;
  let answered = 0;
  let closing = false;
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({
    worker: null,
    ready: false,
    pending: new Map(),
    failures: 0,
    restart: null,
  }));

  function settle(slot: Slot, reply: SearchReply | { ready: true }) {
    if ('ready' in reply) {
      slot.ready = true;
      slot.failures = 0;
      return;
    }
    const waiting = slot.pending.get(reply.id);
    if (!waiting) return;
    slot.pending.delete(reply.id);
    answered += 1;
    if ('json' in reply) waiting.resolve(reply.json);
    else if ('status' in reply) waiting.reject(new AppError(reply.status, reply.detail));
    else waiting.reject(new Error(`search worker failed: ${reply.failure}`));
  }

  function start(slot: Slot) {
    slot.restart = null;
    const worker = new Worker(entry, {
      workerData: { databaseFile: options.databaseFile },
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    slot.worker = worker;
    worker.on('message', (reply: SearchReply | { ready: true }) => settle(slot, reply));
    worker.on('error', (error) => options.logger.error({ err: error }, 'search worker failed'));
    worker.on('exit', (code) => {
      slot.ready = false;
      slot.worker = null;
      // Not re-run elsewhere: the search that stopped the worker could stop the server too.
      for (const waiting of slot.pending.values())
        waiting.reject(new AppError(503, SEARCH_UNAVAILABLE));
      slot.pending.clear();
      if (closing) return;
      slot.failures += 1;
      const delay = Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** slot.failures);
      options.logger.warn({ code, restart_in_ms: delay }, 'search worker stopped');
      slot.restart = setTimeout(() => start(slot), delay);
      slot.restart.unref();
    });
    worker.unref();
  }

  for (const slot of slots) start(slot);

  return {
    search: (query) => {
      const ready = slots.filter((slot) => slot.ready && slot.worker);
      // Before the workers are up, or while all are restarting, the main thread searches.
      if (closing || ready.length === 0) return inProcess(query);
      const slot = ready.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
      return new Promise<string>((resolve, reject) => {
        const id = nextId++;
        slot.pending.set(id, { resolve, reject });
        slot.worker!.postMessage({ id, query });
      });
    },
    stats: () => ({
      workers: slots.length,
      ready: slots.filter((slot) => slot.ready).length,
      answered,
    }),
    close: async () => {
      closing = true;
      for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}

/**
 * The searches of the engine the server runs on (docs/architecture.md#10-two-engines): on
 * PostgreSQL each is a read of its pool, the database server doing the work off the event loop,
 * so no worker threads; on SQLite the worker threads above, each with its own read connection.
 */
export function searchRunnerFor(
  database: Database,
  options: { databaseFile: string; workers: number; logger: Logger },
): SearchRunner {
  if (database.engine === 'sqlite') {
    return createSearchRunner((database as SqliteDatabase).connection, options);
  }
  const searches = createDatabaseSearch(database);
  return {
    search: async (query) => JSON.stringify(await searches.search(query)),
    stats: () => ({ workers: 0, ready: 0, answered: 0 }),
    close: async () => {},
  };
}
