// The tabs of /business/home (docs/product/business-desk.md#the-desk-and-its-tabs), chosen by ?tab=; home is the default.
export const BUSINESS_TABS = [
  'home',
  'dashboard',
  'events',
  'calendar',
  'payments',
  'activity',
  'packages',
  'services',
  'halls',
  'workers',
  'settings',
  'media',
] as const;
export type BusinessTab = (typeof BUSINESS_TABS)[number];
