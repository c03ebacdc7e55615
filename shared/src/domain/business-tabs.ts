// The tabs of /business/home (002 §2.1), chosen by ?tab=; home is the default.
export const BUSINESS_TABS = [
  'home',
  'dashboard',
  'events',
  'calendar',
  'payments',
  'packages',
  'services',
  'halls',
  'workers',
  'settings',
  'media',
] as const;
export type BusinessTab = (typeof BUSINESS_TABS)[number];
