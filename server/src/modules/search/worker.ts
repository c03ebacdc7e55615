// One search worker thread (see pool.ts): its own SQLite connection, kept read-only,
// answering each search as JSON text so the main thread neither runs the SQL nor serializes.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchQuery } from '@baraat/shared/schemas/listings';
import { openDatabase } from '../../db/connection';
import { AppError } from '../../http/errors';
import type { SearchReply } from './pool';
import { createSearchService } from './service';

const db = openDatabase((workerData as { databaseFile: string }).databaseFile);
db.pragma('query_only = ON');
const listings = createSearchService(db);
parentPort!.postMessage({ ready: true });

parentPort!.on('message', ({ id, query }: { id: number; query: SearchQuery }) => {
  let reply: SearchReply;
  try {
    reply = { id, json: JSON.stringify(listings.search(query)) };
  } catch (error) {
    reply =
      error instanceof AppError
        ? { id, status: error.status, detail: error.detail }
        : { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
