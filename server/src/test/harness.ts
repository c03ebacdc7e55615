// Starts the real app on an ephemeral port over a fresh SQLite file with the migrations
// applied. Nothing of our own is mocked; each test file gets its own server and database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BaraatApp, createApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/connection';
import { all, type Database, type Engine, get, type Params, run, type Sql } from '../db/engine';
import { prepareDatabase } from '../db/prepare';
import { sqliteDatabase } from '../db/sqlite-engine';
import { answerClientErrors } from '../http/client-errors';
import { createLogger } from '../logger';
import { pointSandboxAt } from '../modules/gateways/settings';
import { openTestDatabase } from './engines';
import { prismWanted, throughPrism } from './prism';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  /** A body sent as it is: a multipart form, broken JSON. */
  body?: RequestInit['body'];
  /**
   * Straight to the server under server-through-prism too: for a body Prism cannot pass on as
   * sent (a photo's bytes, broken JSON; test/prism.ts).
   */
  direct?: boolean;
}

/**
 * One statement on the app's own database, whichever engine it runs on: rows a test sets up or
 * reads back. SQL as the repositories write it (`@name` parameters; `{ sqlite, postgres }` where
 * the dialects differ).
 */
export interface TestSql {
  all<T>(sql: Sql, params?: Params): Promise<T[]>;
  get<T>(sql: Sql, params?: Params): Promise<T | undefined>;
  /** A write; how many rows it changed. */
  run(sql: Sql, params?: Params): Promise<number>;
}

export interface TestServer {
  url: string;
  /** The Koa app under test, for tests that read its routes. */
  app: BaraatApp['app'];
  /** The engine the app runs on this run: SQLite, or PostgreSQL under server-on-postgres. */
  engine: Engine;
  /** The app's database, either engine. */
  database: Database;
  sql: TestSql;
  /** SQLite's connection: only for the tests that run on SQLite alone. */
  db: Db;
  /** PostgreSQL's: the URL of the app's database (for a copy into it). */
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  /** The app's clean-up of expired sessions, tokens, reset links and idempotency keys. */
  prune: (now?: Date) => Promise<void>;
  /** The app's upkeep of holds (expiry and reminders) at a moment the test chooses. */
  upkeepHolds: (now?: Date) => Promise<void>;
  /** The app's reconciliation of pending online payments, run when the test says. */
  reconcileCheckouts: (now?: Date) => Promise<void>;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them
  request: <T = any>(urlPath: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  close: () => Promise<void>;
}

/** A TestServer whose app runs on an engine given to it (PostgreSQL) instead of its own file. */
export type EngineTestServer = Omit<TestServer, 'db'>;

/**
 * The real app on a fresh SQLite file; with BARAAT_TEST_ENGINE=postgres (the vitest project
 * server-on-postgres), on a database of its own on the run's PostgreSQL instead, for the route
 * suites that reach the server over HTTP alone (docs/architecture.md#10-two-engines).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (process.env.BARAAT_TEST_ENGINE !== 'postgres') {
    return start(env, undefined) as Promise<TestServer>;
  }
  const test = await openTestDatabase('postgres');
  const server = (await start(env, test.database)) as EngineTestServer;
  return {
    ...server,
    db: sqliteOnly(),
    databaseUrl: test.url,
    close: async () => {
      await server.close();
      await test.close();
    },
  };
}

/** What a PostgreSQL server gives a test that reaches for SQLite's connection: a clear error. */
function sqliteOnly(): Db {
  return new Proxy({} as Db, {
    get: () => {
      throw new Error('This test reads SQLite directly: it runs on SQLite only');
    },
  });
}

/** The real app on `database` (the run's PostgreSQL), with a data folder of its own. */
export function startTestServerOn(
  database: Database,
  env: Record<string, string> = {},
): Promise<EngineTestServer> {
  return start(env, database) as Promise<EngineTestServer>;
}

async function start(
  env: Record<string, string>,
  database: Database | undefined,
): Promise<TestServer | EngineTestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    CLIENT_DIR: path.join(dataDir, 'client'),
    SEED: 'none',
    SEARCH_WORKERS: '0',
    // Test files create many accounts from one address; the limit tests set their own.
    SIGNUPS_PER_HOUR: '100000',
    AVAILABILITY_CHECKS_PER_MINUTE: '100000',
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (line: string) => logs.push(JSON.parse(line)) });
  const db = database ? undefined : prepareDatabase(config.databaseFile, config.migrationsDir);
  const { app, listener, prune, upkeepHolds, reconcileCheckouts, close, attachSockets } = createApp(
    db ? { db, config, logger } : { database, config, logger },
  );
  const server = createServer(listener);
  answerClientErrors(server);
  const sockets = attachSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The sandbox's providers call this server, whose port PUBLIC_URL could not name.
  pointSandboxAt(config.payments, url);
  // Under server-through-prism, every `request` goes through the run's Prism, which checks it
  // and its answer against the API document (test/prism.ts).
  const prism = prismWanted() ? throughPrism(url) : undefined;

  async function request<T>(
    urlPath: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const route = options.direct ? undefined : prism;
    const headers: Record<string, string> = { ...route?.headers, ...options.headers };
    let body: RequestInit['body'] = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await fetch(`${route?.url ?? url}${urlPath}`, { method, headers, body });
    route?.check(method, urlPath, response.status, response.headers);
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json') && text ? JSON.parse(text) : text;
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  const engine = database ?? sqliteDatabase(db!);
  const sql: TestSql = {
    all: (text, params) => engine.read(all(text, params)),
    get: (text, params) => engine.read(get(text, params)),
    run: (text, params) => engine.read(run(text, params)),
  };
  return {
    url,
    app,
    engine: engine.engine,
    database: engine,
    sql,
    ...(db ? { db } : {}),
    dataDir,
    mediaDir: config.mediaDir,
    logs,
    prune,
    upkeepHolds,
    reconcileCheckouts,
    request,
    close: async () => {
      try {
        sockets.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await close();
        db?.close();
        rmSync(dataDir, { recursive: true, force: true });
      } finally {
        // What Prism found is told even when the app's own close fails.
        prism?.close();
      }
    },
  };
}
