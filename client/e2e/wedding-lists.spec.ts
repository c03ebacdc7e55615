// The desk's lists of weddings, on the real server: a customer's wedding is one row
// of Booking Requests that expands to its three events; the Payments tab lists what is due this
// week with its amounts (a wedding booked through the API today) and what is overdue (the demo
// wedding, booked three weeks ago), and the Dashboard totals them with what is outstanding; Add Slot warns a Lahore
// business of a slot ending after 22:00 (and saves it), never a Karachi one. Each at 360 px
// too, where nothing scrolls sideways.
import { FUNCTION_HOURS_RULES, ruleText } from '@baraat/shared/constants/function-hours';
import { formatPkr } from '@baraat/shared/domain/format';
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import type { InstalmentsDue } from '@baraat/shared/schemas/wedding-answers';
import { INSTALMENT_STATUS_LABELS } from '@baraat/shared/schemas/weddings';
import type { APIRequestContext, Page } from '@playwright/test';
import { auditProblems } from './support/audit';
import { noSideScroll, ownerApi, signInAsOwner } from './support/demo-owner';
import { daysAhead, freshOwner, requestSlot } from './support/desk-owner';
import { expect, test } from './support/fixtures';
import { chooseTime } from './support/walk-in';
import { EVENT_PRICE, weddingAtFreshMarquee } from './support/weddings';

const TITLE = "Ayesha & Bilal's wedding";
const PUNJAB = ruleText(FUNCTION_HOURS_RULES[0]!);
const LAHORE = 2;

/** The customer's mehndi, baraat and walima in 20, 21 and 22 days. */
const threeEvents = (request: APIRequestContext) =>
  weddingAtFreshMarquee(request, { title: TITLE, days: [20, 21, 22] });

/** Nothing scrolls sideways, measured once the page has settled (the header's live marker
 * changes just after load). */
const staysNarrow = (page: Page) =>
  expect.poll(() => noSideScroll(page), { timeout: 15_000 }).toBe(true);

const fitsPhone = async (page: Page) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await staysNarrow(page);
};

test("Booking Requests shows a customer's wedding as one row that expands to its three events", async ({
  page,
  request,
}) => {
  const { owner, customer, wedding } = await threeEvents(request);
  const single = await requestSlot(request, await owner.slot(daysAhead(25), '12:00', '16:00'));
  await owner.signIn(page);
  await page.goto('/business/home?tab=events');

  const row = page.locator('tr.wedding-row').filter({ hasText: TITLE });
  await expect(row).toContainText('3 events');
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText(formatPkr(3 * EVENT_PRICE));
  await expect(row.getByRole('link', { name: /^Open wedding/ })).toHaveAttribute(
    'href',
    `/business/weddings/${wedding.wedding_id}`,
  );
  // Single requests are rows of their own, as before; the wedding's events wait under its row.
  await expect(page.locator('tr[data-booking]').filter({ hasText: single.name })).toBeVisible();
  const events = page.locator('tr.wedding-event');
  await expect(events).toHaveCount(0);

  const toggle = row.getByRole('button', { name: `3 events of ${TITLE}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(events).toHaveCount(3);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const event of wedding.events) {
    const line = page.locator(`tr.wedding-event[data-booking="${event.booking_id}"]`);
    await expect(line.getByRole('button', { name: `Accept ${customer.name}` })).toBeVisible();
    await expect(line).toContainText(formatPkr(EVENT_PRICE));
  }
  // By keyboard: the same button closes and opens it again.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(events).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(events).toHaveCount(3);

  // The sorts still order the wedding among the single requests: by date, its first event
  // (in 20 days) comes before the single request (in 25).
  const rows = page.locator('.requests-table tbody tr:not(.wedding-event)');
  await expect(rows.first()).toHaveClass(/wedding-row/);
  await page.getByRole('button', { name: /Ascending order/ }).click();
  await expect(rows.first()).toContainText(single.name);

  await fitsPhone(page);
  await expect(page.locator('.requests-table thead')).toHaveCSS('position', 'absolute');
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await auditProblems(page)).toEqual([]);

  // Open wedding leads to the wedding's own view.
  await row.getByRole('link', { name: /^Open wedding/ }).click();
  await expect(page).toHaveURL(new RegExp(`/business/weddings/${wedding.wedding_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});

test('the Payments tab lists what is due this week with its amounts; the Dashboard totals it', async ({
  page,
  request,
}) => {
  const { owner, wedding, acceptAll } = await threeEvents(request);
  await acceptAll();
  const walima = wedding.events.at(-1)!.booking_id;
  // Booked today, nothing of it can be overdue yet: an advance dated two days ago falls due
  // today (docs/product/weddings.md#the-payment-plan), with the next one in three days.
  await owner.put(`/weddings/${wedding.wedding_id}/plan`, {
    items: [
      { label: 'Advance', basis: 'fixed', amount: 150_000, due_on: daysAhead(-2) },
      { label: 'Before the mehndi', basis: 'fixed', amount: 200_000, due_on: daysAhead(3) },
      { label: 'Balance', basis: 'remainder', after_event_id: walima, days: 1 },
    ],
  });
  await owner.signIn(page);
  await page.goto('/business/home?tab=payments');

  const week = page.getByRole('region', { name: 'Due this week' });
  const rows = week.locator('tr[data-instalment]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Advance');
  await expect(rows.nth(0)).toContainText(formatPkr(150_000));
  await expect(rows.nth(0)).toContainText('Due today');
  await expect(rows.nth(1)).toContainText('Before the mehndi');
  await expect(rows.nth(1)).toContainText(formatPkr(200_000));
  await expect(rows.nth(1)).toContainText('Upcoming');
  await expect(rows.nth(0).getByRole('link', { name: TITLE })).toHaveAttribute(
    'href',
    `/business/weddings/${wedding.wedding_id}`,
  );
  await expect(week).toContainText(`Total ${formatPkr(350_000)}`);
  const overdue = page.getByRole('region', { name: 'Instalments overdue' });
  await expect(overdue).toContainText('Nothing overdue.');
  await expect(overdue).toContainText(`Total ${formatPkr(0)}`);

  // The Payments tab's Outstanding and the Dashboard's card count the wedding's whole total:
  // the business holds nothing else.
  await expect(page.getByRole('list', { name: 'Payment totals' })).toContainText(
    `${formatPkr(3 * EVENT_PRICE)} Outstanding`,
  );
  await page.goto('/business/home?tab=dashboard');
  const card = page.getByRole('list', { name: 'Owed' });
  await expect(card).toContainText(`${formatPkr(3 * EVENT_PRICE)} Outstanding`);
  await expect(card).toContainText(`${formatPkr(0)} Overdue`);
  await expect(card).toContainText(`${formatPkr(350_000)} Due this week`);
  await page.getByRole('link', { name: 'Open Payments' }).click();
  await expect(page).toHaveURL(/tab=payments$/);
  await expect(rows).toHaveCount(2);
});

test("the demo owner sees the demo wedding's overdue instalment and the one due this week", async ({
  page,
  request,
}) => {
  // The demo wedding was booked three weeks ago: the instalment due a week before its mehndi
  // is overdue, the balance after its walima falls due this week. Figures from the server.
  const owner = await ownerApi(request);
  const due = (await owner.get('/business/instalments')) as InstalmentsDue;
  expect(due.overdue.length).toBeGreaterThan(0);
  expect(due.due_this_week.length).toBeGreaterThan(0);
  await signInAsOwner(page);
  await page.goto('/business/home?tab=payments');
  const lists = [
    ['Instalments overdue', due.overdue, due.overdue_total],
    ['Due this week', due.due_this_week, due.due_this_week_total],
  ] as const;
  for (const [name, items, total] of lists) {
    const region = page.getByRole('region', { name });
    await expect(region).toContainText(`Total ${formatPkr(total)}`);
    for (const item of items) {
      const row = region.locator(`tr[data-instalment="${item.item_id}"]`);
      await expect(row.getByRole('link', { name: item.title })).toHaveAttribute(
        'href',
        `/business/weddings/${item.wedding_id}`,
      );
      await expect(row).toContainText(item.label);
      await expect(row).toContainText(item.customer_name);
      await expect(row).toContainText(formatPkr(item.outstanding));
      await expect(row).toContainText(INSTALMENT_STATUS_LABELS[item.status]);
    }
  }
  await expect(
    page.getByRole('region', { name: 'Instalments overdue' }).locator('tr[data-instalment]'),
  ).toContainText(Array(due.overdue.length).fill('Overdue'));
  await fitsPhone(page);
  expect(await auditProblems(page)).toEqual([]);

  // The card reads the same computation as the lists: the summary's figures are theirs.
  const summary = (await owner.get('/payments/summary')) as PaymentsSummary;
  expect([summary.overdue, summary.due_this_week]).toEqual([
    due.overdue_total,
    due.due_this_week_total,
  ]);
  await page.goto('/business/home?tab=dashboard');
  const card = page.getByRole('list', { name: 'Owed' });
  await expect(card).toContainText(`${formatPkr(summary.outstanding)} Outstanding`);
  await expect(card).toContainText(`${formatPkr(due.overdue_total)} Overdue`);
  await expect(card).toContainText(`${formatPkr(due.due_this_week_total)} Due this week`);
  await staysNarrow(page);
});

/** The calendar of a fresh marquee in that city, with Add Slot open on today, 19:00 to `end`. */
async function addSlotUntil(
  page: Page,
  owner: Awaited<ReturnType<typeof freshOwner>>,
  end: string,
) {
  await owner.signIn(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/business/home?tab=calendar');
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await page.getByRole('button', { name: 'Add Slot' }).click();
  const form = page.getByRole('dialog', { name: 'Add Slot' });
  await chooseTime(page, 'Start time', '19:00');
  await chooseTime(page, 'End time', end);
  await expect(form.getByLabel('End time hour')).toHaveValue(end.slice(0, 2));
  return form;
}

test('Add Slot warns a Lahore business of a slot ending after 22:00, and saves it all the same', async ({
  page,
  request,
}) => {
  const lahore = await freshOwner(request, 'marquee', 'Badshahi Marquee', LAHORE);
  const form = await addSlotUntil(page, lahore, '22:00');
  await expect(form.getByText(PUNJAB)).toHaveCount(0);
  await chooseTime(page, 'End time', '23:00');
  await expect(form.getByRole('status').filter({ hasText: PUNJAB })).toContainText(
    'The slot is still saved.',
  );
  await staysNarrow(page);
  await form.getByRole('button', { name: 'Add Slot' }).click();
  await expect(form).toBeHidden();
  const today = daysAhead(0);
  await expect
    .poll(async () => {
      const slots = await lahore.get<{ start_time: string; end_time: string }[]>(
        `/slots/business/${lahore.businessId}?start_date=${today}&end_date=${today}`,
      );
      return slots.map((slot) => `${slot.start_time}-${slot.end_time}`);
    })
    .toEqual(['19:00-23:00']);

  // Bulk Create's times are warned of the same way.
  await page.getByRole('button', { name: 'Bulk Create' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Create' });
  await bulk.getByLabel('End 1').fill('22:00');
  await expect(bulk.getByText(PUNJAB)).toHaveCount(0);
  await bulk.getByRole('button', { name: 'Add time slot' }).click();
  await bulk.getByLabel('Start 2').fill('19:00');
  await bulk.getByLabel('End 2').fill('22:30');
  await expect(bulk.getByRole('status').filter({ hasText: PUNJAB })).toContainText(
    'The slots are still created.',
  );
  await staysNarrow(page);
});

test('Add Slot says nothing of function hours to a Karachi business', async ({ page, request }) => {
  const karachi = await freshOwner(request, 'marquee');
  const form = await addSlotUntil(page, karachi, '23:00');
  await expect(form.getByRole('button', { name: 'Add Slot' })).toBeVisible();
  await expect(form.getByText(PUNJAB)).toHaveCount(0);
});
