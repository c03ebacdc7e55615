// The bench's reference: a bare node:http server answering the bench's API calls (weddings
// through the weddings module's own step, as Baraat's route takes it) with the same services,
// validation and SQLite queries as Baraat, and searches on the same search pool with the same
// SEARCH_WORKERS threads, and the same response headers as Baraat's API (security headers,
// Vary, Cache-Control, JSON type and exact length), so that the headers' cost falls on both.
// What Baraat does beyond it (Koa, its middleware, the router, logging) is the overhead the
// bench's ratios measure. Configured like the API (DATA_DIR, PORT, SEARCH_WORKERS), so it reads
// the same database and accepts the same tokens.
// With DATABASE_URL it runs on PostgreSQL as Baraat then does (docs/architecture.md#10-two-engines):
// the same services through the same engine layer's pool, and searches in the database.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIsoDate, timeInPakistan, todayInPakistan } from '@baraat/shared/domain/dates';
import { createBookingSchema } from '@baraat/shared/schemas/bookings';
import { approveBookingSchema } from '@baraat/shared/schemas/business-bookings';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { searchQuerySchema } from '@baraat/shared/schemas/listings';
import { createWeddingSchema } from '@baraat/shared/schemas/weddings';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { nowIso, openDatabase, pingDatabase } from '../src/db/connection';
import { get } from '../src/db/engine';
import { postgresDatabase } from '../src/db/postgres-engine';
import { withRowLocks } from '../src/db/row-locks';
import { sqliteDatabase } from '../src/db/sqlite-engine';
import { CUSTOMER_REQUIRED } from '../src/http/auth';
import { AppError, forbidden, unauthorized } from '../src/http/errors';
import { apiHeaders } from '../src/http/security-headers';
import { parseInput } from '../src/http/validate';
import { createLogger } from '../src/logger';
import { createSessionService } from '../src/modules/auth/session-service';
import { createBookingsService } from '../src/modules/bookings/service';
import { createBusinessesService } from '../src/modules/businesses/service';
import { createFavoritesService } from '../src/modules/favorites/service';
import { createListingsService } from '../src/modules/listings/service';
import { createDomainEvents } from '../src/modules/notifications/events-service';
import { createNotificationsService } from '../src/modules/notifications/service';
import { createOwnerBookingsService } from '../src/modules/owner-bookings/service';
import { createSearchRunner, searchRunnerFor } from '../src/modules/search/pool';
import { createDatabaseSearch } from '../src/modules/search/service';
import { createWeddingStep } from '../src/modules/weddings/create';

const config = loadConfig();
const logger = createLogger(config.logLevel);
// SQLite's file, or PostgreSQL's pool (of Baraat's size) when DATABASE_URL is set.
const db = config.databaseUrl === null ? openDatabase(config.databaseFile) : undefined;
// The same domain events as Baraat (a booking's notification rows), with no sockets to push to.
const database = db ? sqliteDatabase(db) : postgresDatabase(config.databaseUrl!);
// Profiles through the read model's service, a day's slots through the businesses module's:
// the ways Baraat's routes take.
const listings = createListingsService(database);
const eventSteps = createDomainEvents(
  createNotificationsService(database, { toUser: () => false }),
);
const bookings = createBookingsService(database, eventSteps);
const businesses = createBusinessesService(
  database,
  listings,
  createFavoritesService(database),
  createDatabaseSearch(database),
);
const owner = createOwnerBookingsService(database, eventSteps);
const sessions = createSessionService({
  database: db ? sqliteDatabase(db) : database,
  config,
  logger,
});
const searchOptions = {
  databaseFile: config.databaseFile,
  workers: config.searchWorkers,
  logger,
};
const searches = db
  ? createSearchRunner(db, searchOptions)
  : searchRunnerFor(database, searchOptions);

/** Whether the database answers, as Baraat's health check asks it. */
async function databaseAnswers(): Promise<boolean> {
  if (db) return pingDatabase(db);
  try {
    return (await database.read(get<{ ok: number }>('SELECT 1 AS ok'))) !== undefined;
  } catch {
    return false;
  }
}
const slotDate = z.object({ date: z.string().refine(isIsoDate) });

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new AppError(400, 'Invalid JSON'));
      }
    });
    request.on('error', reject);
  });
}

async function answer(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
  const path = url.pathname;
  const query = Object.fromEntries(url.searchParams);
  if (request.method === 'GET' && path === '/api/health') {
    return [(await databaseAnswers()) ? 200 : 503, { status: 'ok', database: 'ok' }];
  }
  if (request.method === 'GET' && path === '/api/listings/search') {
    return [200, await searches.search(parseInput(searchQuerySchema, query, 'query'))];
  }
  const profile = /^\/api\/listings\/profile\/([^/]+)$/.exec(path);
  if (request.method === 'GET' && profile) {
    return [200, await listings.profileBySlug(decodeURIComponent(profile[1]!))];
  }
  const slots = /^\/api\/businesses\/([^/]+)\/slots$/.exec(path);
  if (request.method === 'GET' && slots) {
    const { id } = parseInput(idParamSchema, { id: slots[1] }, 'path');
    const { date } = parseInput(slotDate, query, 'query');
    return [200, await businesses.slotsOn(id, date)];
  }
  if (request.method === 'POST' && path === '/api/bookings') {
    const user = await signedIn(request);
    const input = parseInput(createBookingSchema, await readJson(request), 'body');
    return [201, await bookings.create(user, input)];
  }
  if (request.method === 'POST' && path === '/api/weddings') {
    const user = await signedIn(request);
    if (user.isBusinessOwner) throw forbidden(CUSTOMER_REQUIRED);
    const input = parseInput(createWeddingSchema, await readJson(request), 'body');
    const clock = { today: todayInPakistan(), now: timeInPakistan(), stamp: nowIso() };
    return [
      201,
      await database.transaction(
        withRowLocks(() => createWeddingStep(user, input, clock, eventSteps)),
      ),
    ];
  }
  const approve = /^\/api\/bookings\/([^/]+)\/approve$/.exec(path);
  if (request.method === 'PATCH' && approve) {
    const user = await signedIn(request);
    if (!user.isBusinessOwner) throw forbidden('Business owner account required');
    const { id } = parseInput(idParamSchema, { id: approve[1] }, 'path');
    const input = parseInput(approveBookingSchema, await readJson(request), 'body');
    return [
      200,
      await owner.approve(
        await businesses.owned(user.id),
        { userId: user.id, deviceUserId: null },
        id,
        input,
      ),
    ];
  }
  return [404, { detail: 'Not Found' }];
}

async function signedIn(request: IncomingMessage) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const user = token ? await sessions.authenticate(token) : null;
  if (!user || user === 'removed staff') throw unauthorized('Not authenticated');
  return user;
}

/** The headers every Baraat API answer carries besides its type and length. */
const API_HEADERS: [string, string][] = [
  ...apiHeaders(),
  ['Vary', 'Accept-Encoding'],
  ['Cache-Control', 'no-store'],
];

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  // Searches come back from the pool as JSON text already.
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  for (const [name, value] of API_HEADERS) response.setHeader(name, value);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.statusCode = status;
  response.end(text);
}

const server = createServer((request, response) => {
  answer(request, new URL(request.url ?? '/', 'http://bare')).then(
    ([status, body]) => send(response, status, body),
    (error: unknown) => {
      if (error instanceof AppError) {
        send(response, error.status, { detail: error.detail }, error.headers);
      } else {
        logger.error({ err: error }, 'bare server failed');
        send(response, 500, { detail: 'Internal Server Error' });
      }
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(config.port, config.host);
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void searches.close().then(() => process.exit(0));
});
