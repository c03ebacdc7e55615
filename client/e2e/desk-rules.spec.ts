// The desk's rules in real Chromium against the real server: a marquee
// records and edits hundreds of guests up to its hall's capacity, and is told beside the field
// when it asks for more; Bulk Create turns a typed 09:10 into 09:15 and names its slots after
// their hall; reading a conversation clears its notification from the bell, live.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';

const PASSWORD = 'Shaadi#2026';
const HALL = 'Shalimar Hall';
const OVER_CAPACITY = 'Number of people must be at most 400, the capacity of Shalimar Hall';

const todayIso = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
const addDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Letters only, so the name reads as a name and no other test's matches it. */
const surname = () => `Test${unique('').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** A fresh marquee whose one hall, Shalimar Hall, holds 400; signed up through the API. */
async function freshVenue(request: APIRequestContext) {
  const email = `${unique('rules_')}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: unique('rules_'),
      first_name: 'Imran',
      last_name: 'Ali',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: 'Noor Marquee',
      business_description: 'A marquee for 400 guests',
      business_type: 1,
      address: 'Canal Road, Lahore',
      phone: '042-35761234',
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const body = await signup.json();
  const auth = { Authorization: `Bearer ${body.access_token}` };
  const hall = await request.post('/api/business/halls', {
    headers: auth,
    data: { name: HALL, capacity: 400 },
  });
  expect(hall.status()).toBe(201);
  return {
    email,
    auth,
    userId: body.user.user_id as number,
    hallId: (await hall.json()).business_worker_entity_id as number,
  };
}

async function signUpCustomer(request: APIRequestContext, firstName: string) {
  const username = unique('rules_guest_');
  const lastName = surname();
  const signup = await request.post('/api/auth/signup/customer', {
    data: {
      username,
      email: `${username}@example.pk`,
      password: PASSWORD,
      first_name: firstName,
      last_name: lastName,
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).access_token as string;
  return { auth: { Authorization: `Bearer ${token}` }, name: `${firstName} ${lastName}` };
}

async function signIn(page: Page, email: string, then: string) {
  await page.goto('/login');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/business\/home$/);
  await page.goto(then);
}

test('a 350-guest booking in a 400-capacity hall is edited; 450 is refused beside the field', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const venue = await freshVenue(request);
  const slot = await request.post('/api/slots', {
    headers: venue.auth,
    data: { date: addDay(todayIso(), 3), start_time: '18:00', end_time: '23:00' },
  });
  const customer = await signUpCustomer(request, 'Sana');
  const booked = await request.post('/api/bookings', {
    headers: customer.auth,
    data: { slot_id: (await slot.json()).slot_id, event_type_id: 1, number_of_people: 350 },
  });
  expect(booked.status()).toBe(201);
  const approved = await request.patch(
    `/api/bookings/${(await booked.json()).booking_id}/approve`,
    {
      headers: venue.auth,
      data: { hall_id: venue.hallId },
    },
  );
  expect(approved.status()).toBe(200);

  await signIn(page, venue.email, '/business/home?tab=events');
  await page.getByRole('button', { name: /^Verified \(\d+\)$/ }).click();
  const row = page.getByRole('row').filter({ hasText: customer.name });
  await expect(row).toContainText('350 people');
  await row.getByRole('button', { name: `Details ${customer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request from ${customer.name}` });
  const people = dialog.getByRole('spinbutton', { name: 'Number of people' });
  await people.fill('380');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Booking details updated successfully')).toBeVisible();
  await expect(row).toContainText('380 people');

  await row.getByRole('button', { name: `Details ${customer.name}` }).click();
  await people.fill('450');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's words beside the field; the dialog stays with what was typed.
  await expect(dialog.locator('.field-error')).toHaveText(OVER_CAPACITY);
  await expect(people).toHaveAttribute('aria-invalid', 'true');
  await expect(people).toHaveValue('450');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('380 people');
});

test('a 120-guest walk-in is logged; 450 in a 400-capacity hall is refused naming it', async ({
  page,
  request,
}) => {
  const venue = await freshVenue(request);
  await signIn(page, venue.email, '/business/home?tab=calendar');
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Walk-in' });
  await form.getByRole('textbox', { name: 'Customer name' }).fill('Bilal Ahmed');
  await expect(form.getByRole('combobox', { name: 'Hall or team' })).toHaveValue(
    String(venue.hallId),
  );
  const people = form.getByRole('spinbutton', { name: 'Number of people' });
  await people.fill('450');
  await form.getByRole('button', { name: 'Save walk-in' }).click();
  await expect(form.locator('.field-error')).toHaveText(OVER_CAPACITY);
  await expect(form.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Bilal Ahmed');

  await people.fill('120');
  await form.getByRole('button', { name: 'Save walk-in' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('.calendar-event').filter({ hasText: 'Bilal Ahmed' })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await request.get('/api/bookings/business-bookings', { headers: venue.auth });
      return ((await answer.json()) as { is_walkin: boolean; number_of_people: number }[])
        .filter((booking) => booking.is_walkin)
        .map((booking) => booking.number_of_people);
    })
    .toEqual([120]);
});

test('Bulk Create turns a typed 09:10 into 09:15 and names each slot after its hall', async ({
  page,
  request,
}) => {
  const venue = await freshVenue(request);
  const day = addDay(todayIso(), 2);
  await signIn(page, venue.email, '/business/home?tab=calendar');
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await page.getByRole('button', { name: 'Bulk Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Create' });
  await dialog.getByLabel('Start date').fill(day);
  await dialog.getByLabel('End date').fill(day);
  await dialog.getByRole('checkbox', { name: HALL }).check();
  const start = dialog.getByLabel('Start 1');
  await start.fill('09:10');
  const summary = dialog.getByRole('region', { name: /^Summary/ });
  await expect(summary).toContainText('9:15 am – 5:00 pm');
  // Tab moves between the hour and minute of a time input: the owner taps the next field.
  await dialog.getByLabel('End 1').click();
  await expect(start).toHaveValue('09:15');
  await expect(dialog.getByText('Minutes must be 00, 15, 30 or 45')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create slots' }).click();
  await expect(dialog.getByText('1 slot created.')).toBeVisible();

  const mine = await (
    await request.get('/api/business/my-business', { headers: venue.auth })
  ).json();
  const slots = await request.get(
    `/api/slots/business/${mine.business_id}?start_date=${day}&end_date=${day}`,
    { headers: venue.auth },
  );
  expect(await slots.json()).toEqual([
    expect.objectContaining({ start_time: '09:15', slot_name: `09:15 - 17:00 ${HALL}` }),
  ]);
});

test('reading a conversation clears its one bell notification, live', async ({ page, request }) => {
  const venue = await freshVenue(request);
  const customer = await signUpCustomer(request, 'Zara');
  await page.goto('/login');
  const socket = page.waitForEvent('websocket');
  await signInThroughForm(page, venue.email, PASSWORD);
  await expect(page).toHaveURL(/\/business\/home$/);
  await socket;
  const header = page.locator('header');
  const bell = header.getByRole('link', { name: /^Notifications/ });
  const messages = header.getByRole('link', { name: /^Messages/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(messages).toHaveAccessibleName('Messages');

  // Three messages: the messages badge counts them, the bell holds one notification.
  for (const text of ['Salaam!', 'Is 12 December free?', 'We are 300 guests']) {
    const sent = await request.post(`/api/messaging/conversations/${venue.userId}/messages`, {
      headers: customer.auth,
      data: { receiver_id: venue.userId, message_body: text, message_type: 'text' },
    });
    expect(sent.status()).toBe(201);
  }
  await expect(messages).toHaveAccessibleName('Messages, 3 unread');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await messages.click();
  await page.getByRole('button', { name: new RegExp(customer.name) }).click();
  await expect(page.locator('.bubble-text').last()).toHaveText('We are 300 guests');
  await expect(messages).toHaveAccessibleName('Messages');
  await expect(bell).toHaveAccessibleName('Notifications');
  const count = await request.get('/api/notifications/unread-count', { headers: venue.auth });
  expect((await count.json()).unread_count).toBe(0);
});
