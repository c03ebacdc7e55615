// Takes a browser context off the network, as a device without signal. Playwright's own
// context.setOffline does that for requests, but Chromium 150 (Debian's, November 2026) leaves
// navigator.onLine true in a document its service worker served while offline, where a phone
// with no signal says false: a reload offline then looks online to the app. So the documents
// of a context taken offline here read navigator.onLine through this init script, which
// answers false while the marker cookie is set, and the browser's own value otherwise.
import type { Browser, BrowserContext } from '@playwright/test';

const MARKER = 'baraat-e2e-offline';

const READ_MARKER = `(() => {
  const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    get() {
      return !document.cookie.split('; ').includes('${MARKER}=1') && own.get.call(this);
    },
  });
})();`;

const prepared = new WeakSet<BrowserContext>();

export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (!prepared.has(context)) {
    prepared.add(context);
    await context.addInitScript(READ_MARKER);
  }
  if (offline) {
    await context.addCookies([{ name: MARKER, value: '1', domain: '127.0.0.1', path: '/' }]);
  } else {
    await context.clearCookies({ name: MARKER });
  }
  await context.setOffline(offline);
}

/**
 * Another device: a browser context of its own, set up as the config sets up a test's, whose
 * documents read navigator.onLine through the switch above from the first one on.
 */
export async function newDevice(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-PK',
    timezoneId: 'Asia/Karachi',
  });
  await setOffline(context, false);
  return context;
}
