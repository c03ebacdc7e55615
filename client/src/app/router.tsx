// The whole route table of spec 000 §2, with its guards. Screens are lazy route modules.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { link, paths } from '@/config/paths';
import { AuthRequired, SettingsAccessDenied } from './auth-required';
import { LoggedOutOnly, RequireAuth, RequireOwner } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouterError } from './routes/router-error';
import { type Screen, screens } from './screens';

const page = (load: Screen) => async () => ({ Component: (await load()).default });

const home = page(screens.home);
const login = page(screens.login);
const signup = page(screens.signup);
const businessSignup = page(screens.businessSignup);
const businessHome = page(screens.businessHome);

// The "coming soon" screens load like the others, keeping them out of the app's own chunk.
const soon = (name: 'messages' | 'notifications' | 'businessScreen') => async () => ({
  Component: (await import('./placeholders')).Placeholder[name],
});

const at = (paths_: string[], route: Omit<RouteObject, 'path' | 'index' | 'children'>) =>
  paths_.map((path) => ({ path, ...route }) as RouteObject);

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouterError />,
    children: [
      ...at([paths.home, paths.homeAlias], { lazy: home }),
      { path: paths.listings, lazy: page(screens.listings) },
      { path: paths.vendorProfile, lazy: page(screens.vendorProfile) },
      { path: paths.comparePackages, lazy: page(screens.comparePackages) },
      { path: paths.compareVendors, lazy: page(screens.compareVendors) },
      { path: paths.deals, lazy: page(screens.deals) },
      { path: paths.search, lazy: page(screens.search) },
      { path: paths.aboutUs, lazy: page(screens.aboutUs) },
      { path: paths.contactUs, lazy: page(screens.contactUs) },
      { path: paths.faq, lazy: page(screens.faq) },
      ...at([paths.privacyPolicy, paths.privacy], {
        lazy: page(screens.privacyPolicy),
      }),
      ...at([paths.termsConditions, paths.terms], {
        lazy: page(screens.termsConditions),
      }),
      { path: paths.accessDenied, lazy: page(screens.accessDenied) },
      { path: paths.forgotPassword, lazy: page(screens.forgotPassword) },
      { path: paths.resetPassword, lazy: page(screens.resetPassword) },
      {
        element: <LoggedOutOnly />,
        children: [
          ...at([paths.login, paths.authLogin], { lazy: login }),
          ...at([paths.signup, paths.register], { lazy: signup }),
          ...at([paths.businessSignup, paths.registerBusiness], { lazy: businessSignup }),
        ],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message="Please log in to access your messages." />}
          />
        ),
        children: [{ path: paths.messages, lazy: soon('messages') }],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message="Please log in to access your profile." />}
          />
        ),
        children: at([paths.profile, paths.customersProfile], {
          lazy: page(screens.customerProfile),
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
          { lazy: page(screens.customerBookings) },
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.notifications, lazy: soon('notifications') },
          {
            path: paths.customerDashboard,
            lazy: page(screens.customerDashboard),
          },
          { path: paths.changePassword, lazy: page(screens.changePassword) },
        ],
      },
      {
        element: <RequireOwner />,
        children: [
          { path: paths.businessHome, lazy: businessHome },
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
            { lazy: soon('businessScreen') },
          ),
        ],
      },
      {
        element: <RequireOwner fallback={<SettingsAccessDenied />} />,
        children: [{ path: paths.businessSettings, lazy: soon('businessScreen') }],
      },
      { path: '*', lazy: page(screens.notFound) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
