// The tabs of /customer/dashboard (docs/product/discovery.md#the-customer-screens), chosen by ?tab=; overview is the default. A module
// of its own, free of the app's imports, so the browser tests can open every tab by this list.
export const DASHBOARD_TABS = [
  ['overview', 'Overview'],
  ['bookings', 'My Bookings'],
  ['booking-management', 'Manage Bookings'],
  ['favorites', 'Favorites'],
  ['reviews', 'Reviews'],
  ['search', 'Search'],
  ['payments', 'Payments'],
  ['inbox', 'Messages'],
  ['profile', 'Profile'],
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number][0];
