import { formatTimeRange } from '@baraat/shared/domain/format';
import { DEMO_OWNER, expect, signInThroughForm, test, unique } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

const OWNER_PASSWORD = 'Shaadi#2026';

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  (Number(to.slice(5, 7)) - Number(from.slice(5, 7)));

test('the owner’s calendar shows the month online and again after a reload with no signal', async ({
  page,
  context,
  request,
}) => {
  const profile = await (await request.get('/api/listings/profile/shalimar-marquee')).json();
  const slot = profile.slots[0] as { date: string; start_time: string; end_time: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const day = Number(slot.date.slice(8));

  async function showSlotDay() {
    for (let n = monthsBetween(today, slot.date); n > 0; n -= 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page
      .locator('.calendar-day:not(.calendar-day-out)')
      .filter({ hasText: new RegExp(`^${day}(\\D|$)`) })
      .click();
    await expect(page.locator('.calendar-event-time').first()).toHaveText(
      formatTimeRange(slot.start_time, slot.end_time),
    );
  }

  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await expect(page).toHaveURL(/\/business\/home$/);
  await waitForControllingWorker(page);
  await page
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await expect(page.locator('.calendar-day')).toHaveCount(42);
  for (const type of ['Available', 'Blocked', 'Booking', 'Request', 'Walk-in']) {
    await expect(page.getByRole('list', { name: 'Legend' }).getByText(type)).toBeVisible();
  }
  await showSlotDay();

  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
  try {
    await page.reload();
    await expect(
      page.getByText('Offline — showing the calendar saved on this device'),
    ).toBeVisible();
    await expect(page.getByText(/^Last synced /)).toBeVisible();
    await showSlotDay();
  } finally {
    await context.setOffline(false);
  }
});

test('the calendar fits a 360 px phone and its days answer the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await page.goto('/business/home?tab=calendar');
  await expect(page.locator('.calendar-day')).toHaveCount(42);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await page.locator('.calendar-day').first().boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.locator('.calendar-day').nth(20).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.calendar-day').nth(20)).toHaveAttribute('aria-pressed', 'true');
});

test('a slot blocked with no signal waits in the outbox and reaches the server once online', async ({
  page,
  context,
  request,
}) => {
  const email = `${unique('cal_')}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: unique('cal_'),
      first_name: 'Sana',
      last_name: 'Malik',
      email,
      password: OWNER_PASSWORD,
      mobile: '+92 321 7654321',
      business_name: 'Noor Lawn',
      business_description: 'A lawn for 500 guests',
      business_type: 1,
      address: 'Canal Road, Lahore',
      phone: '042-35761234',
      city_id: 1,
    },
  });
  const token = (await signup.json()).access_token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const made = await request.post('/api/slots', {
    headers: auth,
    data: { date: today, start_time: '23:00', end_time: '23:45' },
  });
  const slotId = (await made.json()).slot_id as number;

  await page.goto('/login');
  await signInThroughForm(page, email, OWNER_PASSWORD);
  await page.goto('/business/home?tab=calendar');
  // The worker holds the app's code: the event modal opens with no signal.
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await expect(page.locator('.calendar-event-time')).toHaveText('11:00 – 11:45 pm');

  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
  await page.locator('.calendar-event').click();
  await page.getByRole('button', { name: 'Block 11:00 – 11:45 pm' }).click();
  await expect(page.getByText('Waiting to sync', { exact: true })).toBeVisible();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  await expect(page.locator('.calendar-chip')).toHaveText('Blocked');

  await page.unroute('**/api/**');
  await context.setOffline(false);
  await expect(page.getByText('1 change waiting to sync')).toBeHidden({ timeout: 15_000 });
  await page.locator('.calendar-event').click();
  await expect(page.getByRole('button', { name: 'Unblock 11:00 – 11:45 pm' })).toBeVisible();
  const slots = await request.get(
    `/api/slots/business/${(await made.json()).user_business_mapping_id}?start_date=${today}&end_date=${today}`,
    {
      headers: auth,
    },
  );
  expect(await slots.json()).toEqual([
    expect.objectContaining({ slot_id: slotId, is_blocked: true }),
  ]);
});
