// Bank transfer and Raast with proof, and receipts (docs/product/payments.md#bank-transfer-and-raast,
// docs/product/payments.md#receipts), on a 390 px phone: a customer copies the business's
// IBAN, sends a transfer with a photo of the receipt, the owner views the photo and confirms
// it at 360 px, and both sides then show the payment, each with its printable receipt.
import sharp from 'sharp';
import { daysAhead, freshCustomer, freshOwner } from './support/desk-owner';
import { expect, signInThroughForm, test } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';

const PHONE = { width: 390, height: 844 };
/** The narrowest phone an owner's screen is made for. */
const NARROW = { width: 360, height: 780 };

test('a transfer with its receipt photo is sent, confirmed by the owner and shows on both sides', async ({
  browser,
  request,
}) => {
  const owner = await freshOwner(request, 'marquee', 'Noor Banquets');
  await owner.put('/business/payment-details', {
    account_title: 'Noor Banquets',
    bank_name: 'Standard Chartered',
    iban: 'PK36 SCBL 0000 0011 2345 6702',
    raast_id: '0300 1234567',
  });
  const hall = await owner.resource('Main Hall', 500);
  const slot = await owner.slot(daysAhead(30), '18:00', '22:00', hall);
  const customer = await freshCustomer(request);
  const booked = await request.post('/api/bookings', {
    headers: customer.headers,
    data: { slot_id: slot, event_type_id: 1 },
  });
  const bookingId = (await booked.json()).booking_id as number;
  await owner.patch(`/bookings/${bookingId}/approve`, { hall_id: hall });

  // The customer pays in their banking app, then sends the proof.
  const theirs = await browser.newContext({ viewport: PHONE });
  const page = await theirs.newPage();
  await page.goto('/login');
  await signInThroughForm(page, customer.email, customer.password);
  await page.goto('/customer/dashboard?tab=bookings');
  await page.getByRole('button', { name: 'Pay by transfer' }).click();
  const panel = page.getByRole('region', { name: 'Pay by bank transfer or Raast' });
  await expect(panel.getByText('PK36 SCBL 0000 0011 2345 6702')).toBeVisible();
  await expect(panel.getByText('+92 300 1234567')).toBeVisible();
  await expect(
    panel.getByText('Baraat never holds your money: you pay Noor Banquets directly'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
  await panel.getByLabel('Method').selectOption('raast');
  await panel.getByLabel('Amount (Rs)').fill('25000');
  await panel.getByLabel('Transaction ID').fill('RAAST-770021');
  const photo = await sharp({
    create: { width: 300, height: 500, channels: 3, background: '#2a7' },
  })
    .jpeg()
    .toBuffer();
  await panel
    .getByLabel('Receipt photo')
    .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo });
  await panel.getByRole('button', { name: 'Send proof' }).click();
  await expect(page.getByText('Transfer sent: the vendor will confirm it')).toBeVisible();
  const sent = panel.getByRole('list', { name: 'Your transfers' });
  await expect(sent).toContainText('RAAST-770021');
  await expect(sent).toContainText('Waiting for the vendor');

  // The owner sees it under Payments, opens the photo and confirms it.
  const desk = await browser.newContext({ viewport: NARROW });
  const deskPage = await desk.newPage();
  await owner.signIn(deskPage);
  await deskPage.goto('/business/home?tab=payments');
  const waiting = deskPage.getByRole('region', { name: 'To confirm' });
  const row = waiting.getByRole('row').filter({ hasText: 'RAAST-770021' });
  await expect(row).toContainText('Rs 25,000');
  expect(await layoutProblems(deskPage)).toEqual([]);
  await row.getByRole('button', { name: 'View receipt' }).click();
  const proof = deskPage.getByRole('img', { name: 'The receipt of transfer RAAST-770021' });
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await deskPage.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(waiting.getByText('No transfers to confirm.')).toBeVisible();
  const recorded = deskPage.getByRole('table', { name: 'Payments recorded' });
  const payment = recorded.getByRole('row').filter({ hasText: 'RAAST-770021' });
  await expect(payment).toContainText('Raast');
  await payment.getByRole('link', { name: /Receipt/ }).click();
  await expect(deskPage.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(deskPage.locator('.receipt')).toContainText('Rs 25,000');
  await expect(deskPage.locator('.receipt')).toContainText(customer.name);
  expect(await layoutProblems(deskPage)).toEqual([]);

  // The customer sees it confirmed, with its receipt.
  await page.goto('/customer/dashboard?tab=payments');
  const mine = page.getByRole('table', { name: 'Payments' });
  const paid = mine.getByRole('row').filter({ hasText: 'RAAST-770021' });
  await expect(paid).toContainText('Completed');
  await paid.getByRole('link', { name: /Receipt/ }).click();
  const receipt = page.locator('.receipt');
  await expect(receipt).toContainText('Noor Banquets');
  await expect(receipt).toContainText('Raast');
  await expect(receipt).toContainText('RAAST-770021');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await theirs.close();
  await desk.close();
});
