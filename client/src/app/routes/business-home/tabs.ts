// The tabs of /business/home (002 §2.1): each is a page section of its own, loaded when chosen
// so the home tab's first download stays small. A tab receives the owner's business.
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { type ComponentType, lazy } from 'react';
import type { BusinessTab } from '@/config/paths';

export interface BusinessTabProps {
  business: MyBusiness;
}

type TabModule = Promise<{ default: ComponentType<BusinessTabProps> }>;

const load: Record<BusinessTab, () => TabModule> = {
  home: () => import('./home-tab'),
  dashboard: () => import('./dashboard-tab'),
  events: () => import('./events-tab'),
  calendar: () => import('./calendar-tab'),
  payments: () => import('./payments-tab'),
  packages: () => import('./packages-tab'),
  services: () => import('./services-tab'),
  halls: () => import('./halls-tab'),
  workers: () => import('./workers-tab'),
  settings: () => import('./settings-tab'),
  media: () => import('./media-tab'),
};

const TAB_SCREENS = {} as Record<BusinessTab, ComponentType<BusinessTabProps>>;
for (const tab of Object.keys(load) as BusinessTab[]) TAB_SCREENS[tab] = lazy(load[tab]);
const loaded: Partial<Record<BusinessTab, ComponentType<BusinessTabProps>>> = {};

/** Starts loading a tab's code while the business is still being fetched. */
export function preloadTab(tab: BusinessTab): void {
  if (loaded[tab]) return;
  load[tab]().then(
    (module) => {
      loaded[tab] = module.default;
    },
    () => undefined,
  );
}

/**
 * The tab's component: its code itself once loaded, so it renders at once, else the lazy one
 * (React keeps a Suspense fallback on screen for at least 300 ms, offline too).
 */
export const tabScreen = (tab: BusinessTab) => loaded[tab] ?? TAB_SCREENS[tab];

export const TAB_TITLES: Record<BusinessTab, string> = {
  home: 'Home',
  dashboard: 'Dashboard',
  events: 'Booking Requests',
  calendar: 'Calendar',
  payments: 'Payments',
  packages: 'Packages',
  services: 'Services',
  halls: 'Halls',
  workers: 'Workers',
  settings: 'Settings',
  media: 'Media',
};
