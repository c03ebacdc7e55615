// Every route of the app, named once in shared/ (docs/product/README.md#routes-and-guards). Screens link with
// these, never with string literals.
import { BUSINESS_TABS, type BusinessTab } from '@baraat/shared/domain/business-tabs';

export { BUSINESS_TABS, type BusinessTab };

export const BOOKING_STATUSES = [
  'approved',
  'pending',
  'rejected',
  'past',
  'completed',
  'cancelled',
] as const;

export { link, paths } from '@baraat/shared/constants/app-paths';
