// The /api router and the services behind it, built once from the app's dependencies: the
// one place that knows how modules depend on each other (each gets the services it calls).
// Ids in paths are digits only (http/id-param.ts), so no router's /:id takes a word another
// router serves: the routers' order does not change an answer (route-order.test.ts).
import type { Server } from 'node:http';
import { CHECKOUT_TEXTS } from '@baraat/shared/schemas/checkouts';
import { WS_CLOSE } from '@baraat/shared/schemas/realtime';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import Router from '@koa/router';
import type Koa from 'koa';
import { type ApiServices, declaredRoutes } from './api-routes';
import { sqliteDatabase } from './db/sqlite-engine';
import { createAuthGuards } from './http/auth';
import type { AppDeps, AppState } from './http/context';
import { errorMiddleware } from './http/error-middleware';
import { digitsOnlyIds } from './http/id-param';
import { createIdempotency } from './http/idempotency';
import { requestLanguage } from './http/language';
import type { PlainReads } from './http/plain-reads';
import { type LimitStore, limitRoutes, MEMORY_LIMITS } from './http/rate-limit';
import { requestLogger } from './http/request-logger';
import { mountRoutes } from './http/route';
import { routesBySegment } from './http/routes-by-segment';
import { createSubRequests } from './http/sub-request';
import { ENGLISH_ONLY } from './i18n/translator';
import { createActivityService } from './modules/activity/service';
import { createAccountService } from './modules/auth/account-service';
import { authRouteDeps } from './modules/auth/routes';
import { createSessionService } from './modules/auth/session-service';
import { createAuthUpkeep } from './modules/auth/upkeep';
import { createBookingsService } from './modules/bookings/service';
import { createBusinessesService } from './modules/businesses/service';
import { announceByPolling, announceCalendarChanges } from './modules/calendar-sync/announce';
import { createCalendarSyncService } from './modules/calendar-sync/service';
import { createCatalogService } from './modules/catalog/service';
import { createCheckoutsService } from './modules/checkouts/service';
import { createContactService } from './modules/contact/service';
import { createCustomersService } from './modules/customers/service';
import { createFavoritesService } from './modules/favorites/service';
import { createGateways } from './modules/gateways/service';
import { createHealthService } from './modules/health/service';
import { createHoldsService } from './modules/holds/service';
import { idempotencyRepo } from './modules/idempotency/repo';
import { profilePageImages } from './modules/listings/page-images';
import { createListingsService } from './modules/listings/service';
import { encodePhoto } from './modules/media/photo-files';
import { photoUploadsUnder } from './modules/media/routes';
import { createMediaService } from './modules/media/service';
import { createMessagingService } from './modules/messaging/service';
import { createDomainEvents } from './modules/notifications/events-service';
import { createNotificationsService } from './modules/notifications/service';
import { createOwnerBookingsService } from './modules/owner-bookings/service';
import { createOwnerPackagesService } from './modules/packages/owner-service';
import { createPackagesService } from './modules/packages/service';
import { createPaymentsService } from './modules/payments/service';
import { asHub, createLocalHub } from './modules/realtime/hub';
import { createRedisHub, subscriberOf } from './modules/realtime/redis-hub';
import { attachSockets } from './modules/realtime/socket-server';
import { createTicketService } from './modules/realtime/tickets';
import { createReviewsService } from './modules/reviews/service';
import { searchRunnerFor } from './modules/search/pool';
import { createDatabaseSearch } from './modules/search/service';
import { createServicesService } from './modules/services/service';
import { createSlotsService } from './modules/slots/service';
import { createStaffService } from './modules/staff/service';
import { createStatsService } from './modules/stats/service';
import { createTransfersService } from './modules/transfers/service';
import { createWalkInsService } from './modules/walkins/service';
import { createReminders } from './modules/weddings/reminders';
import { createWeddingsService } from './modules/weddings/service';
import { recordWeddingPaymentStep } from './modules/weddings/wedding-payments';
import { createWorkersService } from './modules/workers/service';

const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The order the /api router tries its routers in; a test reverses it to show order is moot. */
type Arrange = <T>(routers: T[]) => T[];

export function createApi(
  deps: AppDeps,
  app: Koa<AppState>,
  arrange: Arrange = (routers) => routers,
) {
  const { db, logger } = deps;
  const translate = deps.translate ?? ENGLISH_ONLY;
  // The engine-neutral data layer over the same connection, for the modules moved to it
  // (docs/architecture.md#10-two-engines).
  const database = deps.database ?? sqliteDatabase(db!);
  const catalog = createCatalogService(database);
  const listings = createListingsService(database);
  const businesses = createBusinessesService(
    database,
    listings,
    createFavoritesService(database),
    createDatabaseSearch(database),
  );

  const limitStore: LimitStore = deps.redis ? { kind: 'redis', client: deps.redis } : MEMORY_LIMITS;
  const authDeps = { database, config: deps.config, logger, limitStore, translate };
  const sessions = createSessionService(authDeps);
  // A business sign-up registers the business in the sign-up's own transaction.
  const accounts = createAccountService(authDeps, sessions, businesses.registerStep);
  // The desk's staff (docs/product/accounts.md#staff-and-roles). A removed member's devices
  // hear why, and this process's sockets of theirs close; another process's close when that
  // device hears it.
  const staff = createStaffService({
    database,
    sessions,
    onRemoved: (userId) => {
      hub.toUser(userId, { type: 'error', detail: STAFF_TEXTS.removed });
      for (const socket of hub.socketsOf(userId)) {
        socket.close(WS_CLOSE.accountRemoved, STAFF_TEXTS.removed);
      }
    },
  });
  const guards = createAuthGuards(
    sessions.authenticate,
    (user) => (user.staff ? businesses.staffed(user.staff.businessId) : businesses.owned(user.id)),
    staff.member,
  );
  const idempotency = createIdempotency(database, idempotencyRepo);
  const authUpkeep = createAuthUpkeep(database, deps.config);
  const workers = createWorkersService(database);
  // The live channel: one hub of sockets (docs/product/messaging.md#the-live-channel), fed by the
  // services whose writes people should hear of at once; shared through Redis when set.
  const hubOptions = { logger, maxBufferedBytes: deps.config.limits.socketBufferBytes };
  const hub = deps.redis
    ? createRedisHub({
        ...hubOptions,
        redis: deps.redis,
        subscriber: subscriberOf(deps.redis, logger),
      })
    : asHub(createLocalHub(hubOptions));
  const tickets = createTicketService(database);
  const notifications = createNotificationsService(database, hub, translate);
  const messaging = createMessagingService(
    database,
    notifications,
    hub,
    deps.config.limits,
    limitStore,
  );
  // Every committed calendar change is announced to its owner's devices (calendar-sync).
  // SQLite tells of its commits in this process; PostgreSQL's log is looked at.
  const stopAnnouncing = db
    ? announceCalendarChanges(db, hub, logger)
    : // Each process looks at the log itself, so it tells only its own sockets.
      announceByPolling(database, { toUser: hub.toUserHere }, logger);
  const events = createDomainEvents(notifications);
  const slots = createSlotsService(database, events);
  const calendarSync = createCalendarSyncService(database);
  const bookings = createBookingsService(database, events);
  const ownerBookings = createOwnerBookingsService(database, events);
  const payments = createPaymentsService(database, events);
  const reminders = createReminders(database, notifications);
  const holds = createHoldsService(database, notifications);
  // Paying online through the providers configured, or the sandbox (docs/product/online-payments.md).
  const { payments: paymentsSettings } = deps.config;
  const checkouts = createCheckoutsService({
    database,
    gateways: createGateways(paymentsSettings, logger),
    logger,
    origin: () => paymentsSettings.origin,
    ledger: payments,
    notifications,
    weddingPayment: recordWeddingPaymentStep,
  });
  const searches = searchRunnerFor(database, {
    databaseFile: deps.config.databaseFile,
    workers: deps.config.searchWorkers,
    logger,
  });

  const api = new Router<AppState>({ prefix: '/api' });
  // The outbox batch runs each entry through this router as the app runs a request of its own
  // (`routes` is there by its first run, once every router below is mounted).
  const runSubRequest = createSubRequests(app, () => [
    requestLogger(logger),
    requestLanguage(),
    errorMiddleware(logger, translate),
    routes,
    api.allowedMethods(),
  ]);
  // What the declared routes' handlers are given (api-routes.ts): each module's services.
  const services: ApiServices = {
    health: createHealthService(database, logger),
    apiDocument: async () => (await import('./api-document')).openApiDocument(),
    bookings,
    catalog,
    listings,
    searches,
    businesses,
    services: createServicesService(database, catalog),
    reviews: createReviewsService(database, events),
    packages: createPackagesService(database),
    ownerPackages: createOwnerPackagesService(database),
    media: createMediaService(database, deps.config.mediaDir, listings),
    photoUploads: photoUploadsUnder(deps.config.dataDir),
    auth: authRouteDeps(authDeps, accounts, sessions),
    realtime: {
      tickets,
      ticketLimit: { perMinute: deps.config.limits.socketTicketsPerMinute, store: limitStore },
    },
    customers: createCustomersService(database),
    favorites: createFavoritesService(database),
    contact: createContactService(database, logger, limitStore),
    notifications,
    mayNotify: messaging.mayNotify,
    messaging,
    weddings: createWeddingsService(database),
    weddingWrites: { events, ownerBookings },
    weddingPlans: { database, ledger: payments },
    workers,
    ownerBookings,
    slots,
    walkIns: createWalkInsService(),
    calendarSync,
    runSubRequest,
    payments,
    transfers: createTransfersService({
      database,
      dataDir: deps.config.dataDir,
      ledger: payments,
      notifications,
      encodePhoto,
      weddingPayment: recordWeddingPaymentStep,
    }),
    checkouts,
    checkoutLimit: limitRoutes(
      {
        name: 'checkout',
        points: deps.config.limits.checkoutsPerHour,
        windowMs: 60 * 60 * 1000,
        detail: CHECKOUT_TEXTS.tooMany,
        keyOf: (ctx) => String(ctx.state.user?.id),
      },
      limitStore,
    ),
    stats: createStatsService(database, translate),
    staff,
    activity: createActivityService(database),
  };
  const plainReads: PlainReads = new Map();
  const routers = declaredRoutes().map((routes) =>
    mountRoutes(routes, services, { guards, idempotency, plainReads }),
  );
  for (const router of arrange(routers)) api.use(digitsOnlyIds(router).routes());
  const { routes, routesFor } = routesBySegment(api);

  return {
    router: api,
    /** The router's dispatch by first path segment, for the app and the outbox batch alike. */
    routes,
    /** The routes a path tries, in order, and the plain reads among them (http/plain-reads.ts). */
    routesFor,
    plainReads,
    /** The images a page of the app shows largest, named with the page (http/static-client.ts). */
    pageImages: profilePageImages(listings),
    /**
     * Hourly upkeep: completes accepted bookings whose date has passed, sends the instalment
     * reminders owed (docs/product/weddings.md#what-is-due), and deletes expired
     * sessions, tokens, reset links, idempotency keys and old calendar changes.
     */
    prune: async (now: Date) => {
      // On SQLite each runs here, before the call returns; only their answers are promises.
      const tasks: [string, Promise<unknown>][] = [
        ['completing past bookings', bookings.completePast()],
        ['sending instalment reminders', reminders.runReminders(now)],
        ['pruning calendar changes', calendarSync.prune(now)],
        ['pruning sessions and reset links', authUpkeep.prune(now)],
        ['pruning socket tickets', tickets.prune(now)],
        [
          'pruning idempotency keys',
          idempotency.pruneBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString()),
        ],
      ];
      // Each task's failure is logged and the others still run; the answer settles when all have.
      await Promise.all(
        tasks.map(([what, task]) =>
          task.catch((error: unknown) => logger.error({ err: error }, `${what} failed`)),
        ),
      );
    },
    /**
     * Every few minutes: cancels the bookings whose hold passed unpaid and sends the holds'
     * reminders owed (docs/product/payments.md#holding-a-date), each once across processes.
     */
    upkeepHolds: async (now: Date) => {
      const tasks: [string, Promise<unknown>][] = [
        ['expiring holds', holds.expire(now)],
        ['sending hold reminders', holds.remind(now)],
      ];
      await Promise.all(
        tasks.map(([what, task]) =>
          task.catch((error: unknown) => logger.error({ err: error }, `${what} failed`)),
        ),
      );
    },
    /** Every 10 minutes: the pending online payments asked about (docs/product/online-payments.md#paying-online). */
    reconcileCheckouts: async (now: Date) => {
      await checkouts
        .reconcile(now)
        .catch((error: unknown) => logger.error({ err: error }, 'reconciling checkouts failed'));
    },
    /** Serves /ws/{ticket} on the app's HTTP server; returns the graceful close (1012). */
    attachSockets: (server: Server) =>
      attachSockets(server, {
        hub,
        tickets,
        messaging,
        logger,
        publicUrl: deps.config.publicUrl,
        socketsPerUser: deps.config.limits.socketsPerUser,
        workerName: deps.config.workerName,
        mailboxOf: staff.mailboxOf,
        languageOf: async (userId) => (await services.auth.profiles.me(userId)).language ?? null,
        translate,
      }),
    close: async () => {
      stopAnnouncing();
      hub.stop();
      await searches.close();
    },
  };
}
