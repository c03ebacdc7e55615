// Every worker gets its own server and database; `baseURL` points at it. Tests create the
// accounts they need (names are unique per run) or use the seeded demo accounts.
import { test as base, expect, type Page } from '@playwright/test';
import { type RunningServer, startServer } from './server';

export const DEMO_PASSWORD = 'Baraat#2026';
export const DEMO_CUSTOMER = { email: 'customer@baraat.pk', firstName: 'Ayesha' };
export const DEMO_OWNER = { email: 'owner@baraat.pk', businessName: 'Shalimar Marquee' };

export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture needs from this pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

let counter = 0;
/** A name no other test of this run uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid}${counter}`;
}

/** A date field shows its YYYY-MM-DD value day first: 2026-12-03 as 03/12/2026. */
export const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/** Signs in through the sign-in screen and waits for the redirect away from it. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
}
