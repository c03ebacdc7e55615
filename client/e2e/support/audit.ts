// The every-screen audit of one page: waits for the screen's data, then collects what fails —
// axe's serious and critical WCAG 2.0/2.1 A and AA violations, the layout checks, and every
// console error or uncaught exception since the screen was opened.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_PASSWORD, expect } from './fixtures';
import { layoutProblems } from './layout-checks';
import type { DemoData, Role, Screen } from './screens';
import { URDU_STORAGE } from './urdu';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Console errors and uncaught exceptions, kept until taken. */
export function watchConsole(page: Page) {
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return () => {
    const taken = errors;
    errors = [];
    return taken;
  };
}

/** Opens the screen and waits until its heading and data show and nothing is loading. */
export async function openScreen(page: Page, screen: Screen) {
  await page.goto(screen.url);
  const main = page.locator('main');
  await expect(main.locator('h1, h2').first()).toBeVisible();
  if (screen.ready) await expect(page.locator(screen.ready).first()).toBeVisible();
  await settled(page);
}

/** Nothing on the page is loading any more, and its fonts are in: in Urdu, its own faces,
 * which come after the first screen has painted (client/src/lib/urdu-fonts.ts). */
export async function settled(page: Page) {
  await expect(page.locator('.spinner:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  await page.waitForFunction(() => {
    if (document.documentElement.lang !== 'ur') return true;
    let nastaliq = false;
    document.fonts.forEach((face) => {
      nastaliq ||= face.family.includes('Nastaliq');
    });
    return nastaliq;
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export async function auditProblems(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself; the default (runPartial, then finishRun in a
  // new blank page) opens a page per call, which doubled the audit's time. Baraat has no
  // cross-origin frames, the one thing only the default mode reaches.
  const axe = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const violations = axe.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `axe ${violation.id} (${violation.impact}): ${node.target.join(' ')}`,
      ),
    );
  return [...violations, ...(await layoutProblems(page))];
}

interface Auth {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  user: { user_id: number };
}

async function signIn(request: APIRequestContext, role: 'customer' | 'owner'): Promise<Auth> {
  const email = role === 'owner' ? DEMO_OWNER.email : DEMO_CUSTOMER.email;
  const login = await request.post('/api/auth/login', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()) as Auth;
}

/** The session the app keeps in localStorage, signed in over the API as a demo account. */
/** The role's session, and with `inUrdu` the device's language, as the app keeps them. */
export async function storageStateOf(
  request: APIRequestContext,
  baseURL: string,
  role: Role,
  inUrdu = false,
) {
  const language = inUrdu ? [URDU_STORAGE] : [];
  if (role === 'visitor') {
    return { cookies: [], origins: [{ origin: baseURL, localStorage: language }] };
  }
  const auth = await signIn(request, role);
  const user = JSON.stringify(auth.user);
  const localStorage = [
    { name: 'access_token', value: auth.access_token },
    { name: 'refresh_token', value: auth.refresh_token },
    { name: 'token_expires_at', value: String(Date.now() + auth.expires_in * 1000) },
    { name: 'user', value: user },
    { name: 'currentUser', value: user },
    { name: 'userId', value: String(auth.user.user_id) },
    ...language,
  ];
  return { cookies: [], origins: [{ origin: baseURL, localStorage }] };
}

/** The demo vendors the screens show: the demo owner's profile and three to compare. */
export async function demoData(request: APIRequestContext): Promise<DemoData> {
  const search = await request.get('/api/listings/search?limit=3');
  expect(search.ok()).toBe(true);
  const found = (await search.json()).businesses as { business_id: number }[];
  const owned = await request.get('/api/business/my-business', {
    headers: { Authorization: `Bearer ${(await signIn(request, 'owner')).access_token}` },
  });
  expect(owned.ok()).toBe(true);
  const weddings = await request.get('/api/weddings', {
    headers: { Authorization: `Bearer ${(await signIn(request, 'customer')).access_token}` },
  });
  expect(weddings.ok()).toBe(true);
  const [wedding] = (await weddings.json()) as { wedding_id: number }[];
  const payments = await request.get('/api/payments/my-payments?limit=1', {
    headers: { Authorization: `Bearer ${(await signIn(request, 'customer')).access_token}` },
  });
  expect(payments.ok()).toBe(true);
  const [payment] = (await payments.json()) as { payment_id: number }[];
  return {
    slug: ((await owned.json()) as { slug: string }).slug,
    vendorIds: found.map((vendor) => vendor.business_id),
    weddingId: wedding?.wedding_id ?? null,
    paymentId: payment?.payment_id ?? null,
  };
}
