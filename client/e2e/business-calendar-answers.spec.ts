// The calendar's answers: a fresh venue owner accepts and rejects requests from
// the event modal with no signal and the server holds each once; a slot deleted offline that
// another device booked meanwhile ends as a conflict with the server's text; Bulk Create
// shows its summary, says when there is no signal, and its slots appear on the calendar.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

const PASSWORD = 'Shaadi#2026';
const REFUSED_DELETE =
  'This slot has an accepted booking and cannot be deleted. Cancel the booking first.';

const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
const addDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Letters only, so the name reads as a name and no other test's matches it. */
const surname = () => `Test${unique('').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** A fresh marquee with one hall, signed up through the API. */
async function freshVenue(request: APIRequestContext) {
  const email = `${unique('ans_')}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: unique('ans_'),
      first_name: 'Sana',
      last_name: 'Malik',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: 'Noor Marquee',
      business_description: 'A marquee for 500 guests',
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
    data: { name: 'Hall A', capacity: 500 },
  });
  expect(hall.status()).toBe(201);
  const hallId = (await hall.json()).business_worker_entity_id as number;
  let mapping = 0;
  const slot = async (date: string, start_time: string, end_time: string, worker_id?: number) => {
    const made = await request.post('/api/slots', {
      headers: auth,
      data: { date, start_time, end_time, ...(worker_id ? { worker_id } : {}) },
    });
    expect(made.status()).toBe(201);
    const body = await made.json();
    mapping = body.user_business_mapping_id;
    return body.slot_id as number;
  };
  /** The venue's slots of one day, as the server holds them. */
  const slotsOn = async (date: string) =>
    (await (
      await request.get(`/api/slots/business/${mapping}?start_date=${date}&end_date=${date}`, {
        headers: auth,
      })
    ).json()) as { slot_id: number; start_time: string; is_reserved: boolean }[];
  return { email, auth, hallId, slot, slotsOn };
}

async function requestFrom(request: APIRequestContext, slotId: number) {
  const lastName = surname();
  const username = unique('guest_');
  const signup = await request.post('/api/auth/signup/customer', {
    data: {
      username,
      email: `${username}@example.pk`,
      password: PASSWORD,
      first_name: 'Noor',
      last_name: lastName,
      city_id: 1,
    },
  });
  const token = (await signup.json()).access_token as string;
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { slot_id: slotId, event_type_id: 1, message: `Baraat of the ${lastName} family` },
  });
  expect(booked.status()).toBe(201);
  return { name: `Noor ${lastName}`, bookingId: (await booked.json()).booking_id as number };
}

/** Opens the calendar tab and chooses `date`'s day (moving a month on when needed). */
async function openCalendarOn(page: Page, email: string, date: string) {
  await page.goto('/login');
  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/business/home?tab=calendar');
  // The worker holds the modals' code, so they open after the signal goes.
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  if (date.slice(0, 7) !== todayIso().slice(0, 7)) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page
    .locator('.calendar-day:not(.calendar-day-out)')
    .filter({ hasText: new RegExp(`^${Number(date.slice(8))}(\\D|$)`) })
    .click();
}

async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
}

async function goOnline(page: Page) {
  await page.unroute('**/api/**');
  await page.context().setOffline(false);
}

const waiting = (page: Page) => page.getByText(/^\d+ changes? waiting to sync$/);

test('requests accepted and rejected with no signal reach the server once', async ({
  page,
  request,
}) => {
  const venue = await freshVenue(request);
  const day = addDay(todayIso(), 1);
  const accepted = await requestFrom(request, await venue.slot(day, '18:00', '22:00'));
  const rejected = await requestFrom(request, await venue.slot(day, '10:00', '13:00'));
  await openCalendarOn(page, venue.email, day);
  const events = page.locator('.calendar-event');
  await expect(events).toHaveCount(2);

  await goOffline(page);
  await events.filter({ hasText: accepted.name }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Customer', { exact: true })).toBeVisible();
  // The form starts on the venue's free hall, so Accept needs no extra step.
  await expect(dialog.getByRole('combobox', { name: 'Hall' })).toHaveValue(String(venue.hallId));
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  const acceptedRow = events.filter({ hasText: accepted.name });
  await expect(acceptedRow.locator('.calendar-chip')).toHaveText('Booking');
  await expect(acceptedRow).toContainText('Waiting to sync');

  await events.filter({ hasText: rejected.name }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Rejecting a request requires a reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fully booked that morning');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
  // A row still waiting offers no further answer.
  await acceptedRow.click();
  await expect(page.getByRole('dialog').getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await goOnline(page);
  await expect(waiting(page)).toBeHidden({ timeout: 15_000 });
  await expect(acceptedRow).not.toContainText('Waiting to sync');
  const bookings = (await (
    await request.get('/api/bookings/business-bookings', { headers: venue.auth })
  ).json()) as {
    booking_id: number;
    status: string;
    worker_assigned_id: number | null;
    decline_reason: string | null;
  }[];
  expect(bookings).toHaveLength(2);
  expect(bookings.find((b) => b.booking_id === accepted.bookingId)).toMatchObject({
    status: 'verified',
    worker_assigned_id: venue.hallId,
  });
  expect(bookings.find((b) => b.booking_id === rejected.bookingId)).toMatchObject({
    status: 'declined',
    decline_reason: 'Fully booked that morning',
  });
});

test('a slot deleted offline that was booked meanwhile ends as a conflict with Retry and Discard', async ({
  page,
  request,
}) => {
  const venue = await freshVenue(request);
  const day = addDay(todayIso(), 1);
  const slotId = await venue.slot(day, '12:00', '15:00');
  await openCalendarOn(page, venue.email, day);
  await goOffline(page);
  await page.locator('.calendar-event').filter({ hasText: '12:00 – 3:00 pm' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText('Are you sure you want to delete this slot?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete slot' }).click();
  await expect(page.locator('.calendar-event')).toHaveCount(0);
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  // Another device: a customer asks for the slot and the owner accepts it there.
  const booking = await requestFrom(request, slotId);
  const approve = await request.patch(`/api/bookings/${booking.bookingId}/approve`, {
    headers: venue.auth,
    data: { hall_id: venue.hallId },
  });
  expect(approve.status()).toBe(200);

  await goOnline(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Delete slot was not saved.' });
  await expect(alert).toContainText(REFUSED_DELETE, { timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await alert.getByRole('button', { name: 'Discard' }).click();
  await expect(alert).toBeHidden();
  await expect(
    page.locator('.calendar-event').filter({ hasText: '12:00 – 3:00 pm' }),
  ).toBeVisible();
  expect(await venue.slotsOn(day)).toEqual([
    expect.objectContaining({ slot_id: slotId, is_reserved: true }),
  ]);
});

test('Bulk Create shows its summary, keeps the input with no signal, and its slots appear', async ({
  page,
  request,
}) => {
  const venue = await freshVenue(request);
  const today = todayIso();
  const first = addDay(today, 1);
  // Hall A already has a slot on the first day: that one is skipped, with the reason.
  await venue.slot(first, '10:00', '11:00', venue.hallId);
  await openCalendarOn(page, venue.email, first);
  await page.getByRole('button', { name: 'Bulk Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Create' });
  await dialog.getByLabel('Start date').fill(first);
  await dialog.getByLabel('End date').fill(addDay(first, 2));
  await dialog.getByRole('button', { name: 'Create slots' }).click();
  await expect(
    dialog.getByText(
      'Please fill in all required fields, select at least one day, and select at least one hall/team',
    ),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Hall A' }).check();
  await dialog.getByRole('button', { name: 'Add time slot' }).click();
  await dialog.getByLabel('Start 2').fill('18:00');
  await dialog.getByLabel('End 2').fill('17:00');
  await expect(
    dialog.getByText('Time slot 2: End time (5:00 pm) must be after start time (6:00 pm)'),
  ).toBeVisible();
  await dialog.getByLabel('End 2').fill('22:00');
  const summary = dialog.getByRole('region', { name: /^Summary/ });
  await expect(summary.getByRole('heading')).toHaveText('Summary: 6 slots');
  await expect(summary).toContainText('3 days');
  await expect(summary).toContainText('Hall A');
  await expect(summary).toContainText('9:00 am – 5:00 pm, 6:00 – 10:00 pm');

  await goOffline(page);
  await dialog.getByRole('button', { name: 'Create slots' }).click();
  await expect(dialog.getByText(/^No connection: Bulk Create needs the network/)).toBeVisible();
  await expect(dialog.getByLabel('End 2')).toHaveValue('22:00');
  await goOnline(page);
  await dialog.getByRole('button', { name: 'Create slots' }).click();
  await expect(dialog.getByText('5 slots created.')).toBeVisible();
  await expect(dialog.getByText('1 slot skipped')).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: '9:00 am – 5:00 pm Hall A:' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('.calendar-event-time')).toHaveText([
    '10:00 – 11:00 am',
    '6:00 – 10:00 pm',
  ]);
  expect((await venue.slotsOn(addDay(first, 1))).map((slot) => slot.start_time)).toEqual([
    '09:00',
    '18:00',
  ]);
});

test('the event modal and Bulk Create fit 360 px and answer the keyboard', async ({
  page,
  request,
}) => {
  const venue = await freshVenue(request);
  const day = addDay(todayIso(), 1);
  await venue.slot(day, '16:00', '18:00');
  await page.setViewportSize({ width: 360, height: 740 });
  await openCalendarOn(page, venue.email, day);
  const fits = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );

  const row = page.locator('.calendar-event');
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Available 4:00 – 6:00 pm');
  expect(await fits()).toBe(true);
  const block = dialog.getByRole('button', { name: 'Block 4:00 – 6:00 pm' });
  expect((await block.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();

  await page.getByRole('button', { name: 'Bulk Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Bulk Create' })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.screenshot({ path: test.info().outputPath('calendar-bulk-create-360.png') });
});
