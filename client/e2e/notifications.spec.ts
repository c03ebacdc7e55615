// The owner is told live (docs/product/messaging.md#notification-dashboard, docs/product/business-desk.md#what-a-business-holds): a fresh owner's bell counts a new
// booking request and its messages badge a new message without a reload, with a toast; reading
// the conversation reads its bell notification too; on /notifications View Details reads one,
// Mark All Read reads the rest, and a bulk action with nothing selected warns. A visitor's "/"
// never downloads the live channel.
import type { APIRequestContext } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';

const PASSWORD = 'Shaadi#2026';

async function signUpOwner(request: APIRequestContext) {
  const username = unique('bell_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username,
      first_name: 'Hina',
      last_name: 'Qureshi',
      email,
      password: PASSWORD,
      mobile: '+92 321 1234567',
      business_name: 'Hina Studio',
      business_description: 'Wedding photography in Lahore',
      business_type: 2,
      address: 'Gulberg, Lahore',
      phone: '042-35760000',
      city_id: 2,
    },
  });
  expect(signup.status()).toBe(201);
  const auth = await signup.json();
  return { email, token: auth.access_token as string, userId: auth.user.user_id as number };
}

async function signUpCustomer(request: APIRequestContext) {
  const username = unique('guest_');
  const signup = await request.post('/api/auth/signup/customer', {
    data: {
      username,
      email: `${username}@example.pk`,
      password: PASSWORD,
      first_name: 'Zara',
      last_name: 'Ahmed',
      city_id: 2,
    },
  });
  expect(signup.status()).toBe(201);
  return { Authorization: `Bearer ${(await signup.json()).access_token as string}` };
}

/** Tomorrow in Pakistan: a slot there is still ahead whatever the hour of the run. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('the owner is told of a request and a message live, and reads them on /notifications', async ({
  page,
  request,
}) => {
  // Two parties, a 5 s banner and a dozen live updates: longer than one screen's test.
  test.setTimeout(45_000);
  const owner = await signUpOwner(request);
  const slot = await request.post('/api/slots', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { date: tomorrow(), start_time: '18:00', end_time: '22:00' },
  });
  expect(slot.status()).toBe(201);
  const slotId = (await slot.json()).slot_id as number;

  await page.goto('/login');
  const socket = page.waitForEvent('websocket');
  await signInThroughForm(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/business\/home$/);
  // Nothing unread, and the live channel up (no offline marker on messages).
  const bell = page.locator('header').getByRole('link', { name: /^Notifications/ });
  const messages = page.locator('header').getByRole('link', { name: /^Messages/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(messages).toHaveAccessibleName('Messages');

  // A customer asks for the slot: the bell goes up by one and a toast says so, no reload.
  const customer = await signUpCustomer(request);
  const booked = await request.post('/api/bookings', {
    headers: customer,
    data: { slot_id: slotId, event_type_id: 1, message: 'Mehndi photos, please' },
  });
  expect(booked.status()).toBe(201);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell.locator('.badge')).toHaveText('1');
  await expect(page.locator('.toast').getByText('New booking request')).toBeVisible();

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const items = page.locator('.notification-list').getByRole('listitem');
  const request_ = items.filter({ hasText: 'New booking request' });
  await expect(request_).toContainText('Zara Ahmed asked for');
  await expect(request_).toContainText('High');
  await expect(request_).toContainText('Unread');

  // A message arrives while the dashboard is open: at the top without a reload, and the
  // messages badge goes up live.
  const sent = await request.post(`/api/messaging/conversations/${owner.userId}/messages`, {
    headers: customer,
    data: {
      receiver_id: owner.userId,
      message_body: 'Salaam! Are you free?',
      message_type: 'text',
    },
  });
  expect(sent.status()).toBe(201);
  await expect(messages).toHaveAccessibleName('Messages, 1 unread');
  await expect(items.first()).toContainText('New message');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  // The owner reads the conversation (on another device): the badge comes down live.
  const conversationId = (await sent.json()).conversation_id as number;
  const read = await request.patch(`/api/messaging/conversations/${conversationId}/read`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(read.status()).toBe(200);
  await expect(messages).toHaveAccessibleName('Messages');
  // The bell's "new message" was read with the conversation: the request alone is unread.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(items.filter({ hasText: 'New message' })).not.toContainText('Unread');

  // The search looks in titles and messages.
  const search = page.getByRole('searchbox', { name: 'Search notifications' });
  await search.fill('asked for');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('New booking request');
  await search.fill('no such words');
  await expect(page.getByText('No notifications match.')).toBeVisible();
  await search.fill('');
  await expect(items).toHaveCount(2);

  // Bulk actions with nothing selected warn, and the banner hides after 5 s.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const warning = page.getByText('Please select notifications first');
  await expect(warning).toBeVisible();
  await expect(warning).toBeHidden({ timeout: 8_000 });

  // Filters: bookings shows the request alone.
  await page.getByRole('button', { name: 'Bookings', exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('New booking request');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(items).toHaveCount(2);

  // View Details goes where the notification points and reads it: the bell goes down.
  await page.getByRole('link', { name: 'View Details: New booking request' }).click();
  await expect(page).toHaveURL(/\/business\/home\?tab=events$/);
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(request_).toContainText('Read');
  await expect(request_).not.toContainText('Unread');

  // Mark All Read with nothing left unread changes nothing and says so all the same.
  await page.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(items.getByText('Unread', { exact: true })).toHaveCount(0);

  // Select one by keyboard and delete it.
  const message = items.filter({ hasText: 'New message' });
  await message.getByRole('checkbox', { name: 'Select New message' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('1 notification deleted')).toBeVisible();
  await expect(items).toHaveCount(1);

  // At 360 px the dashboard fits without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Mark All Read' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Logout closes the live channel (docs/product/messaging.md#the-live-channel).
  await page.setViewportSize({ width: 1280, height: 800 });
  const live = await socket;
  expect(live.isClosed()).toBe(false);
  const closed = live.waitForEvent('close');
  await page.getByRole('button', { name: 'Hina Studio' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await closed;
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a visitor on "/" downloads no live-channel code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  // The update toast loads 2 s after the load event, later than the live channel would (1 s):
  // once it has been asked for, the channel had its chance.
  const updateToast = page.waitForRequest(/\/assets\/update-toast-[^/]+\.js$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await updateToast;
  expect(scripts.some((path) => path.includes('/update-toast-'))).toBe(true);
  expect(scripts.filter((path) => /live-channel|realtime|outbox/.test(path))).toEqual([]);
});
