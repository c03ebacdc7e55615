// The calendar's offline writes: walk-ins, a block and a new slot made with no
// signal wait on the device, then reach the real server exactly once; a walk-in another device
// got to first ends as a conflict with the server's words, never dropped silently.
import { formatDate } from '@baraat/shared/domain/format';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';
import { chooseTime, logWalkIn } from './support/walk-in';

const PASSWORD = 'Shaadi#2026';
const HALL = 'Rose Hall';
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());

/** A fresh venue owner with one hall, made through the API. */
async function freshVenue(request: APIRequestContext) {
  const email = `${unique('writes_')}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: unique('writes_'),
      first_name: 'Sana',
      last_name: 'Malik',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: 'Noor Banquet',
      business_description: 'A banquet for 500 guests',
      business_type: 1,
      address: 'Canal Road, Lahore',
      phone: '042-35761234',
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).access_token}` };
  const hall = await request.post('/api/business/halls', {
    headers: auth,
    data: { name: HALL, capacity: 300 },
  });
  expect(hall.status()).toBe(201);
  return { email, auth, hallId: (await hall.json()).business_worker_entity_id as number };
}

async function openCalendar(page: Page, email: string) {
  await page.goto('/login');
  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/business/home?tab=calendar');
  // A tablet at the venue has opened the app before: the service worker holds its code.
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();
}

async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
}

async function goOnline(page: Page) {
  await page.unroute('**/api/**');
  await page.context().setOffline(false);
}

async function walkInsOnServer(request: APIRequestContext, auth: Record<string, string>) {
  const answer = await request.get('/api/bookings/business-bookings', { headers: auth });
  const bookings = (await answer.json()) as {
    is_walkin: boolean;
    walkin_customer: { name: string } | null;
  }[];
  return bookings
    .filter((b) => b.is_walkin)
    .map((b) => b.walkin_customer?.name)
    .sort();
}

async function slotsOnServer(request: APIRequestContext, auth: Record<string, string>) {
  const mine = await (await request.get('/api/business/my-business', { headers: auth })).json();
  const day = today();
  const answer = await request.get(
    `/api/slots/business/${mine.business_id}?start_date=${day}&end_date=${day}`,
    { headers: auth },
  );
  return (await answer.json()) as { start_time: string; end_time: string; is_blocked: boolean }[];
}

test('three walk-ins and a block made offline each reach the server once', async ({
  page,
  request,
}) => {
  const { email, auth } = await freshVenue(request);
  await request.post('/api/slots', {
    headers: auth,
    data: { date: today(), start_time: '20:00', end_time: '21:00' },
  });
  await openCalendar(page, email);
  await expect(page.locator('.calendar-event-time')).toHaveText('8:00 – 9:00 pm');

  await goOffline(page);
  await logWalkIn(page, 'Bilal Ahmed', '10:00', '11:00');
  await expect(
    page.getByText('Walk-in saved on this device. It will sync when the signal returns.'),
  ).toBeVisible();
  await logWalkIn(page, 'Hina Raza', '12:00', '13:30');
  await logWalkIn(page, 'Usman Tariq', '14:15', '15:45');
  await page.locator('.calendar-event').filter({ hasText: '8:00 – 9:00 pm' }).click();
  await page.getByRole('button', { name: 'Block 8:00 – 9:00 pm' }).click();

  await expect(page.getByText('4 changes waiting to sync')).toBeVisible();
  const events = page.locator('.calendar-event');
  await expect(events).toHaveCount(4);
  await expect(events.filter({ hasText: 'Waiting to sync' })).toHaveCount(4);
  await expect(events.filter({ hasText: 'Walk-in' })).toHaveCount(3);
  await expect(events.filter({ hasText: 'Hina Raza · Walk-in' })).toContainText('12:00 – 1:30 pm');

  await goOnline(page);
  await expect(page.getByText(/changes? waiting to sync/)).toBeHidden({ timeout: 15_000 });
  await expect(events.filter({ hasText: 'Waiting to sync' })).toHaveCount(0);
  await expect(events).toHaveCount(4);

  expect(await walkInsOnServer(request, auth)).toEqual(['Bilal Ahmed', 'Hina Raza', 'Usman Tariq']);
  const slots = await slotsOnServer(request, auth);
  expect(slots.map((slot) => `${slot.start_time}-${slot.end_time}`).sort()).toEqual([
    '10:00-11:00',
    '12:00-13:30',
    '14:15-15:45',
    '20:00-21:00',
  ]);
  expect(slots.find((slot) => slot.start_time === '20:00')?.is_blocked).toBe(true);

  await page.reload();
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await expect(events).toHaveCount(4);
});

test('a walk-in another device booked first ends as a conflict, and Discard removes it', async ({
  page,
  request,
}) => {
  const { email, auth, hallId } = await freshVenue(request);
  await openCalendar(page, email);

  await goOffline(page);
  await logWalkIn(page, 'Kamran Ali', '16:00', '18:00');
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  const elsewhere = await request.post('/api/business/walkins', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      date: today(),
      start_time: '16:00',
      end_time: '18:00',
      hall_team: hallId,
      customer_name: 'Other Device',
    },
  });
  expect(elsewhere.status()).toBe(201);

  await goOnline(page);
  const refusal = page.getByRole('alert').filter({ hasText: 'Walk-in was not saved.' });
  await expect(refusal).toContainText(
    `${HALL} already has a slot on ${formatDate(today())}, 4:00 – 6:00 pm`,
    { timeout: 15_000 },
  );
  await expect(refusal.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('.calendar-event').filter({ hasText: 'Kamran Ali' })).toBeVisible();

  await refusal.getByRole('button', { name: 'Discard' }).click();
  await expect(refusal).toBeHidden();
  await expect(page.locator('.calendar-event').filter({ hasText: 'Kamran Ali' })).toHaveCount(0);
  expect(await walkInsOnServer(request, auth)).toEqual(['Other Device']);
});

test('a slot added offline syncs once', async ({ page, request }) => {
  const { email, auth } = await freshVenue(request);
  await openCalendar(page, email);

  await goOffline(page);
  await page.getByRole('button', { name: 'Add Slot' }).click();
  const form = page.getByRole('dialog', { name: 'Add Slot' });
  await chooseTime(page, 'Start time', '19:00');
  await chooseTime(page, 'End time', '20:30');
  await form.getByRole('combobox', { name: 'Hall or team' }).selectOption({ label: HALL });
  await form.getByRole('button', { name: 'Add Slot' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  const slot = page.locator('.calendar-event').filter({ hasText: '7:00 – 8:30 pm' });
  await expect(slot).toContainText('Waiting to sync');
  await expect(slot).toContainText(HALL);

  await goOnline(page);
  await expect(page.getByText('1 change waiting to sync')).toBeHidden({ timeout: 15_000 });
  await expect(slot).not.toContainText('Waiting to sync');
  await slot.click();
  await expect(page.getByRole('button', { name: 'Block 7:00 – 8:30 pm' })).toBeVisible();
  const slots = await slotsOnServer(request, auth);
  expect(slots.map((s) => `${s.start_time}-${s.end_time}`)).toEqual(['19:00-20:30']);
});

test('the walk-in form fits a phone and a tablet, says what is missing and answers the keyboard', async ({
  page,
  request,
}) => {
  const { email } = await freshVenue(request);
  await openCalendar(page, email);
  for (const [width, height] of [
    [360, 740],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    const opener = page.getByRole('button', { name: 'Walk-in', exact: true });
    await opener.click();
    const form = page.getByRole('dialog', { name: 'Walk-in' });
    await expect(form.getByRole('textbox', { name: 'Customer name' })).toBeFocused();
    await form.getByRole('button', { name: 'Save walk-in' }).click();
    await expect(form.getByText('Please fill in all required fields').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const save = await form.getByRole('button', { name: 'Save walk-in' }).boundingBox();
    expect(save!.height).toBeGreaterThanOrEqual(44);
    expect(save!.x + save!.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(opener).toBeFocused();
  }
});
