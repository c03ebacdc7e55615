// A walk-in wedding at the desk (docs/product/weddings.md#the-owner-answers): the owner, with no
// signal, logs a family's three events in three halls; the calendar shows them at once,
// waiting to sync, and once the signal returns the one outbox entry reaches the real server
// once (one wedding, three accepted events), which a second device then shows; refused, it
// stays with the server's words until Discard takes every event back. The dialog fits a phone
// and answers the keyboard.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dayMonthYear, expect, signInThroughForm, test, unique } from './support/fixtures';
import { newDevice, setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';

const PASSWORD = 'Shaadi#2026';
const HALLS = ['Rose Hall', 'Lotus Hall', 'Garden Lawn'];
const EVENTS = [
  { type: 'Mehndi', hall: 'Rose Hall', start: '10:00', end: '13:00' },
  { type: 'Wedding', hall: 'Lotus Hall', start: '14:00', end: '18:00' },
  { type: 'Reception', hall: 'Garden Lawn', start: '19:00', end: '22:00' },
];

/** A fresh venue owner with three halls, made through the API. */
async function venueWithHalls(request: APIRequestContext) {
  const email = `${unique('wedding_')}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: unique('wedding_'),
      first_name: 'Sana',
      last_name: 'Malik',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: 'Noor Marquee',
      business_description: 'A marquee with three halls',
      business_type: 1,
      address: 'Canal Road, Lahore',
      phone: '042-35761234',
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).access_token}` };
  const hallIds: number[] = [];
  for (const name of HALLS) {
    const hall = await request.post('/api/business/halls', {
      headers: auth,
      data: { name, capacity: 400 },
    });
    expect(hall.status()).toBe(201);
    hallIds.push((await hall.json()).business_worker_entity_id);
  }
  return { email, auth, hallIds };
}

async function openCalendar(page: Page, email: string) {
  await page.goto('/login');
  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/business/home?tab=calendar');
  // A tablet at the venue has opened the app before: the service worker holds its code.
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();
}

async function chooseTime(group: Locator, label: 'Start time' | 'End time', time: string) {
  const [hour, minute] = time.split(':') as [string, string];
  await group.getByLabel(`${label} hour`).selectOption(hour);
  await group.getByLabel(`${label} minute`).selectOption(minute);
}

/** Logs the Khan family's three events, all on `date`, each in its own hall. */
async function logWedding(page: Page, date: string) {
  await page.getByRole('button', { name: 'Walk-in wedding' }).click();
  const form = page.getByRole('dialog', { name: 'Walk-in wedding' });
  await form.getByRole('textbox', { name: 'Family name' }).fill('Khan family');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0300 1234567');
  await form.getByRole('textbox', { name: 'Title' }).fill("Ayesha & Bilal's wedding");
  for (const [index, event] of EVENTS.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add another event' }).click();
    const group = form.getByRole('group', { name: `Event ${index + 1}` });
    await group.getByRole('combobox', { name: 'Event type' }).selectOption({ label: event.type });
    // All on one day, each in its own hall, so the month shows them side by side.
    await group.getByRole('textbox', { name: 'Date' }).fill(dayMonthYear(date));
    await chooseTime(group, 'Start time', event.start);
    await chooseTime(group, 'End time', event.end);
    await group.getByRole('combobox', { name: 'Hall or team' }).selectOption({ label: event.hall });
    await group.getByRole('spinbutton', { name: 'Number of people' }).fill('150');
  }
  await expect(form.getByText('(3 events)')).toBeVisible();
  await form.getByRole('button', { name: 'Save walk-in wedding' }).click();
  await expect(form).toBeHidden();
}

test('a three-event walk-in wedding logged offline syncs once, and another device shows it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { email, auth } = await venueWithHalls(request);
  await openCalendar(page, email);
  const today = todayInPakistan();

  await setOffline(page.context(), true);
  await logWedding(page, today);
  await expect(
    page.getByText('Walk-in wedding saved on this device. It will sync when the signal returns.'),
  ).toBeVisible();

  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  const events = page.locator('.calendar-event');
  await expect(events).toHaveCount(3);
  await expect(events.filter({ hasText: 'Waiting to sync' })).toHaveCount(3);
  await expect(events.filter({ hasText: 'Khan family · Mehndi' })).toContainText(
    '10:00 am – 1:00 pm',
  );
  await expect(events.filter({ hasText: 'Khan family · Reception' })).toContainText(
    '7:00 – 10:00 pm',
  );
  // Nothing has reached the server yet.
  const before = await request.get('/api/business/weddings', { headers: auth });
  expect(await before.json()).toEqual([]);

  await setOffline(page.context(), false);
  await expect(page.getByText('1 change waiting to sync')).toBeHidden({ timeout: 15_000 });
  await expect(events.filter({ hasText: 'Waiting to sync' })).toHaveCount(0);
  await expect(events).toHaveCount(3);

  const weddings = (await (
    await request.get('/api/business/weddings', { headers: auth })
  ).json()) as Wedding[];
  expect(weddings).toHaveLength(1);
  expect(weddings[0]).toMatchObject({
    title: "Ayesha & Bilal's wedding",
    customer_name: 'Khan family',
    is_walkin: true,
  });
  expect(
    weddings[0]!.events
      .map((event) => [event.event_name, event.worker_name, event.status, event.start_time])
      .sort(),
  ).toEqual([
    ['Mehndi', 'Rose Hall', 'verified', '10:00'],
    ['Reception', 'Garden Lawn', 'verified', '19:00'],
    ['Wedding', 'Lotus Hall', 'verified', '14:00'],
  ]);

  // The front desk's other tablet, online, shows the server's three events.
  const other = await newDevice(browser, baseURL!);
  const second = await other.newPage();
  await openCalendar(second, email);
  const there = second.locator('.calendar-event');
  await expect(there).toHaveCount(3);
  for (const event of EVENTS) {
    await expect(there.filter({ hasText: `Khan family · ${event.type}` })).toContainText(
      event.hall,
    );
  }
  await expect(there.filter({ hasText: 'Waiting to sync' })).toHaveCount(0);
  await other.close();
});

test('a wedding whose hall another device took first ends as a conflict; Discard takes every event back', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email, auth, hallIds } = await venueWithHalls(request);
  await openCalendar(page, email);
  const today = todayInPakistan();
  await setOffline(page.context(), true);
  await logWedding(page, today);
  const events = page.locator('.calendar-event');
  await expect(events).toHaveCount(3);

  // Meanwhile the other tablet, online, gives the mehndi's hall and hours to someone else.
  const elsewhere = await request.post('/api/business/walkins', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      date: today,
      start_time: '10:00',
      end_time: '13:00',
      hall_team: hallIds[0],
      customer_name: 'Other Device',
    },
  });
  expect(elsewhere.status()).toBe(201);

  await setOffline(page.context(), false);
  const refusal = page.getByRole('alert').filter({ hasText: 'Walk-in wedding was not saved.' });
  await expect(refusal).toContainText(
    `Mehndi (${formatDate(today)}, 10:00 am – 1:00 pm): Rose Hall`,
    {
      timeout: 15_000,
    },
  );
  // All or nothing: the server has no wedding, and the device still shows what was typed.
  const weddings = await request.get('/api/business/weddings', { headers: auth });
  expect(await weddings.json()).toEqual([]);
  await expect(events.filter({ hasText: 'Khan family' })).toHaveCount(3);

  await refusal.getByRole('button', { name: 'Discard' }).click();
  await expect(refusal).toBeHidden();
  await expect(events.filter({ hasText: 'Khan family' })).toHaveCount(0);
  await expect(events.filter({ hasText: 'Other Device' })).toHaveCount(1);
});

test('the walk-in wedding dialog fits a phone and answers the keyboard', async ({
  page,
  request,
}) => {
  const { email } = await venueWithHalls(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await openCalendar(page, email);
  const opener = page.getByRole('button', { name: 'Walk-in wedding' });
  await opener.click();
  const form = page.getByRole('dialog', { name: 'Walk-in wedding' });
  await expect(form.getByRole('textbox', { name: 'Family name' })).toBeFocused();

  const add = form.getByRole('button', { name: 'Add another event' });
  await add.focus();
  await page.keyboard.press('Enter');
  // The new event's first field takes the focus; the next one is reached by Tab.
  await expect(
    form.getByRole('group', { name: 'Event 2' }).getByRole('combobox', { name: 'Event type' }),
  ).toBeFocused();
  await add.focus();
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Remove event 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();
  await expect(form.getByRole('group', { name: /^Event \d$/ })).toHaveCount(2);

  await form.getByRole('button', { name: 'Save walk-in wedding' }).click();
  await expect(form.getByText('Please fill in all required fields').first()).toBeVisible();
  await expect(form.getByText('Title is required')).toBeVisible();
  const overflow = await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      dialog: dialog.scrollWidth - dialog.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, dialog: 0 });
  const save = await form.getByRole('button', { name: 'Save walk-in wedding' }).boundingBox();
  expect(save!.height).toBeGreaterThanOrEqual(44);
  expect(save!.x + save!.width).toBeLessThanOrEqual(360);

  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(opener).toBeFocused();
});
