// Idempotency-Key support for writes that an offline client may send more than once
// (docs/product/offline.md#the-promise). The middleware answers a replay from the stored response before the route
// runs; `respondOnceStep` runs the write and stores its response in one transaction of either
// engine, so a write is never applied twice and never recorded without its effect.
import { createHash } from 'node:crypto';
import { tx } from '@baraat/shared/i18n/text';
import { IDEMPOTENCY_KEY_PATTERN } from '@baraat/shared/schemas/sync';
import type { Middleware } from 'koa';
import { nowIso } from '../db/connection';
import { type Database, isolationOf, type Step, type Work, withIsolation } from '../db/engine';
import { lockName } from '../db/row-locks';
import type { AppContext, AppState, IdempotencyScope } from './context';
import { AppError, badRequest } from './errors';

export const KEY_REUSED = tx('Idempotency-Key was already used for a different request');

/** A response stored under its key, as the store gives it back. */
export interface StoredResponse {
  request_hash: string;
  status: number;
  response: string;
}

export interface NewStoredResponse extends StoredResponse {
  user_id: number;
  idempotency_key: string;
  method: string;
  path: string;
  now: string;
}

/** Where keys and their responses are kept (modules/idempotency's repo), as steps of either
 * engine (docs/architecture.md#10-two-engines); handed in, so this layer depends on no module. */
export interface IdempotencyStore {
  find: (userId: number, key: string) => Step<StoredResponse | undefined>;
  insert: (row: NewStoredResponse) => Step<number>;
  pruneBefore: (cutoff: string) => Step<number>;
}

/** Text written as it is, between the values canonicalJson serialises. */
class Literal {
  constructor(readonly text: string) {}
}

/**
 * JSON with object keys sorted and undefined members left out, so one request hashes one way
 * whatever order its fields came in. A loop with its own stack, not recursion: no depth of
 * body can overflow it.
 */
export function canonicalJson(root: unknown): string {
  let out = '';
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value instanceof Literal) {
      out += value.text;
    } else if (Array.isArray(value)) {
      pending.push(new Literal(']'));
      for (let i = value.length - 1; i >= 0; i -= 1) {
        pending.push(value[i]);
        if (i > 0) pending.push(new Literal(','));
      }
      pending.push(new Literal('['));
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      pending.push(new Literal('}'));
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, member] = entries[i]!;
        pending.push(member, new Literal(`${JSON.stringify(key)}:`));
        if (i > 0) pending.push(new Literal(','));
      }
      pending.push(new Literal('{'));
    } else {
      out += JSON.stringify(value ?? null);
    }
  }
  return out;
}

export function createIdempotency(database: Database, repo: IdempotencyStore) {
  /** Answers the stored response, if there is one for this key. */
  function replayed(
    ctx: AppContext,
    scope: IdempotencyScope,
    stored: StoredResponse | undefined,
  ): boolean {
    if (!stored) return false;
    if (stored.request_hash !== scope.requestHash) throw new AppError(422, KEY_REUSED);
    ctx.status = stored.status;
    ctx.body = JSON.parse(stored.response);
    ctx.set('Idempotent-Replayed', 'true');
    return true;
  }

  const stored = (scope: IdempotencyScope, status: number, result: unknown): NewStoredResponse => ({
    user_id: scope.userId,
    idempotency_key: scope.key,
    method: scope.method,
    path: scope.path,
    request_hash: scope.requestHash,
    status,
    response: JSON.stringify(result),
    now: nowIso(),
  });

  /** Mount after authentication, so keys are scoped to the signed-in user. */
  const middleware: Middleware<AppState> = async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(tx('Invalid Idempotency-Key header'));
    const scope: IdempotencyScope = {
      userId: ctx.state.user?.id ?? 0,
      key,
      method: ctx.method,
      path: ctx.path,
      requestHash: createHash('sha256')
        .update(`${ctx.method} ${ctx.path}\n${canonicalJson(ctx.request.body ?? null)}`)
        .digest('hex'),
    };
    if (replayed(ctx, scope, await database.read(repo.find(scope.userId, scope.key)))) return;
    ctx.state.idempotency = scope;
    await next();
  };

  /** The write, with the replay check before it and its response stored after it. A write
   * that locks rows locks its key first: a copy sent while the first runs waits for it and
   * finds its answer, where SERIALIZABLE made the copy fail to serialize and run again. */
  function* once<T>(ctx: AppContext, status: number, work: Work<T>) {
    const scope = ctx.state.idempotency;
    if (scope && isolationOf(work) === 'row-locks') {
      yield* lockName(`idempotency:${scope.userId}:${scope.key}`);
    }
    if (scope && replayed(ctx, scope, yield* repo.find(scope.userId, scope.key))) {
      return { replayed: true } as const;
    }
    const result = yield* work();
    if (scope) yield* repo.insert(stored(scope, status, result));
    return { replayed: false, result } as const;
  }

  function answer<T>(ctx: AppContext, status: number, outcome: { replayed: boolean; result?: T }) {
    if (outcome.replayed) return;
    ctx.status = status;
    ctx.body = outcome.result;
  }

  /**
   * Runs a write written as a step (docs/architecture.md#10-two-engines) and answers with its
   * result: with an Idempotency-Key, the replay check, the step and the stored response are one
   * transaction of the engine.
   */
  async function respondOnceStep<T>(ctx: AppContext, status: number, work: Work<T>): Promise<void> {
    const transaction = withIsolation(isolationOf(work), () => once(ctx, status, work));
    answer(ctx, status, await database.transaction(transaction));
  }

  return {
    middleware,
    respondOnceStep,
    pruneBefore: (cutoff: string) => database.transaction(() => repo.pruneBefore(cutoff)),
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
