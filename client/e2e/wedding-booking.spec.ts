// A customer books a wedding's three events at one marquee in one flow: the booking
// form's Add another event, its running total, one wedding with three pending events and the
// default plan, the wedding on the dashboard with its next instalment, and the wedding page on
// a 360 px phone.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { bookingTotal } from '@baraat/shared/domain/pricing';
import type { Page } from '@playwright/test';
import { DEMO_OWNER, expect, signInThroughForm, test, unique } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';

/** A time's Book button, named by its day and hours: "Book Thu, 3 Dec 2026, 6:00 – 11:00 pm". */
const BOOK = /^Book \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/;

interface Slot {
  slot_id: number;
  date: string;
  start_time: string;
  is_available: boolean;
}
interface Pkg {
  package_id: number;
  price: number;
  price_basis: 'per_person' | 'per_event';
}

const fitsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

// Each function by its own event type (docs/product/decisions.md#event-types-pakistan-uses).
const EVENTS = [
  { type: 'Mehndi', people: 150 },
  { type: 'Baraat', people: 400 },
  { type: 'Walima', people: 350 },
] as const;

test('a customer books Mehndi, Baraat and Walima in one flow and sees one wedding', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const username = unique('ayesha_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: { username, email, password: 'walima7', first_name: 'Ayesha', city_id: 2 },
  });
  expect(signup.status()).toBe(201);
  const search = await request.get(
    `/api/listings/search?text=${encodeURIComponent(DEMO_OWNER.businessName)}&limit=1`,
  );
  const slug = (await search.json()).businesses[0].slug as string;
  const profile = await (await request.get(`/api/listings/profile/${slug}`)).json();
  const packages = profile.packages as Pkg[];

  // On a 360 px phone, from the vendor's profile to the wedding's page.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await signInThroughForm(page, email, 'walima7');
  await page.goto(`/listings/profile/${slug}`);
  await page.getByRole('button', { name: BOOK }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Send Booking Request' })).toBeVisible();
  // Shalimar Marquee is in Lahore: the customer is told Punjab's function hours.
  await expect(dialog.getByText("Punjab's Marriage Functions Act")).toBeVisible();

  await dialog.getByRole('button', { name: 'Add another event' }).click();
  await dialog.getByRole('button', { name: 'Add another event' }).click();
  const event = (n: number) => dialog.getByRole('group', { name: `Event ${n}` });
  const firstSlotId = Number(
    await event(1).getByRole('combobox', { name: 'Date and time' }).inputValue(),
  );
  expect(firstSlotId).toBeGreaterThan(0);
  // Three open days more than a week ahead, one event each, so the default plan's instalments
  // fall in their order: the advance today, the next a week before the first event.
  const today = todayInPakistan();
  const days = [
    ...new Set(
      (profile.slots as Slot[])
        .filter((s) => s.is_available && s.date > addDays(today, 7))
        .map((s) => s.date),
    ),
  ].slice(0, 3);
  expect(days).toHaveLength(3);
  const slotIds = days.map(
    (day) => (profile.slots as Slot[]).find((s) => s.is_available && s.date === day)!.slot_id,
  );

  let expected = 0;
  for (const [index, { type, people }] of EVENTS.entries()) {
    const fields = event(index + 1);
    await fields
      .getByRole('combobox', { name: 'Date and time' })
      .selectOption(String(slotIds[index]));
    const pkg = packages[index % packages.length]!;
    await fields.getByRole('combobox', { name: 'Package' }).selectOption(String(pkg.package_id));
    await fields.getByRole('combobox', { name: 'Event type' }).selectOption({ label: type });
    await fields.getByRole('spinbutton', { name: 'Number of guests' }).fill(String(people));
    expected += bookingTotal(pkg, people);
    // The running total follows each event as it is filled.
    await expect(dialog.getByText(/^Wedding total/)).toContainText(formatPkr(expected));
  }
  await expect(dialog.getByRole('textbox', { name: /Wedding title/ })).toHaveValue(
    "Ayesha's wedding",
  );
  await expect.poll(() => fitsSideways(page)).toBe(true);
  // Every control of the three events stands inside the dialog, none cut off at its side.
  const cutOff = await dialog.evaluate((box) => {
    const { left, right } = box.getBoundingClientRect();
    return Array.from(box.querySelectorAll('input, select, textarea, button'))
      .filter((control) => {
        const at = control.getBoundingClientRect();
        return at.width > 0 && (at.left < left - 0.5 || at.right > right + 0.5);
      })
      .map((control) => control.outerHTML.slice(0, 60));
  });
  expect(cutOff).toEqual([]);
  await dialog.screenshot({ path: test.info().outputPath('wedding-form-360.png') });
  await dialog.getByRole('button', { name: 'Send Wedding Request' }).click();

  await expect(page.getByText('Wedding booked')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/weddings\/\d+$/);
  const weddingId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Ayesha's wedding");
  const events = page.getByRole('region', { name: 'Events' }).locator('tbody tr');
  await expect(events).toHaveCount(3);
  for (const [index, { type }] of EVENTS.entries()) {
    await expect(events.nth(index)).toContainText(type);
    await expect(events.nth(index)).toContainText('Pending');
  }
  await expect(page.getByRole('list', { name: 'Wedding totals' })).toContainText(
    formatPkr(expected),
  );
  // The default plan: 30% advance today, 40% a week before the first event, the balance after.
  const plan = page.getByRole('region', { name: 'Payment plan' }).locator('tbody tr');
  await expect(plan).toHaveCount(3);
  await expect(plan.nth(0)).toContainText('Advance');
  await expect(plan.nth(0)).toContainText(formatPkr(Math.round(expected * 0.3)));
  await expect(plan.nth(0)).toContainText(formatDate(today));
  await expect(plan.nth(1)).toContainText('Before the first event');
  await expect(plan.nth(2)).toContainText('Balance');
  await expect(plan).toContainText(Array(3).fill('Due once accepted'));
  await expect(page.getByText('No payments yet.')).toBeVisible();

  // One wedding on the server, three pending bookings in it.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const mine = await request.get('/api/weddings', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const weddings = (await mine.json()) as {
    wedding_id: number;
    events: { status: string; slot_id: number }[];
  }[];
  expect(weddings.map((w) => w.wedding_id)).toEqual([weddingId]);
  expect(weddings[0]!.events.map((e) => [e.slot_id, e.status])).toEqual(
    slotIds.map((id) => [id, 'pending']),
  );

  // My Bookings lists the three events, each Part of the wedding, linking to its page.
  await page.goto('/customers/bookings');
  const parts = page.locator('.booking-card').filter({ hasText: "Part of Ayesha's wedding" });
  await expect(parts).toHaveCount(3);
  await expect(parts.first().getByRole('link', { name: "Ayesha's wedding" })).toHaveAttribute(
    'href',
    `/customer/weddings/${weddingId}`,
  );

  await page.goto('/customer/dashboard');
  const card = page.getByRole('region', { name: 'Your weddings' }).getByRole('listitem');
  await expect(card.getByRole('link', { name: "Ayesha's wedding" })).toBeVisible();
  // Not answered yet: nothing is due, and no day is promised (docs/product/weddings.md#what-is-due).
  await expect(card).toContainText(
    `Next instalment: Advance · ${formatPkr(Math.round(expected * 0.3))} Due once accepted`,
  );
  await expect(card).not.toContainText('Due today');
  await expect.poll(() => fitsSideways(page)).toBe(true);
  await page
    .getByRole('region', { name: 'Your weddings' })
    .screenshot({ path: test.info().outputPath('dashboard-360.png') });
  await card.getByRole('link', { name: "Ayesha's wedding" }).click();
  await expect(page).toHaveURL(`/customer/weddings/${weddingId}`);

  // The page's tables become cards and it does not scroll sideways.
  await expect(events.first()).toBeVisible();
  await expect(page.locator('.wedding-page thead').first()).toHaveCSS('position', 'absolute');
  // Measured once the page has settled (the header's live marker changes after load).
  await expect.poll(() => fitsSideways(page)).toBe(true);
  expect(await layoutProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('wedding-360.png'), fullPage: true });
});
