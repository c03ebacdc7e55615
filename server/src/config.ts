// Runtime configuration from the environment (docs/architecture.md#1-layers). The JWT secret is taken from
// JWT_SECRET or generated once and kept in DATA_DIR, so tokens survive restarts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { CHECKOUTS_PER_HOUR } from '@baraat/shared/schemas/checkouts';
import { urduCatalogPath } from './i18n/catalog';
import { type PaymentsSettings, paymentsSettings } from './modules/gateways/settings';
import { findRepoRoot } from './paths';

export type SeedMode = 'demo' | 'none';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The SQLite file in DATA_DIR, the engine when DATABASE_URL is not set. */
  databaseFile: string;
  /** DATABASE_URL: a PostgreSQL database to run on instead (docs/architecture.md#10-two-engines). */
  databaseUrl: string | null;
  /** REDIS_URL: what several processes share (the limits' counts, the live channel). */
  redisUrl: string | null;
  /** PROCESSES: server processes `npm start` runs side by side (docs/architecture.md#9-scaling-out). */
  processes: number;
  /** This server process as its supervisor named it (w1, w2…) with its process id, answered
   * in X-Baraat-Worker so a caller can tell where it landed; null when not supervised. */
  workerName: string | null;
  /** Uploaded and generated images, served under /media. */
  mediaDir: string;
  clientDir: string;
  /** URDU_CATALOG: the Urdu PO catalog the server's answers are translated with; the
   * repository's client/src/locales/ur/messages.po by default (docs/architecture.md#urdu-on-the-server). */
  urduCatalog: string;
  migrationsDir: string;
  /** PostgreSQL's halves of the migrations, the same sequence. */
  postgresMigrationsDir: string;
  publicUrl: string;
  jwtSecret: Uint8Array;
  seed: SeedMode;
  logLevel: string;
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Worker threads running listings searches; 0 runs them on the main thread. */
  searchWorkers: number;
  /** Caps per address (accounts, name checks) and per user (the live channel, messages). */
  limits: Limits;
  /** The payment providers, or the sandbox (docs/product/online-payments.md#the-sandbox). */
  payments: PaymentsSettings;
}

export interface Limits {
  signupsPerHour: number;
  availabilityChecksPerMinute: number;
  /** Live-channel tickets one user may take in a minute (a reconnecting device needs a few). */
  socketTicketsPerMinute: number;
  /** Open sockets of one user in this process; a further one closes the oldest. */
  socketsPerUser: number;
  /** Messages one user may send in a minute, over the socket and REST together. */
  messagesPerMinute: number;
  /** Unsent bytes a socket may hold before it is closed as a reader that stopped. */
  socketBufferBytes: number;
  /** Online payments one customer may start in an hour (docs/product/online-payments.md#paying-online). */
  checkoutsPerHour: number;
}

/** How long an access token works, and a refresh token (docs/product/accounts.md#sessions-and-tokens). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The limits when the environment sets none; the API document quotes these
 * (docs/architecture.md#11-the-api-document).
 */
export const DEFAULT_LIMITS: Limits = {
  // A household or office signs up a few accounts and checks names as it types; a script
  // harvesting which e-mails have accounts does far more.
  signupsPerHour: 20,
  availabilityChecksPerMinute: 60,
  // A device reconnecting through a bad signal takes a ticket per attempt, with backoff.
  socketTicketsPerMinute: 30,
  // A phone, a tablet and a few browser tabs, with room for sockets not yet seen dead.
  socketsPerUser: 10,
  // Well above anyone typing, and enough for a day's offline messages to drain at once.
  messagesPerMinute: 120,
  socketBufferBytes: 1024 * 1024,
  // Each opens a provider's page: a couple retrying a failed payment needs a few.
  checkoutsPerHour: CHECKOUTS_PER_HOUR,
};

/** A positive whole number from the environment, else the default. */
function positiveCount(name: string, fromEnv: string | undefined, fallback: number): number {
  if (fromEnv === undefined) return fallback;
  const count = Number(fromEnv);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got ${fromEnv}`);
  }
  return count;
}

/** The limits, each from its variable in the environment or its default. */
function limitsFrom(env: NodeJS.ProcessEnv): Limits {
  const count = (name: string, limit: keyof Limits) =>
    positiveCount(name, env[name], DEFAULT_LIMITS[limit]);
  return {
    signupsPerHour: count('SIGNUPS_PER_HOUR', 'signupsPerHour'),
    availabilityChecksPerMinute: count(
      'AVAILABILITY_CHECKS_PER_MINUTE',
      'availabilityChecksPerMinute',
    ),
    socketTicketsPerMinute: count('SOCKET_TICKETS_PER_MINUTE', 'socketTicketsPerMinute'),
    socketsPerUser: count('SOCKETS_PER_USER', 'socketsPerUser'),
    messagesPerMinute: count('MESSAGES_PER_MINUTE', 'messagesPerMinute'),
    socketBufferBytes: count('SOCKET_BUFFER_BYTES', 'socketBufferBytes'),
    checkoutsPerHour: count('CHECKOUTS_PER_HOUR', 'checkoutsPerHour'),
  };
}

function readSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** DATABASE_URL when set: a postgres:// or postgresql:// URL, else refused. */
export function databaseUrl(fromEnv: string | undefined): string | null {
  if (fromEnv === undefined || fromEnv === '') return null;
  if (!/^postgres(ql)?:\/\//.test(fromEnv)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return fromEnv;
}

/** REDIS_URL when set: a redis:// or rediss:// URL, else refused. */
export function redisUrl(fromEnv: string | undefined): string | null {
  if (fromEnv === undefined || fromEnv === '') return null;
  if (!/^rediss?:\/\//.test(fromEnv)) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return fromEnv;
}

/**
 * PROCESSES, 1 unless set. More than one needs PostgreSQL and Redis: SQLite has one writer,
 * and processes sharing one file would freeze each other's event loops waiting for its lock.
 */
export function processCount(env: NodeJS.ProcessEnv): number {
  const processes = positiveCount('PROCESSES', env.PROCESSES, 1);
  if (processes === 1) return 1;
  if (!databaseUrl(env.DATABASE_URL)) {
    throw new Error(
      `PROCESSES=${processes} needs PostgreSQL (DATABASE_URL): SQLite takes one writer at a time, and processes sharing its file freeze each other's event loops. Move the data across with npm run db:copy -- --to postgres://… (docs/deploy.md), then start with DATABASE_URL`,
    );
  }
  if (!redisUrl(env.REDIS_URL)) {
    throw new Error(
      `PROCESSES=${processes} needs Redis (REDIS_URL): the live channel, who is online and the rate limits are shared through it`,
    );
  }
  return processes;
}

/** SEARCH_WORKERS, else one per core up to 4, and none on a single core. */
export function searchWorkers(fromEnv: string | undefined): number {
  if (fromEnv !== undefined) {
    const count = Number(fromEnv);
    if (!Number.isInteger(count) || count < 0 || count > 16) {
      throw new Error(`SEARCH_WORKERS must be a whole number from 0 to 16, got ${fromEnv}`);
    }
    return count;
  }
  const cores = availableParallelism();
  return cores > 1 ? Math.min(4, cores) : 0;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = findRepoRoot();
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'sqlite', 'data'));
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const processes = processCount(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseFile: path.join(dataDir, 'app.db'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    redisUrl: redisUrl(env.REDIS_URL),
    processes,
    workerName: env.BARAAT_WORKER ? `${env.BARAAT_WORKER}/${process.pid}` : null,
    mediaDir: path.join(dataDir, 'media'),
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(root, 'client', 'dist')),
    urduCatalog: path.resolve(env.URDU_CATALOG ?? urduCatalogPath(root)),
    migrationsDir: path.join(root, 'sqlite', 'migrations'),
    postgresMigrationsDir: path.join(root, 'postgres', 'migrations'),
    publicUrl,
    jwtSecret: readSecret(dataDir, env.JWT_SECRET),
    seed: env.SEED === 'none' ? 'none' : 'demo',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    searchWorkers: searchWorkers(env.SEARCH_WORKERS),
    limits: limitsFrom(env),
    payments: paymentsSettings(env, publicUrl, processes),
  };
}
