// A phone and a tablet, and a test whose `openAs` puts its page at one of them, signed in as
// the demo owner or customer (the session in localStorage, as the app keeps it), on a screen.
import { storageStateOf } from './audit';
import { test as base } from './fixtures';

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 1024, height: 768 };

export const test = base.extend<{
  openAs: (role: 'owner' | 'customer', size: typeof PHONE, url: string) => Promise<void>;
}>({
  openAs: async ({ page, request, baseURL }, use) => {
    await use(async (role, size, url) => {
      await page.setViewportSize(size);
      const state = await storageStateOf(request, baseURL!, role);
      await page.goto('/about_us');
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, state.origins[0]!.localStorage);
      await page.goto(url);
    });
  },
});
