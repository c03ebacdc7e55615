// Builds the Koa application from its dependencies without listening, so tests and main.ts
// share one wiring (DESIGN.md §2).
import { STATUS_CODES } from 'node:http';
import zlib from 'node:zlib';
import Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import { createAuthGuards } from './http/auth';
import type { AppDeps, AppState } from './http/context';
import { errorMiddleware } from './http/error-middleware';
import { createIdempotency } from './http/idempotency';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { isServerPath, staticClient } from './http/static-client';
import { staticMedia } from './http/static-media';
import { createAccountService } from './modules/auth/account-service';
import { authRoutes } from './modules/auth/routes';
import { createSessionService } from './modules/auth/session-service';
import { bookingRoutes } from './modules/bookings/routes';
import { publicBusinessRoutes } from './modules/businesses/public-routes';
import { businessRoutes } from './modules/businesses/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contactRoutes } from './modules/contact/routes';
import { customerRoutes } from './modules/customers/routes';
import { favoritesRoutes } from './modules/favorites/routes';
import { healthRoutes } from './modules/health/routes';
import { listingsRoutes } from './modules/listings/routes';
import { createSearchRunner } from './modules/listings/search-pool';
import { packageRoutes } from './modules/packages/routes';
import { paymentRoutes } from './modules/payments/routes';
import { reviewRoutes } from './modules/reviews/routes';

export interface BaraatApp {
  app: Koa<AppState>;
  /**
   * Hourly upkeep: completes accepted bookings whose date has passed, and deletes expired
   * sessions, tokens, reset links and idempotency keys.
   */
  prune: (now?: Date) => void;
  /** Stops what the app runs beside requests (the search workers). */
  close: () => Promise<void>;
}

/** An error status without a body (nothing matched, wrong method) gets {"detail": ...}. */
const describeEmptyErrors: Koa.Middleware<AppState> = async (ctx, next) => {
  await next();
  if (ctx.status >= 400 && ctx.body == null) {
    const status = ctx.status;
    ctx.body = { detail: STATUS_CODES[status] };
    ctx.status = status;
  }
};

const CLIENT_HANGUPS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createApp(deps: AppDeps): BaraatApp {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A client that hangs up mid-response is not a server fault.
    if (error.code && CLIENT_HANGUPS.has(error.code)) return;
    deps.logger.error({ err: error }, 'response failed');
  });
  const sessions = createSessionService(deps);
  const accounts = createAccountService(deps, sessions);
  const guards = createAuthGuards(sessions.authenticate);
  const idempotency = createIdempotency(deps.db);
  const auth = authRoutes({ deps, guards, idempotency, accounts, sessions });
  const bookings = bookingRoutes(deps, guards, idempotency);
  const searches = createSearchRunner(deps.db, {
    databaseFile: deps.config.databaseFile,
    workers: deps.config.searchWorkers,
    logger: deps.logger,
  });

  const api = new Router<AppState>({ prefix: '/api' });
  for (const router of [
    healthRoutes(deps),
    catalogRoutes(deps),
    auth.router,
    businessRoutes(deps, guards),
    listingsRoutes(deps, searches),
    packageRoutes(deps),
    favoritesRoutes(deps, guards),
    bookings.router,
    reviewRoutes(deps, guards),
    paymentRoutes(deps, guards, idempotency),
    customerRoutes(deps, guards, idempotency),
    publicBusinessRoutes(deps, guards),
    contactRoutes(deps),
  ]) {
    api.use(router.routes());
  }

  app.use(requestLogger(deps.logger));
  app.use(errorMiddleware(deps.logger));
  app.use(describeEmptyErrors);
  app.use(securityHeaders());
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    }),
  );
  app.use(async (ctx, next) => {
    if (isServerPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  const parseBody = koaBody({
    json: true,
    urlencoded: true,
    multipart: false,
    jsonLimit: '1mb',
    formLimit: '64kb',
    text: false,
  });
  // koa-body sniffs the content type four ways before it looks at the method: GETs, HEADs
  // and DELETEs carry no body we read, so they skip it.
  app.use((ctx, next) => (BODYLESS_METHODS.has(ctx.method) ? next() : parseBody(ctx, next)));
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(staticMedia(deps.config.mediaDir));
  app.use(staticClient(deps.config.clientDir));

  return {
    app,
    prune: (now = new Date()) => {
      bookings.service.completePast();
      sessions.prune(now);
      auth.prune(now);
      idempotency.pruneBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString());
    },
    close: searches.close,
  };
}
