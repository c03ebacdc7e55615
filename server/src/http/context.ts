import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/connection';
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
  db: Db;
  config: Config;
  logger: Logger;
}
