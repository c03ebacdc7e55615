// Every screen of the app, as each kind of user opens it, for the every-screen audit. The
// list is built from the route table's own names (src/config/paths.ts), the business home's
// tabs, the customer dashboard's tabs and the bookings page's filters, so a route or tab added
// there is opened here too; `unopenedPaths` names any path no role opens, and the spec fails
// on it. The wedding screens are audited again with what the owner opens on them: Accept all,
// the plan editor, the walk-in wedding form, a wedding expanded on Booking Requests.

import { BOOKINGS_PAGE_FILTERS } from '@baraat/shared/domain/booking';
import type { Page } from '@playwright/test';
import { DASHBOARD_TABS } from '../../src/app/routes/customer-dashboard/tabs';
import { BUSINESS_TABS, link, paths } from '../../src/config/paths';
import { urdu } from './urdu';

export type Role = 'visitor' | 'customer' | 'owner';

export interface Screen {
  /** The address opened. */
  url: string;
  /** A CSS selector of what shows once the screen's data is in (beyond its heading). */
  ready?: string;
  /** What the owner opens on the screen before it is audited: a dialog, a form, a row. */
  opened?: { name: string; open: (page: Page) => Promise<void> };
}

/** What the screens need from the demo data, read over the API when the test runs. */
export interface DemoData {
  /** The demo owner's vendor profile. */
  slug: string;
  /** Three vendors to compare. */
  vendorIds: number[];
  /** The demo customer's wedding, if the demo data has one. */
  weddingId: number | null;
  /** One of the demo customer's payments, whose receipt both they and the desk open. */
  paymentId?: number | null;
  /** A wedding at the demo owner's business with events waiting for an answer (the owner's). */
  pendingWeddingId?: number;
}

const VENDOR_CARDS = '.vendor-grid .vendor-card';

/** Presses the button, then waits for what it opens, once loaded. */
const opens =
  (button: string, opened: string) =>
  async (page: Page): Promise<void> => {
    // In Urdu the button reads as the catalog translates it.
    const inUrdu = (await page.evaluate(() => document.documentElement.lang)) === 'ur';
    const name = inUrdu ? urdu(button) : button;
    await page.locator('main').getByRole('button', { name, exact: true }).first().click();
    await page.locator(opened).first().waitFor();
  };

/** The owner's wedding screens with what they open (docs/product/weddings.md#the-owner-answers). */
function weddingDeskScreens(demo: DemoData): Screen[] {
  const wedding = (id: number, name: string, button: string, opened: string): Screen => ({
    url: link.businessWedding(id),
    ready: '.wedding-totals',
    opened: { name, open: opens(button, opened) },
  });
  return [
    ...(demo.pendingWeddingId
      ? [wedding(demo.pendingWeddingId, 'Accept all', 'Accept all', 'dialog[open] form')]
      : []),
    ...(demo.weddingId
      ? [wedding(demo.weddingId, 'the plan editor', 'Edit plan', 'form.plan-editor')]
      : []),
    {
      url: link.businessTab('calendar'),
      ready: '.calendar-grid',
      opened: {
        name: 'the walk-in wedding form',
        open: opens('Walk-in wedding', 'dialog[open] form.calendar-write-form'),
      },
    },
    {
      url: link.businessTab('events'),
      ready: 'tr.wedding-row',
      opened: {
        name: 'a wedding expanded',
        open: async (page) => {
          await page.locator('tr.wedding-row button[aria-expanded="false"]').first().click();
          await page.locator('tr.wedding-event').first().waitFor();
        },
      },
    },
  ];
}

/** Pages anyone may open, with what each shows once its data is in. */
const publicScreens = (demo: DemoData): Screen[] => [
  { url: paths.home },
  { url: paths.homeAlias },
  { url: paths.listings, ready: VENDOR_CARDS },
  { url: link.vendorProfile(demo.slug), ready: '#availability-title' },
  { url: paths.comparePackages, ready: '.vendor-grid article' },
  { url: paths.compareVendors },
  { url: `${paths.compareVendors}?ids=${demo.vendorIds.join(',')}`, ready: 'table' },
  { url: paths.deals },
  { url: paths.search },
  { url: paths.aboutUs },
  { url: paths.contactUs },
  { url: paths.faq },
  { url: paths.privacyPolicy },
  { url: paths.privacy },
  { url: paths.termsConditions },
  { url: paths.terms },
  { url: paths.siteMap },
  { url: paths.accessDenied },
  { url: paths.forgotPassword },
  { url: `${paths.resetPassword}?token=not-a-real-token` },
  { url: paths.resetPassword },
  { url: '/no/such/page' },
];

function visitorScreens(demo: DemoData): Screen[] {
  return [
    ...publicScreens(demo),
    { url: paths.login },
    { url: paths.authLogin },
    { url: paths.signup },
    { url: paths.register },
    { url: paths.businessSignup },
    { url: paths.registerBusiness },
    // Guarded pages that show a visitor a page of their own rather than the sign-in form.
    { url: paths.messages },
    { url: paths.profile },
    { url: paths.customersProfile },
    { url: paths.businessSettings },
  ];
}

function customerScreens(demo: DemoData): Screen[] {
  return [
    { url: paths.home },
    { url: link.vendorProfile(demo.slug), ready: '#availability-title' },
    { url: paths.listings, ready: VENDOR_CARDS },
    ...DASHBOARD_TABS.map(([tab]) => ({
      url: tab === 'overview' ? paths.customerDashboard : `${paths.customerDashboard}?tab=${tab}`,
    })),
    { url: paths.profile },
    { url: paths.customersProfile },
    { url: paths.bookings },
    { url: paths.customerBookings },
    { url: paths.customersBookings },
    { url: paths.customersBookingsApproved },
    receiptScreen(demo),
    // The page a customer returns to from a payment provider: here its own "Checkout not
    // found" for a reference no checkout has.
    { url: link.paymentReturn('no-such-checkout') },
    ...BOOKINGS_PAGE_FILTERS.map((filter) => ({ url: link.customersBookings(filter) })),
    { url: paths.messages },
    { url: paths.notifications },
    { url: paths.changePassword },
    // The demo wedding's page, or the page of one that does not exist (Wedding not found).
    demo.weddingId
      ? { url: link.customerWedding(demo.weddingId), ready: '.card-table' }
      : { url: link.customerWedding(0) },
    // An owner's page: the customer is sent to /access-denied.
    { url: paths.businessHome },
  ];
}

function ownerScreens(demo: DemoData): Screen[] {
  return [
    { url: paths.home },
    ...BUSINESS_TABS.map((tab) => ({
      url: tab === 'home' ? paths.businessHome : link.businessTab(tab),
    })),
    { url: paths.businessDashboard },
    { url: paths.businessAnalytics },
    { url: paths.businessEdit },
    { url: paths.businessUpdateBasicInfo },
    { url: paths.businessProfile },
    { url: paths.businessManage },
    { url: paths.businessAddMedia },
    { url: paths.businessSettings },
    // The demo wedding (at the demo owner's business), or the page's own "Wedding not found".
    demo.weddingId
      ? { url: link.businessWedding(demo.weddingId), ready: '.wedding-totals' }
      : { url: link.businessWedding(0) },
    ...weddingDeskScreens(demo),
    { url: paths.messages },
    { url: paths.notifications },
    { url: paths.changePassword },
    { url: paths.customerDashboard },
    { url: paths.profile },
  ];
}

/** A payment's receipt (docs/product/payments.md#receipts), or the page's own "Payment not found". */
const receiptScreen = (demo: DemoData): Screen =>
  demo.paymentId
    ? { url: link.receipt(demo.paymentId), ready: '.receipt' }
    : { url: link.receipt(0) };

export function screensOf(role: Role, demo: DemoData): Screen[] {
  if (role === 'visitor') return visitorScreens(demo);
  if (role === 'customer') return customerScreens(demo);
  return ownerScreens(demo);
}

/** The route paths (src/config/paths.ts) that no role's list opens. */
export function unopenedPaths(demo: DemoData): string[] {
  const opened = (['visitor', 'customer', 'owner'] as const).flatMap((role) =>
    screensOf(role, demo).map((screen) => new URL(screen.url, 'http://x').pathname),
  );
  return Object.values(paths).filter((pattern) => {
    const route = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
    return !opened.some((pathname) => route.test(pathname));
  });
}
