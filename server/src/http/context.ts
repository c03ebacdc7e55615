import type { Redis } from 'ioredis';
import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Database } from '../db/engine';
import type { OwnedBusiness } from './owned-business';

/** The signed-in user as the server knows it; roles come from here, never from the client. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  isBusinessOwner: boolean;
  sessionId: string;
}

export interface IdempotencyScope {
  userId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

export interface AppState {
  user?: AuthUser;
  /** Put there by requireOwnedBusiness: the signed-in owner's business. */
  business?: OwnedBusiness;
  idempotency?: IdempotencyScope;
}

export type AppContext = ParameterizedContext<AppState>;

export interface AppDeps {
  /** SQLite's connection, when the app runs on SQLite (the default). */
  db?: Db;
  /** The engine the app runs on; SQLite's over `db` when left out
   * (docs/architecture.md#10-two-engines). */
  database?: Database;
  /** REDIS_URL's client, when several processes share what one keeps in memory (the limits'
   * counts); left out, each count lives in this process (docs/architecture.md#9-scaling-out). */
  redis?: Redis;
  config: Config;
  logger: Logger;
}
