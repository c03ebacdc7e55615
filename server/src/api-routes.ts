import type { Route } from './http/route';
import { apiDocsRoutes } from './modules/api-docs/routes';
import { authOperations } from './modules/auth/openapi';
import { bookingRoutes } from './modules/bookings/routes';
import { businessesOperations } from './modules/businesses/openapi';
import { calendarSyncRoutes } from './modules/calendar-sync/routes';
import { catalogOperations } from './modules/catalog/openapi';
import { contactOperations } from './modules/contact/openapi';
import { customersOperations } from './modules/customers/openapi';
import { favoritesOperations } from './modules/favorites/openapi';
import { healthRoutes } from './modules/health/routes';
import { listingsOperations } from './modules/listings/openapi';
import { mediaOperations } from './modules/media/openapi';
import { messagingOperations } from './modules/messaging/openapi';
import { notificationsOperations } from './modules/notifications/openapi';
import { ownerBookingRoutes } from './modules/owner-bookings/routes';
import { packagesOperations } from './modules/packages/openapi';
import { paymentRoutes } from './modules/payments/routes';
import { realtimeOperations } from './modules/realtime/openapi';
import { reviewsOperations } from './modules/reviews/openapi';
import { searchOperations } from './modules/search/openapi';
import { servicesOperations } from './modules/services/openapi';
import { slotRoutes } from './modules/slots/routes';
import { statsRoutes } from './modules/stats/routes';
import { walkInRoutes } from './modules/walkins/routes';
import { weddingOperations } from './modules/weddings/openapi';
import { workerRoutes } from './modules/workers/routes';
import type { ApiOperation } from './openapi/operation';

/**
 * Every module's operations, in the order the reference lists them: the routes the API mounts
 * and the API document describes (docs/architecture.md#11-the-api-document). A module's entry is
 * its route declarations (http/route.ts), or, until it is declared that way, its operations as
 * the document tells them beside routes registered in api.ts.
 */
export const API_REFERENCE = {
  health: healthRoutes,
  catalog: catalogOperations,
  auth: authOperations,
  realtime: realtimeOperations,
  customers: customersOperations,
  favorites: favoritesOperations,
  contact: contactOperations,
  listings: listingsOperations,
  search: searchOperations,
  businesses: businessesOperations,
  packages: packagesOperations,
  services: servicesOperations,
  reviews: reviewsOperations,
  media: mediaOperations,
  bookings: bookingRoutes,
  weddings: weddingOperations,
  ownerBookings: ownerBookingRoutes,
  walkins: walkInRoutes,
  workers: workerRoutes,
  slots: slotRoutes,
  calendarSync: calendarSyncRoutes,
  payments: paymentRoutes,
  stats: statsRoutes,
  messaging: messagingOperations,
  notifications: notificationsOperations,
  apiDocs: apiDocsRoutes,
};

type Entry = (typeof API_REFERENCE)[keyof typeof API_REFERENCE];
type DepsOf<E> = E extends readonly Route<infer Deps>[] ? Deps : never;
type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/** What the declared routes' handlers need, every module's services together (api.ts builds it). */
export type ApiServices = Intersection<DepsOf<Entry>>;

function isRoutes(entry: readonly (Route<never> | ApiOperation)[]): entry is Route<never>[] {
  return entry.length > 0 && 'handle' in entry[0]!;
}

/** The declared routes of every module, in the reference's order. */
export function declaredRoutes(): Route<ApiServices>[][] {
  return Object.values(API_REFERENCE).filter(isRoutes) as Route<ApiServices>[][];
}

/** Every operation the API document describes, in the reference's order. */
export function apiOperations(): ApiOperation[] {
  return Object.values(API_REFERENCE).flatMap((entry: readonly (Route<never> | ApiOperation)[]) =>
    isRoutes(entry) ? entry.map((route) => route.op) : (entry as ApiOperation[]),
  );
}
