// Every route of the app, named once (docs/product/README.md#routes-and-guards). Screens link with these, never with
// string literals.
import { BUSINESS_TABS, type BusinessTab } from '@baraat/shared/domain/business-tabs';

export { BUSINESS_TABS, type BusinessTab };

export const BOOKING_STATUSES = [
  'approved',
  'pending',
  'rejected',
  'past',
  'completed',
  'cancelled',
] as const;

export const paths = {
  home: '/',
  homeAlias: '/home',
  listings: '/listings',
  vendorProfile: '/listings/profile/:slug',
  comparePackages: '/compare-packages',
  compareVendors: '/compare-vendors',
  deals: '/deals',
  search: '/search',
  messages: '/messages',
  notifications: '/notifications',
  login: '/login',
  authLogin: '/auth/login',
  signup: '/signup',
  register: '/register',
  businessSignup: '/accounts/signup/business',
  registerBusiness: '/register-business',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  accessDenied: '/access-denied',
  customerDashboard: '/customer/dashboard',
  customerWedding: '/customer/weddings/:id',
  profile: '/profile',
  customersProfile: '/customers/profile',
  bookings: '/bookings',
  customerBookings: '/customer/bookings',
  customersBookings: '/customers/bookings',
  customersBookingsApproved: '/customers/bookings/approved',
  customersBookingsByStatus: '/customers/bookings/:status',
  businessHome: '/business/home',
  businessDashboard: '/business/dashboard',
  businessAnalytics: '/business/analytics',
  businessEdit: '/business/edit',
  businessManage: '/business/manage',
  businessAddMedia: '/business/add_media',
  businessSettings: '/business/settings',
  businessUpdateBasicInfo: '/business/update_basic_info',
  businessProfile: '/business/profile',
  businessWedding: '/business/weddings/:id',
  aboutUs: '/about_us',
  contactUs: '/contact_us',
  faq: '/faq',
  privacyPolicy: '/privacy_policy',
  termsConditions: '/terms_conditions',
  terms: '/terms',
  privacy: '/privacy',
  siteMap: '/site_map',
} as const;

export const link = {
  vendorProfile: (slug: string) => `/listings/profile/${encodeURIComponent(slug)}`,
  businessTab: (tab: BusinessTab) => `${paths.businessHome}?tab=${tab}`,
  customersBookings: (status: string) => `/customers/bookings/${encodeURIComponent(status)}`,
  customerWedding: (id: number) => `/customer/weddings/${id}`,
  businessWedding: (weddingId: number) => `/business/weddings/${weddingId}`,
};
