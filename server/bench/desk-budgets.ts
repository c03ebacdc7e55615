// The offline desk's rows of `npm run bench`, in real Chromium against the bench's
// Baraat server: a fresh owner (signed up through the API, one hall) on a tablet-sized screen
// with the calendar tab open and the service worker installed.
// - 500 walk-ins wait in the outbox, written while offline (test-support/desk-outbox.ts,
//   as the chaos test does); the time from reconnecting until the outbox is empty, then the
//   walk-ins the server holds more than once. Its "bare" figure is the same 500 walk-ins
//   posted one after another by Node straight to the server (no browser, no outbox): what one
//   request per walk-in costs. The device sends them in batches (POST /api/sync/outbox), so
//   it can come in under that figure.
// - The calendar's first paint from Dexie offline: after an online visit (pull done) the page
//   is reloaded with no signal, and the time from navigation start until the month grid with
//   its event dots has been painted is taken (median of 5 reloads).
import { randomUUID } from 'node:crypto';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test-support/chromium';
import {
  type DeskOwner,
  outboxEntries,
  outboxSummary,
  ownerGet,
  putInOutbox,
  signUpDeskOwner,
  walkIn,
} from '../../test-support/desk-outbox';
import type { BenchRow } from './table';

const WALKINS = 500;
const DRAIN_MAX_MS = 5_000;
const FIRST_PAINT_MAX_MS = 500;
const PAINT_RUNS = 5;
const CALENDAR = '/business/home?tab=calendar';

// Runs before the app on every load: notes when the month grid first shows an event dot, once
// the frame holding it has been painted (the task after its animation frame).
const WATCH_MONTH_GRID = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.calendar-grid .calendar-dot')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      window.__monthGridPaintedAt = performance.now();
    }, 0));
  }).observe(document, { childList: true, subtree: true });
`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The calendar open online, its pull done, with the service worker in control. */
async function openCalendar(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${CALENDAR}`);
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.reload();
  await until(
    () => page.evaluate('navigator.serviceWorker.controller?.state ?? "none"'),
    (state) => state === 'activated',
    'service worker',
  );
  await page.getByText(/^Last synced /).waitFor();
  return page;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext, page: Page) {
  await page.unroute('**/api/**');
  await context.setOffline(false);
}

async function drainAfterReconnect(context: BrowserContext, page: Page, owner: DeskOwner) {
  await goOffline(context, page);
  const writes = Array.from({ length: WALKINS }, (_, n) => walkIn(owner.hallId, n));
  await putInOutbox(page, outboxEntries(owner.userId, writes));
  const start = performance.now();
  await goOnline(context, page);
  const left = await until(
    () => outboxSummary(page),
    (summary) => summary.waiting === 0,
    'outbox after reconnect',
  );
  const ms = performance.now() - start;
  if (left.refused.length > 0) throw new Error(`refused: ${left.refused.join('; ')}`);
  return ms;
}

/** The same walk-ins for another owner, each POSTed after the last answer, from Node. */
async function postedInTurn(baseUrl: string) {
  const owner = await signUpDeskOwner(baseUrl, `benchfloor${Date.now().toString(36)}`);
  const start = performance.now();
  for (let n = 0; n < WALKINS; n += 1) {
    const { path, body } = walkIn(owner.hallId, n);
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${owner.token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`walk-in ${n}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
  return performance.now() - start;
}

/** Walk-ins the server holds more than once (each name was queued once). */
async function duplicateWalkIns(baseUrl: string, owner: DeskOwner) {
  const bookings = await ownerGet<OwnerBooking[]>(baseUrl, owner, 'bookings/business-bookings');
  const names = bookings.filter((b) => b.is_walkin).map((b) => b.walkin_customer!.name);
  const distinct = new Set(names).size;
  if (distinct !== WALKINS) throw new Error(`${distinct} of ${WALKINS} walk-ins on the server`);
  return names.length - distinct;
}

async function firstPaintOffline(context: BrowserContext, page: Page) {
  await page.reload();
  await page.getByText(/^Last synced /).waitFor();
  await goOffline(context, page);
  const times: number[] = [];
  for (let run = 0; run < PAINT_RUNS; run += 1) {
    await page.reload();
    times.push(
      await until(
        () => page.evaluate('window.__monthGridPaintedAt') as Promise<number | undefined>,
        (at) => at !== undefined,
        'month grid offline',
      ).then(Number),
    );
  }
  await goOnline(context, page);
  return times.sort((a, b) => a - b)[Math.floor(PAINT_RUNS / 2)]!;
}

export async function measureDeskBudgets(baseUrl: string): Promise<BenchRow[]> {
  const owner = await signUpDeskOwner(baseUrl, `benchdesk${Date.now().toString(36)}`);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({
      viewport: { width: 768, height: 1024 },
      locale: 'en-PK',
      timezoneId: 'Asia/Karachi',
      storageState: {
        cookies: [],
        origins: [{ origin: baseUrl, localStorage: owner.localStorage }],
      },
    });
    await context.addInitScript(WATCH_MONTH_GRID);
    const page = await openCalendar(context, baseUrl);
    // Measured just before the drain, so both see the machine as loaded as it is then.
    const floorMs = await postedInTurn(baseUrl);
    const drainMs = await drainAfterReconnect(context, page, owner);
    const duplicates = await duplicateWalkIns(baseUrl, owner);
    const paintMs = await firstPaintOffline(context, page);
    return [
      {
        figure: `${WALKINS} queued walk-ins drained after reconnect`,
        baraat: Math.round(drainMs),
        bare: Math.round(floorMs),
        unit: 'ms',
        target: { kind: 'max', value: DRAIN_MAX_MS },
      },
      {
        figure: `${WALKINS} queued walk-ins: duplicates on the server`,
        baraat: duplicates,
        bare: null,
        unit: 'walk-ins',
        target: { kind: 'max', value: 0 },
      },
      {
        figure: `calendar first paint from Dexie offline (median of ${PAINT_RUNS})`,
        baraat: Math.round(paintMs),
        bare: null,
        unit: 'ms',
        target: { kind: 'max', value: FIRST_PAINT_MAX_MS },
      },
    ];
  } finally {
    await browser.close();
  }
}
