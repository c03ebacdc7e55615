// A cash advance taken at the desk with no signal (docs/product/payments.md#holding-a-date,
// docs/product/offline.md#the-outbox), on the desk's phone: the owner accepts a request, which
// holds its date, goes offline, records the cash advance under Bookings to collect and sees it
// waiting to sync; back online the outbox sends it once, and the booking reads Confirmed on the
// desk and on the customer's dashboard, with one payment in the ledger. Then the same advance
// synced only after the hold expired and another booking took the date: a server of its own is
// stopped while the device is offline, the deadline moved to a minute ago in its database, and
// its start-up upkeep expires the hold; the device shows the refusal's reason with Discard.
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { advanceDue, HOLD_TEXTS } from '@baraat/shared/domain/holds';
import type { Payment } from '@baraat/shared/schemas/payments';
import { type APIRequestContext, request as apiRequest, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { PAYMENT_QUEUED } from '../src/components/payments/payment-texts';
import { CUSTOMER_PASSWORD, requestFrom, surname } from './support/customer-request';
import { daysAhead, freshOwner } from './support/desk-owner';
import { expect, signInThroughForm, test } from './support/fixtures';
import { newDevice, setOffline } from './support/offline';
import { startServer } from './support/server';
import { waitForControllingWorker } from './support/service-worker';

test.use({ viewport: { width: 360, height: 740 } });

/** A fresh hall business with one evening slot, asked for by a fresh customer with its package. */
async function askedBooking(request: APIRequestContext) {
  const owner = await freshOwner(request, 'marquee');
  const hallId = await owner.resource('Crystal Hall', 600);
  const { package_id } = await owner.post<{ package_id: number }>(
    `/business/${owner.businessId}/packages`,
    { package_name: 'Barat Night', price: 300_000, price_basis: 'per_event', max_guests: 500 },
  );
  const slotId = await owner.slot(daysAhead(30), '19:00', '23:00');
  const asked = await requestFrom(request, slotId, surname('Cash'), {
    package_selected_id: package_id,
  });
  return { owner, hallId, slotId, packageId: package_id, ...asked };
}

/** On the desk's Payments tab, offline: records the booking's cash advance, which waits. */
async function recordCashOffline(page: Page, bookingId: number) {
  const row = page
    .getByRole('table', { name: 'Bookings to collect' })
    .getByRole('row')
    .filter({ hasText: `#${bookingId}` });
  await row.getByRole('button', { name: `Record payment for booking ${bookingId}` }).click();
  const form = page.getByRole('dialog', { name: 'Record payment' });
  await form.getByRole('textbox', { name: 'Amount (Rs)' }).fill(String(advanceDue(300_000)));
  await expect(form.getByRole('combobox', { name: 'Method' })).toHaveValue('cash');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(PAYMENT_QUEUED)).toBeVisible();
  await expect(row).toContainText('Waiting to sync');
  return row;
}

/** A port free now, so a server started again keeps the device's origin (and its outbox). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test('a cash advance recorded offline waits to sync, then confirms the held booking on both sides', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { owner, bookingId, name, email } = await askedBooking(request);

  // The owner accepts it with the free hall: the date is held.
  await owner.signIn(page);
  await page.getByRole('link', { name: 'Booking Requests', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(name);
  await page.getByRole('button', { name: `Accept ${name}` }).click();
  const accept = page.getByRole('dialog', { name: 'Accept Request' });
  await accept.locator('label.resource-choice').first().click();
  await accept.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(accept).toBeHidden();

  await page.goto('/business/home?tab=payments');
  await waitForControllingWorker(page);
  const toCollect = page.getByRole('table', { name: 'Bookings to collect' });
  const row = toCollect.getByRole('row').filter({ hasText: `#${bookingId}` });
  await expect(row).toContainText('Held until');

  // No signal: the cash advance is kept on the device, waiting to sync.
  await setOffline(context, true);
  await recordCashOffline(page, bookingId);
  await expect(row).toContainText('Held until');
  const recorded = page.getByRole('table', { name: 'Payments recorded' });
  await expect(recorded.getByRole('row').filter({ hasText: 'Waiting to sync' })).toContainText(
    `#${bookingId} (Advance)`,
  );
  const ledger = async () =>
    (await owner.get<Payment[]>('/payments/my-payments')).filter(
      (payment) => payment.booking_id === bookingId,
    );
  expect(await ledger()).toHaveLength(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Back online: sent once, and the lists read again.
  await setOffline(context, false);
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  await expect(row).toContainText(HOLD_TEXTS.confirmed);
  await expect(row).not.toContainText('Held until');
  await expect(recorded.getByRole('row').filter({ hasText: `#${bookingId}` })).toContainText(
    'Completed',
  );
  const paid = await ledger();
  expect(paid.map((payment) => [payment.kind, payment.payment_method, payment.amount])).toEqual([
    ['advance', 'cash', advanceDue(300_000)],
  ]);

  // The customer reads it Confirmed on their dashboard's booking card.
  const customer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await customer.goto('/login');
  await signInThroughForm(customer, email, CUSTOMER_PASSWORD);
  await customer.goto('/customer/dashboard?tab=bookings');
  await expect(customer.locator('.booking-card').getByText(HOLD_TEXTS.confirmed)).toBeVisible();
  await customer.close();
  expect(await ledger()).toHaveLength(1);
});

test('a cash advance synced after its hold expired and its date was taken is refused on the device with Discard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-e2e-late-cash-'));
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), SEED: 'none' };
  let server = await startServer(env);
  const api = await apiRequest.newContext({ baseURL: server.url });
  const device = await newDevice(browser, server.url, { width: 360, height: 740 });
  try {
    const { owner, hallId, bookingId, slotId, packageId, token } = await askedBooking(api);
    await owner.patch(`/bookings/${bookingId}/approve`, { hall_id: hallId });

    const page = await device.newPage();
    await owner.signIn(page);
    await page.goto('/business/home?tab=payments');
    await waitForControllingWorker(page);
    await expect(page.getByRole('row').filter({ hasText: `#${bookingId}` })).toContainText(
      'Held until',
    );
    await setOffline(device, true);
    await recordCashOffline(page, bookingId);

    // Meanwhile the deadline passes: the server, started again, expires the hold.
    await server.stop();
    const db = new Database(path.join(dataDir, 'app.db'));
    db.prepare('UPDATE bookings SET hold_until = ? WHERE id = ?').run(
      new Date(Date.now() - 60_000).toISOString(),
      bookingId,
    );
    db.close();
    server = await startServer(env);
    const status = async () =>
      (
        await (
          await api.get(`/api/bookings/${bookingId}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).status;
    await expect.poll(status).toBe('cancelled');
    // Another couple's booking takes the date.
    const other = await requestFrom(api, slotId, surname('Late'), {
      package_selected_id: packageId,
    });
    await owner.patch(`/bookings/${other.bookingId}/approve`, { hall_id: hallId });

    // Back online: refused, with its reason and Discard alone.
    await setOffline(device, false);
    const refused = page
      .getByRole('table', { name: 'Payments recorded' })
      .getByRole('row')
      .filter({ hasText: 'Not saved' });
    await expect(refused).toContainText(HOLD_TEXTS.takenAfterExpiry, { timeout: 20_000 });
    await expect(refused).toContainText(`#${bookingId} (Advance)`);
    await expect(refused.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await refused.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText(HOLD_TEXTS.takenAfterExpiry)).toHaveCount(0);
    expect(
      (await owner.get<Payment[]>('/payments/my-payments')).filter(
        (payment) => payment.booking_id === bookingId,
      ),
    ).toEqual([]);
    expect(await status()).toBe('cancelled');
  } finally {
    await device.close();
    await api.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
