// Runs listings searches on worker threads, each with its own read connection, so that on a
// multi-core machine SQLite works while the main thread serves HTTP (issue 4's latency target:
// one thread could not keep p99 under 50 ms at 20 connections). With no workers, or when a
// worker cannot start, searches run on the main thread; tests do that by default.
import { Worker } from 'node:worker_threads';
import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import type { SearchQuery } from '@baraat/shared/schemas/listings';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import { createListingsService } from './service';

export type SearchReply =
  | { id: number; json: string }
  | { id: number; status: number; detail: string | ValidationIssue[] }
  | { id: number; failure: string };

export interface SearchRunner {
  /** The search's answer as JSON text. */
  search: (query: SearchQuery) => Promise<string>;
  close: () => Promise<void>;
}

interface Pending {
  query: SearchQuery;
  resolve: (json: string) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  pending: Map<number, Pending>;
}

// Built, the worker is dist/search-worker.js beside dist/main.js. From source (tsx, vitest)
// it is the .ts file beside this one, started through tsx's loader, which a worker does not
// inherit from its parent.
const FROM_SOURCE = import.meta.url.endsWith('.ts');

function workerEntry(): URL {
  if (!FROM_SOURCE) return new URL('./search-worker.js', import.meta.url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const file = new URL('./search-worker.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(tsx)};
register();
await import(${JSON.stringify(file)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

export function createSearchRunner(
  db: Db,
  options: { databaseFile: string; workers: number; logger: Logger },
): SearchRunner {
  const listings = createListingsService(db);
  const inProcess = async (query: SearchQuery) => JSON.stringify(listings.search(query));
  if (options.workers < 1) return { search: inProcess, close: async () => {} };

  const entry = workerEntry();
  let nextId = 0;
  let closing = false;
  let broken = false;
  const slots: Slot[] = [];

  function settle(slot: Slot, reply: SearchReply | { ready: true }) {
    if ('ready' in reply) {
      slot.ready = true;
      return;
    }
    const waiting = slot.pending.get(reply.id);
    if (!waiting) return;
    slot.pending.delete(reply.id);
    if ('json' in reply) waiting.resolve(reply.json);
    else if ('status' in reply) waiting.reject(new AppError(reply.status, reply.detail));
    else waiting.reject(new Error(`search worker failed: ${reply.failure}`));
  }

  function start(index: number) {
    const worker = new Worker(entry, { workerData: { databaseFile: options.databaseFile } });
    const slot: Slot = { worker, ready: false, pending: new Map() };
    worker.on('message', (reply: SearchReply | { ready: true }) => settle(slot, reply));
    worker.on('error', (error) => options.logger.error({ err: error }, 'search worker failed'));
    worker.on('exit', (code) => {
      // What it had not answered is answered here instead.
      for (const waiting of slot.pending.values()) {
        inProcess(waiting.query).then(waiting.resolve, waiting.reject);
      }
      slot.pending.clear();
      if (closing) return;
      if (!slot.ready) {
        broken = true;
        options.logger.error({ code }, 'search worker could not start: searching in-process');
        return;
      }
      options.logger.warn({ code }, 'search worker stopped: starting another');
      start(index);
    });
    worker.unref();
    slots[index] = slot;
  }

  for (let index = 0; index < options.workers; index += 1) start(index);

  return {
    search: (query) => {
      if (broken) return inProcess(query);
      return new Promise<string>((resolve, reject) => {
        // The least busy worker takes it.
        const slot = slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
        const id = nextId++;
        slot.pending.set(id, { query, resolve, reject });
        slot.worker.postMessage({ id, query });
      });
    },
    close: async () => {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
