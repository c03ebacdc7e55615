// The browser smoke journey on PostgreSQL (docs/architecture.md#10-two-engines): the production
// build served by the real server on a throwaway cluster, the demo seeded by its own start-up.
// The demo customer signs in, finds a new marquee by name and asks for its evening; the owner
// accepts with the hall; then, on the calendar with no signal, logs a walk-in that reaches the
// server once the signal is back: once, and in PostgreSQL's own tables.
import { daysAhead, freshOwner } from './support/desk-owner';
import { DEMO_CUSTOMER, expect, signInThroughForm } from './support/fixtures';
import { newDevice, setOffline } from './support/offline';
import { test } from './support/postgres';
import { waitForControllingWorker } from './support/service-worker';
import { logWalkIn } from './support/walk-in';

const VENDOR = 'Zarnigar Marquee';
const HALL = 'Rang Mahal';
const WALK_IN = 'Bilal Ahmed';
/** A time's Book button, named by its day and hours: "Book Thu, 3 Dec 2026, 7:00 – 11:00 pm". */
const BOOK = /^Book \w{3}, \d{1,2} \w{3} \d{4}, 7:00 – 11:00 pm$/;

test('sign in, search, book, accept, and a walk-in offline and back, on PostgreSQL', async ({
  page,
  browser,
  baseURL,
  request,
  server,
  postgres,
}) => {
  test.setTimeout(60_000);

  await test.step('the server runs on PostgreSQL, seeded by its own start-up', async () => {
    expect(server.logs.find((line) => line.msg === 'Baraat is listening')).toMatchObject({
      engine: 'postgres',
    });
    const seeded = await postgres.query<{ first_name: string }>(
      'SELECT first_name FROM users WHERE email = $1',
      [DEMO_CUSTOMER.email],
    );
    expect(seeded).toEqual([{ first_name: DEMO_CUSTOMER.firstName }]);
  });

  const owner = await freshOwner(request, 'marquee', VENDOR);
  await owner.resource(HALL, 400);
  await owner.slot(daysAhead(5), '19:00', '23:00');

  await test.step('the demo customer signs in, finds the marquee and asks for its evening', async () => {
    await page.goto('/login');
    await signInThroughForm(page, DEMO_CUSTOMER.email);
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Search vendors' }).fill('Zarnigar');
    await expect(page.getByText('Found 1 vendors · Page 1 of 1')).toBeVisible();
    await page.locator('.vendor-card h2').filter({ hasText: VENDOR }).click();
    await expect(page).toHaveURL(/\/listings\/profile\//);
    await page.getByRole('button', { name: BOOK }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: 'Number of guests' }).fill('250');
    await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(
      page.getByText(
        'Booking request submitted successfully! You will receive a confirmation email soon.',
      ),
    ).toBeVisible();
  });

  const desk = await newDevice(browser, baseURL!);
  const ownerPage = await desk.newPage();

  await test.step('the owner accepts it with the hall, and the customer sees it accepted', async () => {
    await owner.signIn(ownerPage);
    await ownerPage.goto('/business/home?tab=events');
    await ownerPage.getByRole('button', { name: 'Accept Ayesha Khan' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Accept Request' });
    await dialog.getByRole('radio', { name: new RegExp(`^${HALL} `) }).check();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(ownerPage.getByText('Request approved successfully')).toBeVisible();

    await page.goto('/customers/bookings');
    const card = page.locator('.booking-card').filter({ hasText: VENDOR });
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  });

  await test.step('with no signal the owner logs a walk-in; back online, it syncs', async () => {
    await ownerPage.goto('/business/home?tab=calendar');
    // The tablet has opened the app before: the service worker holds its code.
    await waitForControllingWorker(ownerPage);
    await expect(ownerPage.getByText(/^Last synced /)).toBeVisible();

    await setOffline(desk, true);
    await logWalkIn(ownerPage, WALK_IN, '10:00', '11:00');
    await expect(
      ownerPage.getByText('Walk-in saved on this device. It will sync when the signal returns.'),
    ).toBeVisible();
    await expect(ownerPage.getByText('1 change waiting to sync')).toBeVisible();
    const event = ownerPage.locator('.calendar-event').filter({ hasText: WALK_IN });
    await expect(event).toContainText('Waiting to sync');

    await setOffline(desk, false);
    await expect(ownerPage.getByText('1 change waiting to sync')).toBeHidden({ timeout: 15_000 });
    await expect(event).not.toContainText('Waiting to sync');
  });

  await test.step('the walk-in is on the server once, in PostgreSQL', async () => {
    const bookings = await owner.get<
      { is_walkin: boolean; walkin_customer: { name: string } | null }[]
    >('/bookings/business-bookings');
    expect(bookings.filter((b) => b.is_walkin).map((b) => b.walkin_customer?.name)).toEqual([
      WALK_IN,
    ]);
    // The rows themselves, read from PostgreSQL: the accepted request, then the walk-in.
    const rows = await postgres.query(
      'SELECT is_walkin, contact_name, status FROM bookings WHERE business_id = $1 ORDER BY id',
      [owner.businessId],
    );
    expect(rows).toEqual([
      { is_walkin: 0, contact_name: null, status: 'verified' },
      { is_walkin: 1, contact_name: WALK_IN, status: 'verified' },
    ]);

    // Another tablet of the owner's, new to the app, reads the calendar from the server.
    const other = await newDevice(browser, baseURL!);
    const second = await other.newPage();
    await owner.signIn(second);
    await second.goto('/business/home?tab=calendar');
    await expect(second.getByText(/^Last synced /)).toBeVisible();
    await expect(second.locator('.calendar-event').filter({ hasText: WALK_IN })).toHaveCount(1);
    await other.close();
  });

  await desk.close();
});
