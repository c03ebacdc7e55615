// The whole route table of spec 000 §2, with its guards. Each screen's code loads when it is
// first shown (the Suspense around the routes is in app.tsx).
import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { link, paths } from '@/config/paths';
import { AuthRequired, SettingsAccessDenied } from './auth-required';
import { LoggedOutOnly, RequireAuth, RequireOwner } from './guards';
import { AppLayout } from './layout/app-layout';
import { type Screen, screens } from './screens';

const page = (load: Screen) => {
  const Page = lazy(load);
  return <Page />;
};

const home = page(screens.home);
const login = page(screens.login);
const signup = page(screens.signup);
const businessSignup = page(screens.businessSignup);
const businessHome = page(screens.businessHome);

// The "coming soon" screens load like the others, keeping them out of the app's own chunk.
const soon = (name: 'messages' | 'notifications' | 'businessScreen') =>
  page(async () => ({ default: (await import('./placeholders')).Placeholder[name] }));

const at = (paths_: string[], route: Omit<RouteObject, 'path' | 'index' | 'children'>) =>
  paths_.map((path) => ({ path, ...route }) as RouteObject);

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...at([paths.home, paths.homeAlias], { element: home }),
      { path: paths.listings, element: page(screens.listings) },
      { path: paths.vendorProfile, element: page(screens.vendorProfile) },
      { path: paths.comparePackages, element: page(screens.comparePackages) },
      { path: paths.compareVendors, element: page(screens.compareVendors) },
      { path: paths.deals, element: page(screens.deals) },
      { path: paths.search, element: page(screens.search) },
      { path: paths.aboutUs, element: page(screens.aboutUs) },
      { path: paths.contactUs, element: page(screens.contactUs) },
      { path: paths.faq, element: page(screens.faq) },
      ...at([paths.privacyPolicy, paths.privacy], {
        element: page(screens.privacyPolicy),
      }),
      ...at([paths.termsConditions, paths.terms], {
        element: page(screens.termsConditions),
      }),
      { path: paths.accessDenied, element: page(screens.accessDenied) },
      { path: paths.forgotPassword, element: page(screens.forgotPassword) },
      { path: paths.resetPassword, element: page(screens.resetPassword) },
      {
        element: <LoggedOutOnly />,
        children: [
          ...at([paths.login, paths.authLogin], { element: login }),
          ...at([paths.signup, paths.register], { element: signup }),
          ...at([paths.businessSignup, paths.registerBusiness], { element: businessSignup }),
        ],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message="Please log in to access your messages." />}
          />
        ),
        children: [{ path: paths.messages, element: soon('messages') }],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message="Please log in to access your profile." />}
          />
        ),
        children: at([paths.profile, paths.customersProfile], {
          element: page(screens.customerProfile),
        }),
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
          { element: page(screens.customerBookings) },
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.notifications, element: soon('notifications') },
          {
            path: paths.customerDashboard,
            element: page(screens.customerDashboard),
          },
          { path: paths.changePassword, element: page(screens.changePassword) },
        ],
      },
      {
        element: <RequireOwner />,
        children: [
          { path: paths.businessHome, element: businessHome },
          {
            path: paths.businessDashboard,
            element: <Navigate to={link.businessTab('dashboard')} replace />,
          },
          ...at(
            [
              paths.businessAnalytics,
              paths.businessEdit,
              paths.businessManage,
              paths.businessAddMedia,
              paths.businessUpdateBasicInfo,
              paths.businessProfile,
            ],
            { element: soon('businessScreen') },
          ),
        ],
      },
      {
        element: <RequireOwner fallback={<SettingsAccessDenied />} />,
        children: [{ path: paths.businessSettings, element: soon('businessScreen') }],
      },
      { path: '*', element: page(screens.notFound) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
