// The demo owner, signed in through the form for the page and over the API for the figures a
// spec checks the page against (the demo data is shared by a worker's specs, so figures are
// read when the test runs, never fixed).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_OWNER, DEMO_PASSWORD, expect, signInThroughForm } from './fixtures';

export async function ownerApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO_OWNER.email, password: DEMO_PASSWORD },
  });
  const token = (await login.json()).access_token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const business = await (await request.get('/api/business/my-business', { headers })).json();
  return {
    business,
    get: async (path: string) => (await request.get(`/api${path}`, { headers })).json(),
  };
}

export async function signInAsOwner(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await expect(page).toHaveURL(/\/business\/home$/);
}

/** Wide tables and the tab strip scroll inside their own boxes; the page itself never does. */
export const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The number in a figure as shown ("Rs 151,000" → 151000). */
export const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The amount of the figure labelled `label` in a list of figures ("Rs 151,000 Outstanding"). */
export const figureOf = async (figures: Locator, label: string) =>
  digits(
    await figures.getByRole('listitem').filter({ hasText: label }).locator('strong').textContent(),
  );
