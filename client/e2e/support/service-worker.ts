import { expect, type Page } from '@playwright/test';

/** Waits until a service worker is active and controls the page (after one reload). */
export async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'))
    .toBe('activated');
}
