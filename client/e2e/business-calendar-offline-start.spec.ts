// The desk's offline start: an owner who had the calendar open online reloads it
// with no signal. The month and its events come from the device at once: no error, no retry
// prompt and no "not saved on this device" shows on the way, not even for a frame, and the
// owner's business is read from the device without a request that could only fail.
import { randomUUID } from 'node:crypto';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { addSlot, signUpDeskOwner, walkIn } from '../../test-support/desk-outbox';
import { expect, test, unique } from './support/fixtures';
import { setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';

// Runs before the app on every load: keeps the text of anything alarming that shows, however
// briefly (an error alert, the router's error page, a part of the app missing offline).
const WATCH_FOR_ERRORS = `
  window.__errorsSeen = [];
  new MutationObserver(() => {
    for (const node of document.querySelectorAll('.alert-error, .alert-warning, #router-error-title')) {
      const text = node.textContent.trim();
      if (!window.__errorsSeen.includes(text)) window.__errorsSeen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

test('the calendar opened online reopens with no signal: the month and its events, no error on the way', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await signUpDeskOwner(baseURL!, unique('paint'));
  const today = todayInPakistan();
  await addSlot(baseURL!, owner, today);
  const walkin = await request.post('/api/business/walkins', {
    headers: { Authorization: `Bearer ${owner.token}`, 'Idempotency-Key': randomUUID() },
    data: {
      ...(walkIn(owner.hallId, 0).body as object),
      date: today,
      start_time: '20:00',
      end_time: '21:00',
    },
  });
  expect(walkin.status()).toBe(201);

  await context.addInitScript((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, owner.localStorage);
  await context.addInitScript(WATCH_FOR_ERRORS);
  await page.goto('/business/home?tab=calendar');
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await expect(page.locator('.calendar-event-time')).toHaveText([
    '8:00 – 9:00 pm',
    '11:00 – 11:45 pm',
  ]);

  await setOffline(context, true);
  const asked: string[] = [];
  await page.route('**/api/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noor Lawn');
    await expect(page.locator('.calendar-day')).toHaveCount(42);
    await expect(page.locator('.calendar-day-today')).toHaveAccessibleName(/: 2 events$/);
    await expect(page.locator('.calendar-day-today .calendar-dot')).toHaveCount(2);
    await expect(page.locator('.calendar-event-time')).toHaveText([
      '8:00 – 9:00 pm',
      '11:00 – 11:45 pm',
    ]);
    await expect(
      page.getByText('Offline — showing the calendar saved on this device'),
    ).toBeVisible();
    await expect(page.getByText(/^Last synced /)).toBeVisible();

    expect(await page.evaluate('window.__errorsSeen')).toEqual([]);
    expect(asked).not.toContain('/api/business/my-business');
  } finally {
    await page.unroute('**/api/**');
    await setOffline(context, false);
  }
});
