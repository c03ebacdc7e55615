// Initial JavaScript per route, counted the way a phone pays for it: a fresh browser (no HTTP
// cache, no service worker) opens the route, and every .js the page asked for before the
// route's main content (its h1 inside <main>) appeared is fetched again and gzipped. Script
// that starts downloading after that moment (Dexie, zod, later screens, and on the landing
// pages the query client with what reads, asked for once the heading has painted:
// docs/architecture.md#3-client) is not counted.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test-support/chromium';

export interface Account {
  email: string;
  password: string;
}

export interface JsRoute {
  path: string;
  /** The account whose session is in localStorage before the first load; none for visitors. */
  account?: Account;
  /** The device's language; English unless Urdu is named (client/src/lib/device-language.ts). */
  language?: 'ur';
}

export interface RouteJs {
  path: string;
  language?: 'ur';
  /** gzip bytes of the scripts requested before the main content appeared. */
  gzipBytes: number;
  scripts: string[];
}

// Runs in the page before the app: notes when the route's h1 first appears, in the same
// clock as the resource timings it is compared with.
const WATCH_MAIN_CONTENT = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('#main h1')) {
      window.__mainContentAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const SCRIPTS_BEFORE_MAIN_CONTENT = `
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime <= window.__mainContentAt)
    .map((entry) => entry.name)
    .filter((url) => /\\.m?js(\\?|$)/.test(new URL(url).pathname))
`;

/** The session as the app stores it (client/src/lib/storage.ts), from a sign-in through the API. */
async function sessionStorageFor(baseUrl: string, account: Account) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${account.email}: HTTP ${response.status}`);
  const auth = (await response.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    user: { user_id: number };
  };
  const user = JSON.stringify(auth.user);
  return [
    { name: 'access_token', value: auth.access_token },
    { name: 'refresh_token', value: auth.refresh_token },
    { name: 'token_expires_at', value: String(Date.now() + auth.expires_in * 1000) },
    { name: 'user', value: user },
    { name: 'currentUser', value: user },
    { name: 'userId', value: String(auth.user.user_id) },
  ];
}

async function gzipSizeOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function measureRoute(browser: Browser, baseUrl: string, route: JsRoute): Promise<RouteJs> {
  const localStorage = [
    ...(route.account ? await sessionStorageFor(baseUrl, route.account) : []),
    ...(route.language ? [{ name: 'language', value: route.language }] : []),
  ];
  const context = await browser.newContext({
    // A service worker would answer from its precache on a second visit; each route is a first.
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage }] },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_MAIN_CONTENT);
    await page.goto(`${baseUrl}${route.path}`);
    await page.locator('#main h1').first().waitFor({ timeout: 30_000 });
    if (!new URL(page.url()).pathname.startsWith(route.path.split('?')[0]!)) {
      throw new Error(`${route.path} redirected to ${page.url()}: is the session right?`);
    }
    const scripts = [...new Set((await page.evaluate(SCRIPTS_BEFORE_MAIN_CONTENT)) as string[])];
    const sizes = await Promise.all(scripts.map(gzipSizeOf));
    const gzipBytes = sizes.reduce((sum, size) => sum + size, 0);
    return { path: route.path, language: route.language, gzipBytes, scripts };
  } finally {
    await context.close();
  }
}

export async function measureInitialJs(baseUrl: string, routes: JsRoute[]): Promise<RouteJs[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results: RouteJs[] = [];
    for (const route of routes) results.push(await measureRoute(browser, baseUrl, route));
    return results;
  } finally {
    await browser.close();
  }
}
