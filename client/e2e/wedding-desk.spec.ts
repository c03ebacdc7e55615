// The owner's wedding view (docs/product/weddings.md): a customer's pending wedding of three
// events (made through the API) is accepted with a hall per event, given a plan of 50% and the
// remainder, and paid in cash with no signal: the payment waits on the device, the page
// reopens offline, and once back online the server stores the payment exactly once. The page
// fits a 360 px phone without scrolling sideways.
import { randomUUID } from 'node:crypto';
import { eventTypeId } from '@baraat/shared/constants/catalog';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { APIRequestContext, Page } from '@playwright/test';
import { auditProblems } from './support/audit';
import { daysAhead, freshOwner } from './support/desk-owner';
import { expect, test, unique } from './support/fixtures';
import { setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';

const FUNCTIONS = [eventTypeId('Mehndi'), eventTypeId('Baraat'), eventTypeId('Walima')];

/** A new customer's wedding of the three slots; its id. */
async function bookWedding(request: APIRequestContext, slots: number[], packageId: number) {
  const username = unique('family_');
  const signup = await request.post('/api/auth/signup/customer', {
    data: {
      username,
      email: `${username}@example.pk`,
      password: 'Shaadi#2026',
      first_name: 'Ayesha',
      last_name: 'Khan',
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const booked = await request.post('/api/weddings', {
    headers: {
      Authorization: `Bearer ${(await signup.json()).access_token}`,
      'Idempotency-Key': randomUUID(),
    },
    data: {
      title: "Ayesha & Bilal's wedding",
      events: FUNCTIONS.map((event_type_id, index) => ({
        slot_id: slots[index],
        event_type_id,
        number_of_people: 300,
        package_selected_id: packageId,
      })),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as Wedding).wedding_id;
}

const fitsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the owner accepts a wedding with a hall per event, plans it and records a cash payment offline that syncs once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await freshOwner(request, 'marquee');
  await owner.resource('Crystal Hall', 600);
  await owner.resource('Pearl Hall', 400);
  const { package_id: packageId } = await owner.post<{ package_id: number }>(
    `/business/${owner.businessId}/packages`,
    { package_name: 'Wedding Night', price: 100_000, price_basis: 'per_event', max_guests: 500 },
  );
  const slots = [
    await owner.slot(daysAhead(20), '19:00', '22:00'),
    await owner.slot(daysAhead(21), '19:00', '22:00'),
    await owner.slot(daysAhead(22), '19:00', '22:00'),
  ];
  const weddingId = await bookWedding(request, slots, packageId);

  await owner.signIn(page);
  await page.goto(`/business/weddings/${weddingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ayesha & Bilal's wedding");
  await expect(page.getByRole('definition').filter({ hasText: /^Rs\s300,000$/ })).toHaveCount(2);
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByText('Pending')).toHaveCount(3);

  // Accept all, a hall chosen per event among the free ones.
  await page.getByRole('button', { name: 'Accept all' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept all' });
  const choices = accept.getByRole('group', { name: / · 300 guests$/ });
  await expect(choices).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    await choices
      .nth(index)
      .getByRole('radio', { name: /^Crystal Hall/ })
      .check();
  }
  await accept.getByRole('button', { name: 'Accept all' }).click();
  await expect(accept).toBeHidden();
  await expect(events.getByText('Verified', { exact: true })).toHaveCount(3);
  await expect(events.getByText('Crystal Hall')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeHidden();

  // The plan: 50% now, the remainder before the first event.
  await page.getByRole('button', { name: 'Edit plan' }).click();
  await page.getByRole('button', { name: 'Remove instalment 3' }).click();
  const first = page.getByRole('group', { name: 'Instalment 1' });
  await first.getByRole('textbox', { name: /Percent/ }).fill('50');
  // Planned and Not in the plan always add up to the wedding's total.
  const checked = (term: string) =>
    page.locator('.plan-check dt', { hasText: term }).locator('xpath=following-sibling::dd');
  await expect(checked('Planned')).toHaveText(/^Rs\s270,000$/);
  await expect(checked('Not in the plan')).toHaveText(/^Rs\s30,000$/);
  const second = page.getByRole('group', { name: 'Instalment 2' });
  await second.getByRole('combobox', { name: 'Basis' }).selectOption('remainder');
  await expect(second.getByText(/^Rs\s150,000 · due /)).toBeVisible();
  await expect(checked('Planned')).toHaveText(/^Rs\s300,000$/);
  await expect(checked('Not in the plan')).toHaveText(/^Rs\s0$/);
  await second.getByRole('textbox', { name: 'Label' }).fill('Balance');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Payment plan saved')).toBeVisible();
  const plan = page.getByRole('region', { name: 'Payment plan' });
  await expect(plan.getByRole('row')).toHaveCount(3);
  await expect(plan.getByRole('cell', { name: /^Rs\s150,000$/ })).toHaveCount(4);
  const saved = await owner.get<Wedding>(`/weddings/${weddingId}`);
  expect(saved.plan.map((item) => [item.basis, item.amount])).toEqual([
    ['percent', 150_000],
    ['remainder', 150_000],
  ]);

  // Offline: the page opens from the device and the payment waits in the outbox.
  await waitForControllingWorker(page);
  await expect(plan.getByRole('row')).toHaveCount(3);
  await setOffline(context, true);
  await page.reload();
  await expect(page.getByText(/You are offline: this is the wedding as last seen/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ayesha & Bilal's wedding");
  // By keyboard: the dialog keeps Tab inside it, and Escape gives the focus back.
  const recordButton = page.getByRole('button', { name: 'Record payment' });
  await recordButton.focus();
  await page.keyboard.press('Enter');
  const record = page.getByRole('dialog', { name: 'Record payment' });
  await expect(record).toBeVisible();
  for (let press = 0; press < 14; press += 1) {
    await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(record).toBeHidden();
  await expect(recordButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(record.getByRole('textbox', { name: /Payer/ })).toBeVisible();
  await expect(record.getByRole('textbox', { name: /Amount/ })).toHaveValue('150000');
  await record.getByRole('button', { name: "Bride's family" }).click();
  await expect(record.getByRole('combobox', { name: 'Method' })).toHaveValue('cash');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(record).toBeHidden();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Waiting to sync')).toBeVisible();
  await expect(payments.getByText("Bride's family")).toBeVisible();
  expect((await owner.get<Wedding>(`/weddings/${weddingId}`)).payments).toHaveLength(0);

  // Back online: sent once, and the page shows it recorded.
  await setOffline(context, false);
  await expect(payments.getByText('Waiting to sync')).toBeHidden({ timeout: 20_000 });
  await expect(payments.getByText('Completed')).toBeVisible();
  await expect(plan.locator('.instalment-chip')).toHaveText(['Paid', 'Upcoming']);
  const paid = await owner.get<Wedding>(`/weddings/${weddingId}`);
  expect(paid.payments.map((p) => [p.payer_name, p.method, p.amount])).toEqual([
    ["Bride's family", 'cash', 150_000],
  ]);
  await page.reload();
  await expect(payments.getByText('Completed')).toHaveCount(1);
  expect((await owner.get<Wedding>(`/weddings/${weddingId}`)).payments).toHaveLength(1);

  // A tablet, then a phone: every part fits, on the phone stacked, nothing scrolls sideways.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect.poll(() => fitsSideways(page)).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.locator('.wedding-desk thead').first()).toHaveCSS('position', 'absolute');
  await expect.poll(() => fitsSideways(page)).toBe(true);
  expect(await auditProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit plan' }).click();
  await expect(page.getByRole('group', { name: 'Instalment 2' })).toBeVisible();
  await expect.poll(() => fitsSideways(page)).toBe(true);
  expect(await auditProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('wedding-desk-360.png'), fullPage: true });
});
