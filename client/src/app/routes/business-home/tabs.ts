// The tabs of /business/home (docs/product/business-desk.md#the-desk-and-its-tabs): each is a page section of its own, loaded when chosen
// so the home tab's first download stays small. A tab receives the owner's business.
import { type DeskAction, type DeskRole, deskCan } from '@baraat/shared/domain/desk-roles';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ComponentType, lazy, useEffect, useState } from 'react';
import { BUSINESS_TABS, type BusinessTab } from '@/config/paths';
import { useAfterPaint } from '@/lib/use-after-paint';

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
  activity: () => import('./activity-tab'),
  packages: () => import('./packages-tab'),
  services: () => import('./services-tab'),
  halls: () => import('./halls-tab'),
  workers: () => import('./workers-tab'),
  settings: () => import('./settings-tab'),
  media: () => import('./media-tab'),
};

const loaded: Partial<Record<BusinessTab, ComponentType<BusinessTabProps>>> = {};
const loading: Partial<Record<BusinessTab, TabModule>> = {};

/** The tab an address's search names (home when none or an unknown one). */
export const tabIn = (search: URLSearchParams): BusinessTab =>
  BUSINESS_TABS.find((tab) => tab === search.get('tab')) ?? 'home';

/** Starts loading a tab's code (once; a failed load is tried again next time). */
export function preloadTab(tab: BusinessTab): TabModule {
  loading[tab] ??= load[tab]().then(
    (module) => {
      loaded[tab] = module.default;
      return module;
    },
    (error: unknown) => {
      loading[tab] = undefined;
      throw error;
    },
  );
  return loading[tab];
}

const lazyTabs = {} as Record<BusinessTab, ComponentType<BusinessTabProps>>;
for (const tab of Object.keys(load) as BusinessTab[]) lazyTabs[tab] = lazy(() => preloadTab(tab));

/**
 * The tab's screen once its code is there, undefined meanwhile: the page shows its own
 * spinner while the code and the business arrive side by side, then the tab at once, never a
 * Suspense fallback (which React keeps up at least 300 ms). Code that cannot be fetched gives
 * the lazy screen, whose failure the router's error page shows.
 */
export function useTabScreen(tab: BusinessTab): ComponentType<BusinessTabProps> | undefined {
  const [failed, setFailed] = useState<BusinessTab>();
  const [, setArrived] = useState<BusinessTab>();
  // Asked for once the page has painted: the desk's first paint is its heading and tabs.
  const painted = useAfterPaint(true);
  useEffect(() => {
    if (loaded[tab] || !painted) return;
    let shown = true;
    preloadTab(tab).then(
      () => shown && setArrived(tab),
      () => shown && setFailed(tab),
    );
    return () => {
      shown = false;
    };
  }, [tab, painted]);
  return failed === tab ? lazyTabs[tab] : loaded[tab];
}

/** Translated where shown. */
export const TAB_TITLES: Record<BusinessTab, MessageDescriptor> = {
  home: msg`Home`,
  dashboard: msg`Dashboard`,
  events: msg`Booking Requests`,
  calendar: msg`Calendar`,
  payments: msg`Payments`,
  activity: msg`Activity`,
  packages: msg`Packages`,
  services: msg`Services`,
  halls: msg`Halls`,
  workers: msg`Workers`,
  settings: msg`Settings`,
  media: msg`Media`,
};

/**
 * The action a tab is for: a role that may not take it does not see the tab
 * (docs/product/business-desk.md#what-each-role-sees). The front desk sees the halls and teams
 * to read; the catalog's tabs are for the roles that change it.
 */
export const TAB_ACTIONS: Record<BusinessTab, DeskAction> = {
  home: 'desk',
  dashboard: 'figures',
  events: 'requests',
  calendar: 'calendar',
  payments: 'record_payment',
  activity: 'activity',
  packages: 'catalog',
  services: 'catalog',
  halls: 'desk',
  workers: 'desk',
  settings: 'settings',
  media: 'catalog',
};

/**
 * The tabs the strip shows a role: those it may use, with the resource tab of the business's
 * kind alone (the other still opens by its address, and shows while open).
 */
export function deskTabs(role: DeskRole, resourceTab: BusinessTab, current: BusinessTab) {
  return BUSINESS_TABS.filter(
    (tab) =>
      deskCan(role, TAB_ACTIONS[tab]) &&
      ((tab !== 'halls' && tab !== 'workers') || tab === resourceTab || tab === current),
  );
}
