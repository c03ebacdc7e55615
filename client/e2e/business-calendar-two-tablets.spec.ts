// Two tablets of one venue agree within seconds: tablet A logs walk-ins with no
// signal while tablet B stays online; once A has signal again, A sends them, the server
// announces the change over /ws (calendar_changed) and B pulls at once, so both show the
// server's calendar within 5 s, instead of B waiting for its next 30-second refresh.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatTimeRange } from '@baraat/shared/domain/format';
import type { CalendarSync } from '@baraat/shared/schemas/sync';
import type { Browser, Page } from '@playwright/test';
import {
  DESK_PASSWORD,
  type DeskOwner,
  ownerGet,
  signUpDeskOwner,
} from '../../test-support/desk-outbox';
import { eventsOfSlot, hallNames } from '../src/features/calendar/calendar-month';
import { expect, signInThroughForm, test, unique } from './support/fixtures';
import { newDevice, setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';
import { logWalkIn } from './support/walk-in';

const WALK_INS = [
  ['Bilal Ahmed', '10:00', '11:00'],
  ['Hina Raza', '12:00', '13:30'],
  ['Usman Tariq', '14:15', '15:45'],
] as const;

/** A tablet of the owner: its own browser, signed in, the calendar open and its code kept. */
async function openTablet(browser: Browser, baseURL: string, owner: DeskOwner) {
  const context = await newDevice(browser, baseURL, { width: 1024, height: 768 });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, owner.email, DESK_PASSWORD);
  await page.goto('/business/home?tab=calendar');
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  // The live channel is up: the header's messages link has lost its offline dot.
  await expect(page.locator('.live-offline')).toHaveCount(0);
  return { context, page };
}

/** Today's events as a tablet lists them: time, title, and whether they wait to sync. */
const shownToday = (page: Page) =>
  page.locator('.calendar-event').evaluateAll((buttons) =>
    buttons
      .map((button) => {
        const time = button.querySelector('.calendar-event-time')?.textContent;
        const title = button.querySelector('.calendar-event-title')?.textContent;
        const waiting = button.textContent?.includes('Waiting to sync') ? ' (waiting)' : '';
        return `${time} ${title}${waiting}`;
      })
      .sort(),
  );

/** Today's events as the server's calendar (GET /api/sync/calendar) makes them. */
async function serverToday(baseURL: string, owner: DeskOwner) {
  const calendar = await ownerGet<CalendarSync>(baseURL, owner, 'sync/calendar');
  const today = todayInPakistan();
  return calendar.slots
    .filter((slot) => slot.date === today)
    .flatMap((slot) =>
      eventsOfSlot(
        slot,
        calendar.bookings.filter((booking) => booking.slot_id === slot.slot_id),
        hallNames(calendar.workers),
      ),
    )
    .map((event) => `${formatTimeRange(event.start_time, event.end_time)} ${event.title}`)
    .sort();
}

test('walk-ins one tablet logged offline show on both tablets as on the server within 5 s of its return', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await signUpDeskOwner(baseURL!, unique('tablets'));
  const a = await openTablet(browser, baseURL!, owner);
  const b = await openTablet(browser, baseURL!, owner);

  await setOffline(a.context, true);
  for (const [name, start, end] of WALK_INS) await logWalkIn(a.page, name, start, end);
  await expect(a.page.getByText('3 changes waiting to sync')).toBeVisible();
  expect(await serverToday(baseURL!, owner)).toEqual([]);
  expect(await shownToday(b.page)).toEqual([]);

  await setOffline(a.context, false);
  const back = Date.now();
  const names = WALK_INS.map(([name]) => name);
  await expect
    .poll(
      async () => {
        const server = await serverToday(baseURL!, owner);
        return {
          walkInsOnServer: names.filter((name) => server.some((event) => event.includes(name))),
          tabletA: (await shownToday(a.page)).join('\n') === server.join('\n'),
          tabletB: (await shownToday(b.page)).join('\n') === server.join('\n'),
        };
      },
      { timeout: 5000, intervals: [100] },
    )
    .toEqual({ walkInsOnServer: names, tabletA: true, tabletB: true });
  console.log(
    `two tablets: both showed the server's calendar ${Date.now() - back} ms after A's return`,
  );

  await a.context.close();
  await b.context.close();
});
