import type { StaffRole } from '@baraat/shared/domain/desk-roles';
import type { Language } from '@baraat/shared/i18n/languages';
import type { Redis } from 'ioredis';
import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Database } from '../db/engine';
import type { Translator } from '../i18n/translator';
import type { OwnedBusiness } from './owned-business';

/** The signed-in user as the server knows it; roles come from here, never from the client. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  isBusinessOwner: boolean;
  /** The language the user chose to read Baraat in; null until they choose. */
  language: Language | null;
  /** Set while the user is on a business's staff: that business and their role there. */
  staff?: {
    staffId: number;
    businessId: number;
    name: string;
    role: StaffRole;
    /** The account that owns that business: whose inbox the member answers. */
    ownerUserId: number;
  };
  sessionId: string;
}

/** A member of a business's staff as a shared tablet's change names them. */
export interface ActingMember {
  staffId: number;
  userId: number;
  businessId: number;
  name: string;
  role: StaffRole;
  removed: boolean;
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
  /** Put there by a desk route's guard: the business the caller works the desk of. */
  business?: OwnedBusiness;
  /** A shared tablet's change made by a member of the staff, the device's session sending it
   * (docs/product/accounts.md#a-shared-tablet): who made it. */
  actingAs?: ActingMember;
  idempotency?: IdempotencyScope;
  /** The language the answer is read in (language.ts): Accept-Language, else the user's, else English. */
  readonly language: Language;
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
  /** The texts' translator; left out, createApp reads config.urduCatalog's (i18n/load.ts), and
   * createApi on its own (tests of routes alone) answers in English. */
  translate?: Translator;
}
