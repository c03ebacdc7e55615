// Messaging between a customer and a vendor in two browsers against the real server (issue
// 12): the first message from the vendor's profile, live delivery, typing, ticks, and three
// messages written with no signal that survive a reload and arrive once, in order.
import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

const PASSWORD = 'Shaadi#2026';

async function signUpOwner(request: APIRequestContext) {
  const username = unique('chat_owner_');
  const email = `${username}@example.pk`;
  const businessName = unique('Rang Mahal ');
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username,
      first_name: 'Imran',
      last_name: 'Ali',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: businessName,
      business_description: 'Marquee for 600 guests',
      business_type: 1,
      address: 'Canal Road, Lahore',
      phone: '042-35761234',
      city_id: 2,
    },
  });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).access_token as string;
  const mine = await request.get('/api/business/my-business', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { slug } = await mine.json();
  return { email, businessName, slug: slug as string, token };
}

async function signUpCustomer(request: APIRequestContext, firstName: string) {
  const username = unique('chat_customer_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: { username, email, password: PASSWORD, first_name: firstName, city_id: 2 },
  });
  expect(signup.status()).toBe(201);
  return { email, token: (await signup.json()).access_token as string };
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
}

test('customer and vendor talk live; three messages written offline arrive once, in order', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpOwner(request);
  const customer = await signUpCustomer(request, 'Zarmeen');

  const ownerContext = await browser.newContext({ baseURL });
  const desk = await ownerContext.newPage();
  await signIn(desk, owner.email);
  await desk.goto('/messages');
  await expect(desk.getByText('Connected', { exact: true })).toBeVisible();
  await expect(desk.getByText('No conversations yet.')).toBeVisible();

  // The customer's live channel passes through Playwright, so the test can cut it as a lost
  // signal would (setOffline leaves an open socket open).
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/ws\//, (socket) => {
    sockets.push({ page: socket, server: socket.connectToServer() });
  });

  // The customer writes from the vendor's profile.
  await signIn(page, customer.email);
  await waitForControllingWorker(page);
  await page.goto(`/listings/profile/${owner.slug}`);
  await page.getByRole('button', { name: 'Message Business' }).click();
  const dialog = page.getByRole('dialog', { name: `Send Message to ${owner.businessName}` });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Please write a message before sending.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Salaam! Is 12 December free?');
  await dialog.getByRole('textbox', { name: 'Message' }).press('Control+Enter');
  await expect(dialog.getByText('Message sent')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  // The owner sees it arrive live, unread.
  const row = desk.getByRole('button', { name: /Zarmeen/ });
  await expect(row).toContainText('Salaam! Is 12 December free?');
  await expect(row).toContainText('1 unread');

  // The customer's inbox: delivered (it reached the owner's socket), then read.
  await page.goto('/messages');
  await page.getByRole('button', { name: new RegExp(owner.businessName) }).click();
  const mine = page.locator('.bubble-own');
  await expect(mine.getByRole('img', { name: 'Delivered' })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await row.click();
  await expect(row).not.toContainText('unread');
  await expect(mine.getByRole('img', { name: 'Read' })).toBeVisible();

  // The owner types (the customer sees it), then replies with Enter.
  const reply = desk.getByRole('textbox', { name: 'Message' });
  await reply.pressSequentially('Ji, ');
  await expect(page.getByText(`${owner.businessName} is typing…`)).toBeVisible();
  await reply.pressSequentially('it is free.');
  await reply.press('Enter');
  await expect(page.locator('.bubble-row:not(.bubble-own)')).toHaveText(/Ji, it is free\./);
  await expect(page.getByText(`${owner.businessName} is typing…`)).toBeHidden();

  // No signal: three messages wait on the device, through a reload.
  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
  for (const socket of sockets) {
    await socket.server.close();
    await socket.page.close();
  }
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Message' });
  for (const text of ['First offline', 'Second offline', 'Third offline']) {
    await composer.fill(text);
    await composer.press('Enter');
    // Stored on the device (the box empties) before the next one is typed.
    await expect(composer).toHaveValue('');
  }
  const waiting = page.getByRole('img', { name: 'Waiting to send' });
  await expect(waiting).toHaveCount(3);
  await page.reload();
  await expect(page.getByText('Offline — showing messages saved on this device')).toBeVisible();
  await expect(waiting).toHaveCount(3);
  await expect(page.locator('.bubble-own .bubble-text')).toHaveText([
    'Salaam! Is 12 December free?',
    'First offline',
    'Second offline',
    'Third offline',
  ]);

  // Back online: all three reach the owner once, in order.
  await page.unroute('**/api/**');
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 20_000 });
  await expect(desk.locator('.bubble-row:not(.bubble-own) .bubble-text')).toHaveText([
    'Salaam! Is 12 December free?',
    'First offline',
    'Second offline',
    'Third offline',
  ]);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const [conversation] = await (
    await request.get('/api/messaging/conversations', { headers: auth })
  ).json();
  const page1 = await (
    await request.get(`/api/messaging/conversations/${conversation.conversation_id}/messages`, {
      headers: auth,
    })
  ).json();
  expect(page1.messages.map((m: { message_body: string }) => m.message_body)).toEqual([
    'Salaam! Is 12 December free?',
    'Ji, it is free.',
    'First offline',
    'Second offline',
    'Third offline',
  ]);
  await ownerContext.close();
});

test('on a 360 px phone the inbox shows one pane at a time, with Back', async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, 'Hira');
  const profile = await (await request.get('/api/listings/profile/shalimar-marquee')).json();
  const sent = await request.post(
    `/api/messaging/conversations/${profile.owner_user_id}/messages`,
    {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { message_body: 'Do you have a lawn for 300 guests?' },
    },
  );
  expect(sent.status()).toBe(201);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/messages');
  await expect(page.getByText('Please log in to access your messages.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await signIn(page, customer.email);
  await page.goto('/messages');
  await page.getByRole('button', { name: /Shalimar Marquee/ }).click();
  await expect(page.locator('.bubble-text')).toHaveText('Do you have a lawn for 300 guests?');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const send = await page.getByRole('button', { name: 'Send' }).boundingBox();
  expect(send!.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page).toHaveURL(/\/messages$/);

  // The customer dashboard's Messages tab is the same inbox.
  await page.goto('/customer/dashboard?tab=inbox');
  await expect(page.getByRole('button', { name: /Shalimar Marquee/ })).toContainText(
    'Do you have a lawn for 300 guests?',
  );
});
