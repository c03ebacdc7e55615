// Builds the Koa application from its dependencies without listening, so tests and main.ts
// share one wiring (docs/architecture.md#2-server-module-shape).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Koa from 'koa';
import { createApi } from './api';
import { bodyParser } from './http/body-parser';
import { compression } from './http/compression';
import type { AppDeps, AppState } from './http/context';
import { errorMiddleware } from './http/error-middleware';
import { requestLanguage } from './http/language';
import { plainReadsLane } from './http/plain-reads';
import { useOnePassQuery } from './http/query';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { isServerPath, staticClient } from './http/static-client';
import { staticMedia } from './http/static-media';
import { loadTranslator } from './i18n/load';
import { apiDocsPage } from './modules/api-docs/docs-page';
import { createSandbox } from './modules/gateways/sandbox';
import { providerOrigins } from './modules/gateways/settings';

export interface BaraatApp {
  app: Koa<AppState>;
  /** What the HTTP server runs on each request: the plain reads' lane, then the app. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * Hourly upkeep: completes accepted bookings whose date has passed, and deletes expired
   * sessions, tokens, reset links and idempotency keys. Settles once every task has (a failed
   * one is logged, never thrown).
   */
  prune: (now?: Date) => Promise<void>;
  /** Every few minutes: expires the holds passed unpaid and sends their reminders
   * (docs/product/payments.md#holding-a-date); a failure is logged, never thrown. */
  upkeepHolds: (now?: Date) => Promise<void>;
  /** Every 10 minutes: asks the providers about the pending online payments
   * (docs/product/online-payments.md#paying-online); a failure is logged, never thrown. */
  reconcileCheckouts: (now?: Date) => Promise<void>;
  /** Serves the live channel /ws/{ticket} on the HTTP server; returns its graceful close. */
  attachSockets: (server: Server) => { close: () => void };
  /** Stops what the app runs beside requests (the search workers, the calendar announcements). */
  close: () => Promise<void>;
}

/** Names the server process that answered, when several serve (docs/architecture.md#6-processes-the-supervisor). */
export const WORKER_HEADER = 'X-Baraat-Worker';

const CLIENT_HANGUPS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

export function createApp(appDeps: AppDeps): BaraatApp {
  const deps = {
    ...appDeps,
    translate: appDeps.translate ?? loadTranslator(appDeps.config.urduCatalog, appDeps.logger),
  };
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  useOnePassQuery(app as unknown as Koa<never>);
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A client that hangs up mid-response is not a server fault.
    if (error.code && CLIENT_HANGUPS.has(error.code)) return;
    deps.logger.error({ err: error }, 'response failed');
  });
  const {
    router: api,
    routes,
    routesFor,
    plainReads,
    pageImages,
    prune,
    upkeepHolds,
    reconcileCheckouts,
    close,
    attachSockets,
  } = createApi(deps, app);

  const { workerName } = deps.config;
  if (workerName) {
    app.use((ctx, next) => {
      ctx.set(WORKER_HEADER, workerName);
      return next();
    });
  }
  app.use(requestLogger(deps.logger));
  app.use(requestLanguage());
  app.use(errorMiddleware(deps.logger, deps.translate));
  // Server paths are never cached: Cache-Control: no-store, set with the security headers.
  app.use(securityHeaders(isServerPath, providerOrigins(deps.config.payments)));
  app.use(compression());
  const parseBody = bodyParser();
  // koa-body sniffs the content type four ways before it looks at the method: GETs, HEADs
  // and DELETEs carry no body we read, so they skip it.
  app.use((ctx, next) => (BODYLESS_METHODS.has(ctx.method) ? next() : parseBody(ctx, next)));
  app.use(routes);
  app.use(api.allowedMethods());
  // The payment providers' stand-in, only in sandbox mode (docs/product/online-payments.md#the-sandbox).
  const sandbox = deps.config.payments.sandbox ? createSandbox(deps.logger) : undefined;
  if (sandbox) app.use(sandbox.middleware);
  // The API reference page and its files (/api/docs), after the API: no call pays for it.
  app.use(apiDocsPage());
  app.use(staticMedia(deps.config.mediaDir));
  app.use(staticClient(deps.config.clientDir, pageImages));

  return {
    app,
    listener: plainReadsLane({
      prefix: api.opts.prefix ?? '',
      routesFor,
      plainReads,
      logger: deps.logger,
      firstHeaders: workerName ? [[WORKER_HEADER, workerName]] : [],
      app: app.callback(),
    }),
    prune: (now = new Date()) => prune(now),
    upkeepHolds: (now = new Date()) => upkeepHolds(now),
    reconcileCheckouts: (now = new Date()) => reconcileCheckouts(now),
    attachSockets,
    close: async () => {
      sandbox?.close();
      await close();
    },
  };
}
