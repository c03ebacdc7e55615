// Every module's operations, in the order the reference lists them.
import { apiDocsOperations } from '../modules/api-docs/openapi';
import { authOperations } from '../modules/auth/openapi';
import { bookingsOperations } from '../modules/bookings/openapi';
import { businessesOperations } from '../modules/businesses/openapi';
import { calendarSyncOperations } from '../modules/calendar-sync/openapi';
import { catalogOperations } from '../modules/catalog/openapi';
import { contactOperations } from '../modules/contact/openapi';
import { customersOperations } from '../modules/customers/openapi';
import { favoritesOperations } from '../modules/favorites/openapi';
import { healthOperations } from '../modules/health/openapi';
import { listingsOperations } from '../modules/listings/openapi';
import { mediaOperations } from '../modules/media/openapi';
import { messagingOperations } from '../modules/messaging/openapi';
import { notificationsOperations } from '../modules/notifications/openapi';
import { ownerBookingsOperations } from '../modules/owner-bookings/openapi';
import { packagesOperations } from '../modules/packages/openapi';
import { paymentsOperations } from '../modules/payments/openapi';
import { realtimeOperations } from '../modules/realtime/openapi';
import { reviewsOperations } from '../modules/reviews/openapi';
import { searchOperations } from '../modules/search/openapi';
import { servicesOperations } from '../modules/services/openapi';
import { slotsOperations } from '../modules/slots/openapi';
import { statsOperations } from '../modules/stats/openapi';
import { walkinsOperations } from '../modules/walkins/openapi';
import { weddingOperations } from '../modules/weddings/openapi';
import { workersOperations } from '../modules/workers/openapi';
import type { ApiOperation } from './operation';

export const API_OPERATIONS: ApiOperation[] = [
  ...healthOperations,
  ...catalogOperations,
  ...authOperations,
  ...realtimeOperations,
  ...customersOperations,
  ...favoritesOperations,
  ...contactOperations,
  ...listingsOperations,
  ...searchOperations,
  ...businessesOperations,
  ...packagesOperations,
  ...servicesOperations,
  ...reviewsOperations,
  ...mediaOperations,
  ...bookingsOperations,
  ...weddingOperations,
  ...ownerBookingsOperations,
  ...walkinsOperations,
  ...workersOperations,
  ...slotsOperations,
  ...calendarSyncOperations,
  ...paymentsOperations,
  ...statsOperations,
  ...messagingOperations,
  ...notificationsOperations,
  ...apiDocsOperations,
];
