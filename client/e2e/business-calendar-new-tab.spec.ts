// A new tab drains at once: after a long spell offline the outbox's entries carry
// the backoff their failed attempts grew (up to a minute and a half). The next page opened
// with signal never hears the browser's `online`, which used to be the only thing that
// ended those waits; its drainer now ends them itself and sends within seconds.
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import {
  outboxEntries,
  outboxSummary,
  ownerGet,
  putInOutbox,
  signUpDeskOwner,
  walkIn,
  walkInName,
} from '../../test-support/desk-outbox';
import { expect, test, unique } from './support/fixtures';
import { setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';

const WALK_INS = 3;

test('changes a long spell offline left waiting are sent within 5 s by the next page opened online', async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await signUpDeskOwner(baseURL!, unique('newtab'));
  await context.addInitScript((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, owner.localStorage);
  await setOffline(context, false);
  await page.goto('/business/home?tab=calendar');
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();

  // Walk-ins logged at the venue with no signal, tried again and again until the tab closed:
  // each got no answer, and its next try is a minute and a half away.
  await setOffline(context, true);
  const writes = Array.from({ length: WALK_INS }, (_, n) => walkIn(owner.hallId, n));
  const waited = outboxEntries(owner.userId, writes).map((entry) => ({
    ...entry,
    attempts: 8,
    next_attempt_at: Date.now() + 90_000,
    last_error: 'No connection',
  }));
  await putInOutbox(page, waited);
  await page.close();

  await setOffline(context, false);
  const tab = await context.newPage();
  const opened = Date.now();
  await tab.goto('/business/home?tab=calendar');
  await expect
    .poll(() => outboxSummary(tab), { timeout: 5000 - (Date.now() - opened), intervals: [100] })
    .toEqual({ waiting: 0, refused: [] });
  console.log(`new tab: the outbox was empty ${Date.now() - opened} ms after the page was opened`);

  const bookings = await ownerGet<OwnerBooking[]>(baseURL!, owner, 'bookings/business-bookings');
  const names = bookings.filter((b) => b.is_walkin).map((b) => b.walkin_customer!.name);
  expect(names.sort()).toEqual(Array.from({ length: WALK_INS }, (_, n) => walkInName(n)).sort());
  // The tab found queued work, so it asked the browser to keep the outbox, and says the answer.
  await expect(tab.getByRole('link', { name: /^All changes synced\./ })).toHaveAccessibleName(
    /^All changes synced\. Last synced .+\. (Saved on this device for good|The browser may clear unsent changes if space runs low)\.$/,
  );
});
