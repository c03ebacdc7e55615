// The whole route table of spec 000 §2, with its guards. Each screen's code loads when it is
// first navigated to (AppRouter waits for it) or shown (the Suspense is in app.tsx).
import { lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { link, paths } from '@/config/paths';
import { AuthRequired, SettingsAccessDenied } from './auth-required';
import { LoggedOutOnly, RequireAuth, RequireOwner } from './guards';
import { AppLayout } from './layout/app-layout';
import { type Screen, screens } from './screens';

interface ScreenHandle {
  load: () => Promise<unknown> | undefined;
}

const page = (load: Screen): Pick<RouteObject, 'element' | 'handle'> => {
  // Known loaded however it was loaded, so a navigation within a shown screen (its search
  // parameters) is followed at once, not after a wait that later clicks would overtake.
  let loaded = false;
  const loadScreen = () =>
    load().then((module) => {
      loaded = true;
      return module;
    });
  const Page = lazy(loadScreen);
  const handle: ScreenHandle = { load: () => (loaded ? undefined : loadScreen()) };
  return { element: <Page />, handle };
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
            fallback={<AuthRequired message="Please log in to access your messages." />}
          />
        ),
        children: [{ path: paths.messages, ...page(screens.messages) }],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message="Please log in to access your profile." />}
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
          { path: paths.changePassword, ...page(screens.changePassword) },
        ],
      },
      {
        element: <RequireOwner />,
        children: [
          { path: paths.businessHome, ...businessHome },
          {
            path: paths.businessDashboard,
            element: <Navigate to={link.businessTab('dashboard')} replace />,
          },
          { path: paths.businessAnalytics, ...page(screens.businessAnalytics) },
          ...at([paths.businessEdit, paths.businessUpdateBasicInfo], page(screens.businessEdit)),
          // The user menu's Profile link for owners (000 §2): their business's own details.
          { path: paths.businessProfile, element: <Navigate to={paths.businessEdit} replace /> },
          { path: paths.businessManage, ...page(screens.businessManage) },
          { path: paths.businessAddMedia, ...page(screens.businessAddMedia) },
        ],
      },
      {
        element: <RequireOwner fallback={<SettingsAccessDenied />} />,
        children: [{ path: paths.businessSettings, ...page(screens.businessSettings) }],
      },
      { path: '*', ...page(screens.notFound) },
    ],
  },
];

/** What is still to load of the screens at `pathname`; undefined when all is there. */
export function loadScreensAt(pathname: string): Promise<unknown> | undefined {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as ScreenHandle | undefined)?.load() ?? [],
  );
  return loads.length > 0 ? Promise.all(loads) : undefined;
}

export function AppRoutes() {
  return useRoutes(routes);
}
