// Every screen's code, loaded on demand. The router loads a screen when it is navigated to;
// main.tsx, which runs before React and the router have downloaded, starts loading the screen
// of the address being opened (and the data it will ask for first), so the two downloads run
// side by side instead of one after the other.
import { paths } from '../config/paths';
import { listingsQueryOf, listingsSearchUrl } from '../features/listings/search-address';
import { vendorProfileUrl } from '../features/vendors/profile-address';
import { startEarlyFetch } from '../lib/early-fetch';

export interface ScreenModule {
  default: React.ComponentType;
  /** Starts loading the screen's own lazy parts that the address names (the desk's ?tab=). */
  preloadParts?: (search: string) => Promise<unknown>;
  /** Loads the screen's parts that read (app/reading-part.tsx), which a navigation waits for. */
  preloadReads?: () => Promise<unknown>;
}

export type Screen = () => Promise<ScreenModule>;

export const screens = {
  home: () => import('./routes/home'),
  listings: () => import('./routes/listings'),
  vendorProfile: () => import('./routes/vendor-profile'),
  comparePackages: () => import('./routes/compare-packages'),
  compareVendors: () => import('./routes/compare-vendors'),
  deals: () => import('./routes/deals'),
  search: () => import('./routes/search'),
  aboutUs: () => import('./routes/about-us'),
  contactUs: () => import('./routes/contact-us'),
  faq: () => import('./routes/faq'),
  privacyPolicy: () => import('./routes/privacy-policy'),
  termsConditions: () => import('./routes/terms-conditions'),
  accessDenied: () => import('./routes/access-denied'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  businessSignup: () => import('./routes/business-signup'),
  customerProfile: () => import('./routes/customer-profile'),
  customerBookings: () => import('./routes/customer-bookings'),
  customerDashboard: () => import('./routes/customer-dashboard'),
  customerWedding: () => import('./routes/customer-wedding'),
  changePassword: () => import('./routes/change-password'),
  notifications: () => import('./routes/notifications'),
  messages: () => import('./routes/messages'),
  businessHome: () => import('./routes/business-home'),
  businessAnalytics: () => import('./routes/business-analytics'),
  businessEdit: () => import('./routes/business-edit'),
  businessManage: () => import('./routes/business-manage'),
  businessAddMedia: () => import('./routes/business-add-media'),
  businessSettings: () => import('./routes/business-settings'),
  businessWedding: () => import('./routes/business-wedding'),
  receipt: () => import('./routes/receipt'),
  paymentReturn: () => import('./routes/payment-return'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, Screen>;

type Params = Record<string, string>;

interface FirstRequest {
  /** From the path's parameters and the address's query. */
  url: (params: Params, search: URLSearchParams) => string;
  /** Called with the answer as soon as it arrives. */
  onJson?: (json: unknown) => void;
}

/** The profile's cover is its largest paint: fetched as soon as its address is known. */
function preloadCover(json: unknown): void {
  const cover = (json as { thumbnail_url?: unknown }).thumbnail_url;
  if (typeof cover !== 'string') return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', href: cover });
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The screens worth starting before the router: the pages people land on. */
const LANDINGS: [string, Screen, FirstRequest?][] = [
  [paths.home, screens.home],
  [paths.homeAlias, screens.home],
  [
    paths.listings,
    screens.listings,
    { url: (_, search) => listingsSearchUrl(listingsQueryOf(search)) },
  ],
  [
    paths.vendorProfile,
    screens.vendorProfile,
    {
      url: ({ slug }) => vendorProfileUrl(slug!),
      onJson: preloadCover,
    },
  ],
  [paths.customerDashboard, screens.customerDashboard],
  [paths.businessHome, screens.businessHome],
  [paths.comparePackages, screens.comparePackages],
  [paths.compareVendors, screens.compareVendors],
  [paths.search, screens.search],
];

function match(pattern: string, pathname: string): Params | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${source}/?$`).exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}

function landingAt(pathname: string) {
  for (const [pattern, screen, firstRequest] of LANDINGS) {
    const params = match(pattern, pathname);
    if (params) return { screen, firstRequest, params };
  }
  return undefined;
}

/** A screen's code and the parts of it that `search` names; failures are the router's to show. */
function preloadScreen(screen: Screen, search: string): void {
  screen()
    .then((module) => module.preloadParts?.(search))
    .catch(() => undefined);
}

/**
 * The landing pages that paint before the query client has come (app/query-provider.tsx):
 * the home page reads nothing; the others' parts that read (app/reading-part.tsx), and the
 * header's signed-in half with its unread counts, load after the first paint.
 */
const PAINT_BEFORE_READS = [
  paths.home,
  paths.homeAlias,
  paths.listings,
  paths.vendorProfile,
  paths.customerDashboard,
  paths.businessHome,
];

/** Whether the first paint at `pathname` waits for the query client and what reads. */
export function readsAtFirstPaint(pathname: string): boolean {
  return PAINT_BEFORE_READS.every((pattern) => match(pattern, pathname) === null);
}

/**
 * Starts loading the screen at `pathname`, and its first request, if it is a landing page;
 * its parts (which read) too unless it paints before it reads.
 */
export function preloadLanding(pathname: string, search: string): void {
  const landing = landingAt(pathname);
  if (!landing) return;
  if (readsAtFirstPaint(pathname)) preloadScreen(landing.screen, search);
  else landing.screen().catch(() => undefined);
  const { firstRequest, params } = landing;
  if (firstRequest) {
    startEarlyFetch(firstRequest.url(params, new URLSearchParams(search)), firstRequest.onJson);
  }
}

/**
 * Starts loading the screen a link leads to when the pointer, a finger or the focus reaches
 * it, so the click finds the code there (the data is still asked for on arrival).
 */
export function preloadOnIntent(): void {
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    const landing = landingAt(anchor.pathname);
    if (landing) preloadScreen(landing.screen, anchor.search);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { passive: true });
  }
}
