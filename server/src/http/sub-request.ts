// Runs a request inside another one, through the same middleware the app gives a request of
// its own (the caller's headers, its socket's address, the error middleware's answers), and
// returns the status and JSON body the route answered instead of sending them. The outbox
// batch (POST /api/sync/outbox) runs each entry this way, so authorization, validation,
// idempotency and error texts are exactly those of the entry's own route.
import { IncomingMessage, ServerResponse } from 'node:http';
import type { RouterContext, RouterMiddleware } from '@koa/router';
import type Koa from 'koa';
import type { AppContext, AppState } from './context';

export interface SubRequest {
  method: string;
  /** The full path, /api/ included. */
  path: string;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey: string;
  /** The member of the staff the change was made by on a shared tablet: its X-Acting-As. */
  actingAs?: number | undefined;
  /** The JSON body as the body parser would have left it; undefined when none was sent. */
  body: Record<string, unknown> | undefined;
}

export interface SubResponse {
  status: number;
  body: unknown;
}

export type RunSubRequest = (parent: AppContext, request: SubRequest) => Promise<SubResponse>;

/** The parent's headers that describe its own body, not the sub-request's. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'transfer-encoding', 'content-type'];

/**
 * `stack` is called on the first run, so it may name a router still being filled when this is
 * created (the router that holds the route running sub-requests).
 */
export function createSubRequests(
  app: Koa<AppState>,
  stack: () => RouterMiddleware<AppState>[],
): RunSubRequest {
  let middleware: RouterMiddleware<AppState>[] | undefined;
  return async (parent, request) => {
    middleware ??= stack();
    const chain = middleware;
    const req = new IncomingMessage(parent.req.socket);
    req.method = request.method;
    req.url = request.path;
    req.headers = { ...parent.req.headers, 'idempotency-key': request.idempotencyKey };
    if (request.actingAs !== undefined) req.headers['x-acting-as'] = String(request.actingAs);
    for (const name of BODY_HEADERS) delete req.headers[name];
    if (request.body !== undefined) req.headers['content-type'] = 'application/json';
    // Its body came whole with the batch: nothing is left to read of it (unread-body.ts).
    req.complete = true;
    // The router adds its own fields (params, the matched route) as it routes, as it does on
    // a request of the app's own.
    const ctx = app.createContext(req, new ServerResponse(req)) as RouterContext<AppState>;
    ctx.request.body = request.body as typeof ctx.request.body;
    const dispatch = async (index: number): Promise<void> => {
      await chain[index]?.(ctx, () => dispatch(index + 1));
    };
    await dispatch(0);
    return { status: ctx.status, body: ctx.body ?? null };
  };
}
