// One operation of the API, declared once (docs/architecture.md#2-server-module-shape): its
// method, path, who may call it, whether it takes an Idempotency-Key, the shared schemas of its
// request and answers, its summary and refusals (the ApiOperation the API document renders),
// and what it does. `mountRoutes` registers it: the guard of its access, its own middleware,
// the Idempotency-Key, the parsing of its path, query and body with those very schemas, and
// its answer with the operation's success status. Nothing of it is said a second time.
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { Step } from '../db/engine';
import type { Access, ApiOperation } from '../openapi/operation';
import type { AuthGuards } from './auth';
import type { AppContext, AppState, AuthUser } from './context';
import { takeHandedOver } from './handover';
import type { Idempotency } from './idempotency';
import type { OwnedBusiness } from './owned-business';
import type { PlainReads } from './plain-reads';
import { parseInput } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type Caller<A extends Access> = A extends 'public'
  ? undefined
  : A extends 'optional'
    ? AuthUser | undefined
    : AuthUser;

/** What a route's handler is given: its input parsed, its caller, and the request itself. */
export interface RouteInput<Op extends ApiOperation> {
  params: Parsed<Op['params']>;
  query: Parsed<Op['query']>;
  body: Parsed<Op['body']>;
  /** The signed-in caller the access guard found (a customer, an owner, anyone signed in). */
  user: Caller<Op['access']>;
  /** The owner's business, for `access: 'business'` (the guard answered 404 without one). */
  business: Op['access'] extends 'business' ? OwnedBusiness : undefined;
  /**
   * Runs the write as one transaction with its Idempotency-Key's replay check and stored
   * answer, and answers with the operation's success status (docs/product/offline.md#the-promise).
   */
  once: Op['idempotent'] extends true ? <T>(work: () => Step<T>) => Promise<undefined> : undefined;
  ctx: AppContext;
}

/**
 * What an operation does. Its result is the answer, sent with the operation's success status
 * (its lowest 2xx); a handler that answers itself (a file, a status it chooses) returns undefined.
 */
export type Handler<Op extends ApiOperation, Deps> = (
  input: RouteInput<Op>,
  deps: Deps,
) => unknown | Promise<unknown>;

export interface Route<Deps> {
  op: ApiOperation;
  handle: Handler<ApiOperation, Deps>;
  /** Middleware that runs after the guard and before the Idempotency-Key and the parsing. */
  use?: (deps: Deps) => Middleware<AppState>[];
  /** A public GET whose handler reads only its path and query (`plainReadsOf`). */
  plain?: true;
}

/**
 * The declaration function of a module whose handlers need `Deps` (its services, its limits):
 * `const route = routesOf<{ bookings: BookingsService }>()`, then `route({ method, path, … },
 * ({ body, user, once }, { bookings }) => once(bookings.createStep(user, body)))`.
 */
export function routesOf<Deps>() {
  return <const Op extends ApiOperation>(
    op: Op,
    handle: Handler<Op, Deps>,
    use?: (deps: Deps) => Middleware<AppState>[],
  ): Route<Deps> => ({
    op,
    handle: handle as unknown as Handler<ApiOperation, Deps>,
    ...(use ? { use } : {}),
  });
}

/** What a plain read's handler is given: its path and query, parsed. */
export type PlainInput<Op extends ApiOperation> = Pick<RouteInput<Op>, 'params' | 'query'>;

/** What makes an operation a plain read: a public GET with no body and no Idempotency-Key. */
interface PlainOperation {
  method: 'get';
  access: 'public';
  body?: undefined;
  idempotent?: false;
}

/**
 * The declaration function of a module's plain reads: public GETs whose handler reads nothing
 * but its path and query, so that the plain-reads lane (plain-reads.ts) may answer them
 * without the app's middleware. `const read = plainReadsOf<{ businesses: BusinessesService }>()`.
 */
export function plainReadsOf<Deps>() {
  return <const Op extends ApiOperation & PlainOperation>(
    op: Op,
    handle: (input: PlainInput<Op>, deps: Deps) => unknown,
  ): Route<Deps> => ({
    op,
    handle: handle as unknown as Handler<ApiOperation, Deps>,
    plain: true,
  });
}

/**
 * Answers a write that finds or makes its record: 201 with a new one, 200 with the one there
 * already (a favourite, a conversation, a service). Returns undefined: the handler has answered.
 */
export function createdOrFound(ctx: AppContext, created: boolean, body: unknown): undefined {
  ctx.status = created ? 201 : 200;
  ctx.body = body;
  return undefined;
}

/** The status of an operation's answer when it succeeds: its lowest 2xx, else 200. */
export function successStatus(op: ApiOperation): number {
  const statuses = Object.keys(op.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return statuses.length === 0 ? 200 : Math.min(...statuses);
}

/** What every mounted route may need besides its module's own services. */
export interface RouteInfrastructure {
  guards: AuthGuards;
  idempotency: Idempotency;
  /** Where the plain reads go, by path, for the plain-reads lane (plain-reads.ts). */
  plainReads?: PlainReads;
}

function guardOf(op: ApiOperation, guards: AuthGuards): Middleware<AppState>[] {
  switch (op.access) {
    case 'public':
      return [];
    case 'optional':
      return [guards.optionalUser];
    case 'user':
      return [guards.requireUser];
    case 'customer':
      return [guards.requireCustomer];
    case 'business':
      if (!op.desk) throw new Error(`${op.method} ${op.path} works the desk but names no action`);
      return [guards.requireDesk(op.desk)];
  }
}

/** What the handler is given: the request's parts read by the operation's schemas. */
function inputOf(op: ApiOperation, ctx: AppContext, once: unknown): RouteInput<ApiOperation> {
  return {
    params: op.params ? parseInput(op.params, ctx.params, 'path') : undefined,
    query: op.query ? parseInput(op.query, ctx.query, 'query') : undefined,
    body: op.body ? parseInput(op.body, ctx.request.body, 'body', op.opaque) : undefined,
    user: ctx.state.user,
    business: ctx.state.business,
    once,
    ctx,
  } as unknown as RouteInput<ApiOperation>;
}

/** A router of the routes, each with its guard, middleware, parsing and answer. */
export function mountRoutes<Deps>(
  routes: readonly Route<Deps>[],
  deps: Deps,
  { guards, idempotency, plainReads }: RouteInfrastructure,
): Router<AppState> {
  const router = new Router<AppState>();
  for (const { op, handle, use, plain } of routes) {
    const status = successStatus(op);
    // Only a write that takes an Idempotency-Key is handed `once`: reads allocate nothing for it.
    const onceFor = op.idempotent
      ? (ctx: AppContext) =>
          <T>(work: () => Step<T>) =>
            idempotency.respondOnceStep(ctx, status, work).then(() => undefined)
      : () => undefined;
    const run: Middleware<AppState> = async (ctx) => {
      // A plain read the lane read already (its input parsed there by the same schemas) is sent
      // as it found it, as the JSON text it wrote.
      const handed = plain ? takeHandedOver(ctx.req, op) : undefined;
      const answer =
        handed !== undefined ? handed.answer : await handle(inputOf(op, ctx, onceFor(ctx)), deps);
      if (handed?.text !== undefined) {
        ctx.status = status;
        ctx.type = 'json';
        ctx.body = handed.text;
      } else if (answer !== undefined) {
        ctx.status = status;
        ctx.body = answer;
      } else if (status === 204 && ctx.body === undefined) {
        ctx.status = 204;
      }
    };
    router[op.method](
      op.path,
      ...guardOf(op, guards),
      ...(use?.(deps) ?? []),
      ...(op.idempotent ? [idempotency.middleware] : []),
      run,
    );
    if (plain)
      plainReads?.set(op.path, { op, status, read: (input) => handle(input as never, deps) });
  }
  return router;
}
