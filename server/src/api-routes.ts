import type { Route } from './http/route';
import { activityRoutes } from './modules/activity/routes';
import { apiDocsRoutes } from './modules/api-docs/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { businessRoutes } from './modules/businesses/routes';
import { calendarSyncRoutes } from './modules/calendar-sync/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes } from './modules/checkouts/routes';
import { contactRoutes } from './modules/contact/routes';
import { customerRoutes } from './modules/customers/routes';
import { favoritesRoutes } from './modules/favorites/routes';
import { healthRoutes } from './modules/health/routes';
import { listingsRoutes } from './modules/listings/routes';
import { mediaRoutes } from './modules/media/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { ownerBookingRoutes } from './modules/owner-bookings/routes';
import { packageRoutes } from './modules/packages/routes';
import { paymentRoutes } from './modules/payments/routes';
import { realtimeRoutes } from './modules/realtime/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { searchRoutes } from './modules/search/routes';
import { serviceRoutes } from './modules/services/routes';
import { slotRoutes } from './modules/slots/routes';
import { staffRoutes } from './modules/staff/routes';
import { statsRoutes } from './modules/stats/routes';
import { transferRoutes } from './modules/transfers/routes';
import { walkInRoutes } from './modules/walkins/routes';
import { weddingRoutes } from './modules/weddings/routes';
import { workerRoutes } from './modules/workers/routes';
import type { ApiOperation } from './openapi/operation';

/**
 * Every module's routes, in the order the reference lists them: each declared once
 * (http/route.ts), mounted by api.ts and described by the API document
 * (docs/architecture.md#11-the-api-document).
 */
export const API_REFERENCE = {
  health: healthRoutes,
  catalog: catalogRoutes,
  auth: authRoutes,
  realtime: realtimeRoutes,
  customers: customerRoutes,
  favorites: favoritesRoutes,
  contact: contactRoutes,
  listings: listingsRoutes,
  search: searchRoutes,
  businesses: businessRoutes,
  staff: staffRoutes,
  activity: activityRoutes,
  packages: packageRoutes,
  services: serviceRoutes,
  reviews: reviewRoutes,
  media: mediaRoutes,
  bookings: bookingRoutes,
  weddings: weddingRoutes,
  ownerBookings: ownerBookingRoutes,
  walkins: walkInRoutes,
  workers: workerRoutes,
  slots: slotRoutes,
  calendarSync: calendarSyncRoutes,
  payments: paymentRoutes,
  transfers: transferRoutes,
  checkouts: checkoutRoutes,
  stats: statsRoutes,
  messaging: messagingRoutes,
  notifications: notificationRoutes,
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

/** The routes of every module, in the reference's order. */
export function declaredRoutes(): readonly (readonly Route<ApiServices>[])[] {
  return Object.values(API_REFERENCE) as readonly (readonly Route<ApiServices>[])[];
}

/** Every operation the API document describes, in the reference's order. */
export function apiOperations(): ApiOperation[] {
  return declaredRoutes().flatMap((routes) => routes.map((route) => route.op));
}
