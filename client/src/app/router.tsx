import { msg } from '@lingui/core/macro';
// The whole route table of docs/product/README.md#routes-and-guards, with its guards. Each screen's code loads when it is
// first navigated to (AppRouter waits for it), or before the first render (start.tsx).
import { type ComponentType, lazy, useState } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { link, paths } from '@/config/paths';
import { AuthRequired, SettingsAccessDenied } from './auth-required';
import { LoggedOutOnly, RequireAuth, RequireDesk } from './guards';
import { AppLayout } from './layout/app-layout';
import { type Screen, screens } from './screens';

interface ScreenHandle {
  load: (search: string, reads: boolean) => Promise<unknown> | undefined;
}

/** The screens whose code has arrived, however it was loaded (main.tsx, a link, the router). */
const loadedScreens = new Map<Screen, ComponentType>();

/**
 * A loaded screen renders itself, in the same commit as the page around it (React.lazy would
 * suspend once even then); else the lazy one. Chosen once per mount, so it never remounts;
 * each screen's element has a key of its own, so another screen is another mount.
 */
function RouteScreen({ load, lazyScreen }: { load: Screen; lazyScreen: ComponentType }) {
  const [Shown] = useState(() => loadedScreens.get(load) ?? lazyScreen);
  return <Shown />;
}

let screenCount = 0;

const page = (load: Screen): Pick<RouteObject, 'element' | 'handle'> => {
  const loadScreen = () =>
    load().then((module) => {
      loadedScreens.set(load, module.default);
      return module;
    });
  // Known loaded, so a navigation within a shown screen (its search parameters) is followed
  // at once, not after a wait that later clicks would overtake. A screen's parts that the
  // address names (the desk's tab) and the parts that read (app/reading-part.tsx) are waited
  // for with it, unless it paints before it reads; if they fail, the screen says so.
  const handle: ScreenHandle = {
    load: (search, reads) =>
      loadedScreens.has(load)
        ? undefined
        : loadScreen().then((module) =>
            reads
              ? Promise.all([module.preloadParts?.(search), module.preloadReads?.()]).catch(
                  () => undefined,
                )
              : undefined,
          ),
  };
  screenCount += 1;
  const element = (
    <RouteScreen key={`screen-${screenCount}`} load={load} lazyScreen={lazy(loadScreen)} />
  );
  return { element, handle };
};

const home = page(screens.home);
const login = page(screens.login);
const signup = page(screens.signup);
const businessSignup = page(screens.businessSignup);
const businessHome = page(screens.businessHome);

const at = (paths_: string[], route: Omit<RouteObject, 'path' | 'index' | 'children'>) =>
  paths_.map((path) => ({ path, ...route }) as RouteObject);

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...at([paths.home, paths.homeAlias], home),
      { path: paths.listings, ...page(screens.listings) },
      { path: paths.vendorProfile, ...page(screens.vendorProfile) },
      { path: paths.comparePackages, ...page(screens.comparePackages) },
      { path: paths.compareVendors, ...page(screens.compareVendors) },
      { path: paths.deals, ...page(screens.deals) },
      { path: paths.search, ...page(screens.search) },
      { path: paths.aboutUs, ...page(screens.aboutUs) },
      { path: paths.contactUs, ...page(screens.contactUs) },
      { path: paths.faq, ...page(screens.faq) },
      ...at([paths.privacyPolicy, paths.privacy], page(screens.privacyPolicy)),
      ...at([paths.termsConditions, paths.terms], page(screens.termsConditions)),
      { path: paths.accessDenied, ...page(screens.accessDenied) },
      { path: paths.forgotPassword, ...page(screens.forgotPassword) },
      { path: paths.resetPassword, ...page(screens.resetPassword) },
      {
        element: <LoggedOutOnly />,
        children: [
          ...at([paths.login, paths.authLogin], login),
          ...at([paths.signup, paths.register], signup),
          ...at([paths.businessSignup, paths.registerBusiness], businessSignup),
        ],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message={msg`Please log in to access your messages.`} />}
          />
        ),
        children: [{ path: paths.messages, ...page(screens.messages) }],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message={msg`Please log in to access your profile.`} />}
          />
        ),
        children: at([paths.profile, paths.customersProfile], page(screens.customerProfile)),
      },
      {
        element: <RequireAuth loginPath={paths.authLogin} />,
        children: at(
          [
            paths.bookings,
            paths.customerBookings,
            paths.customersBookings,
            paths.customersBookingsApproved,
            paths.customersBookingsByStatus,
          ],
          page(screens.customerBookings),
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.notifications, ...page(screens.notifications) },
          {
            path: paths.customerDashboard,
            ...page(screens.customerDashboard),
          },
          { path: paths.customerWedding, ...page(screens.customerWedding) },
          { path: paths.receipt, ...page(screens.receipt) },
          { path: paths.paymentReturn, ...page(screens.paymentReturn) },
          { path: paths.changePassword, ...page(screens.changePassword) },
        ],
      },
      // The desk's screens, each for the roles of its action
      // (docs/product/business-desk.md#what-each-role-sees).
      {
        element: <RequireDesk />,
        children: [
          { path: paths.businessHome, ...businessHome },
          {
            path: paths.businessDashboard,
            element: <Navigate to={link.businessTab('dashboard')} replace />,
          },
        ],
      },
      {
        element: <RequireDesk action="figures" />,
        children: [{ path: paths.businessAnalytics, ...page(screens.businessAnalytics) }],
      },
      {
        element: <RequireDesk action="settings" />,
        children: [
          ...at([paths.businessEdit, paths.businessUpdateBasicInfo], page(screens.businessEdit)),
          // The user menu's Profile link for owners (docs/product/README.md#routes-and-guards): their business's own details.
          { path: paths.businessProfile, element: <Navigate to={paths.businessEdit} replace /> },
        ],
      },
      {
        element: <RequireDesk action="catalog" />,
        children: [
          { path: paths.businessManage, ...page(screens.businessManage) },
          { path: paths.businessAddMedia, ...page(screens.businessAddMedia) },
        ],
      },
      {
        element: <RequireDesk action="requests" />,
        children: [{ path: paths.businessWedding, ...page(screens.businessWedding) }],
      },
      {
        element: <RequireDesk action="settings" fallback={<SettingsAccessDenied />} />,
        children: [{ path: paths.businessSettings, ...page(screens.businessSettings) }],
      },
      { path: '*', ...page(screens.notFound) },
    ],
  },
];

/**
 * What is still to load of the screens at `pathname`, with their parts that read unless
 * `reads` is false (a first paint before the query client, app/screens.ts); undefined when
 * all is there.
 */
export function loadScreensAt(
  pathname: string,
  search = '',
  reads = true,
): Promise<unknown> | undefined {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as ScreenHandle | undefined)?.load(search, reads) ?? [],
  );
  return loads.length > 0 ? Promise.all(loads) : undefined;
}

export function AppRoutes() {
  return useRoutes(routes);
}
