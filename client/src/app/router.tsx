// The whole route table of spec 000 §2, with its guards. Screens are lazy route modules.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { link, paths } from '@/config/paths';
import { AuthRequired, SettingsAccessDenied } from './auth-required';
import { LoggedOutOnly, RequireAuth, RequireOwner } from './guards';
import { AppLayout } from './layout/app-layout';
import { Placeholder } from './placeholders';
import { RouterError } from './routes/router-error';

type Module = { default: React.ComponentType };
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

const home = page(() => import('./routes/home'));
const login = page(() => import('./routes/login'));
const signup = page(() => import('./routes/signup'));
const businessSignup = page(() => import('./routes/business-signup'));
const businessHome = page(() => import('./routes/business-home'));

const at = (paths_: string[], route: Omit<RouteObject, 'path' | 'index' | 'children'>) =>
  paths_.map((path) => ({ path, ...route }) as RouteObject);

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouterError />,
    children: [
      ...at([paths.home, paths.homeAlias], { lazy: home }),
      { path: paths.listings, lazy: page(() => import('./routes/listings')) },
      { path: paths.vendorProfile, lazy: page(() => import('./routes/vendor-profile')) },
      { path: paths.comparePackages, lazy: page(() => import('./routes/compare-packages')) },
      { path: paths.compareVendors, lazy: page(() => import('./routes/compare-vendors')) },
      { path: paths.deals, lazy: page(() => import('./routes/deals')) },
      { path: paths.search, lazy: page(() => import('./routes/search')) },
      { path: paths.aboutUs, lazy: page(() => import('./routes/about-us')) },
      { path: paths.contactUs, lazy: page(() => import('./routes/contact-us')) },
      { path: paths.faq, lazy: page(() => import('./routes/faq')) },
      ...at([paths.privacyPolicy, paths.privacy], {
        lazy: page(() => import('./routes/privacy-policy')),
      }),
      ...at([paths.termsConditions, paths.terms], {
        lazy: page(() => import('./routes/terms-conditions')),
      }),
      { path: paths.accessDenied, lazy: page(() => import('./routes/access-denied')) },
      { path: paths.forgotPassword, lazy: page(() => import('./routes/forgot-password')) },
      { path: paths.resetPassword, lazy: page(() => import('./routes/reset-password')) },
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
        children: [{ path: paths.messages, Component: Placeholder.messages }],
      },
      {
        element: (
          <RequireAuth
            fallback={<AuthRequired message="Please log in to access your profile." />}
          />
        ),
        children: at([paths.profile, paths.customersProfile], {
          lazy: page(() => import('./routes/customer-profile')),
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
          { lazy: page(() => import('./routes/customer-bookings')) },
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.notifications, Component: Placeholder.notifications },
          {
            path: paths.customerDashboard,
            lazy: page(() => import('./routes/customer-dashboard')),
          },
          { path: paths.changePassword, lazy: page(() => import('./routes/change-password')) },
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
            { Component: Placeholder.businessScreen },
          ),
        ],
      },
      {
        element: <RequireOwner fallback={<SettingsAccessDenied />} />,
        children: [{ path: paths.businessSettings, Component: Placeholder.businessScreen }],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
