// A wedding's advance paid online through the sandbox (docs/product/online-payments.md#paying-online),
// on a 390 px phone: the couple's wedding, accepted event by event and so held, offers Pay
// advance on its page; through Easypaisa's sandbox page the couple pays, comes back to "Payment
// received", opens the receipt, and the wedding reads Confirmed, while the owner's ledger, open
// all along, shows the payment without a reload.
import { CHECKOUT_TEXTS } from '@baraat/shared/schemas/checkouts';
import { link } from '../src/config/paths';
import { expect, signInThroughForm, test } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';
import { expectInLedgerLive, openReceipt } from './support/online-payments';
import { EVENT_PRICE, weddingAtFreshMarquee } from './support/weddings';

const PHONE = { width: 390, height: 844 };
/** The default plan's advance: 30% of the two events' total. */
const ADVANCE = `Rs ${(0.3 * 2 * EVENT_PRICE).toLocaleString('en-PK')}`;

test.setTimeout(90_000);

test('a couple pays their wedding’s advance through the sandbox: Confirmed, a receipt, and the owner’s ledger live', async ({
  browser,
  request,
}) => {
  const { owner, customer, wedding, acceptAll } = await weddingAtFreshMarquee(request, {
    title: 'Ayesha & Bilal',
    days: [50, 51],
  });
  await acceptAll();
  const business = wedding.business_name;

  const desk = await browser.newContext({ viewport: PHONE });
  const deskPage = await desk.newPage();
  await owner.signIn(deskPage);
  await deskPage.goto('/business/home?tab=payments');
  const ledger = deskPage.getByRole('region', { name: 'Payments recorded' });
  await expect(ledger.getByText('No payments recorded yet.')).toBeVisible();

  const theirs = await browser.newContext({ viewport: PHONE });
  const page = await theirs.newPage();
  await page.goto('/login');
  await signInThroughForm(page, customer.email, customer.password);
  await page.goto(link.customerWedding(wedding.wedding_id));
  await expect(page.getByRole('heading', { name: 'Ayesha & Bilal' })).toBeVisible();
  await expect(page.locator('.hold-badge')).toContainText('Held until');
  await page.getByRole('button', { name: 'Pay advance' }).click();
  await page
    .getByRole('region', { name: CHECKOUT_TEXTS.payWith })
    .getByRole('button', { name: 'Easypaisa' })
    .click();

  // The provider's page: the sandbox says so, and asks for the advance.
  await expect(page.getByRole('banner')).toHaveText('SANDBOX');
  await expect(page.getByTestId('sandbox-amount')).toHaveText(`${ADVANCE}.00`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/payments\/return\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { name: CHECKOUT_TEXTS.paidTitle })).toBeVisible();
  await expect(page.getByText(CHECKOUT_TEXTS.paidText(ADVANCE, business))).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  // The owner's Payments, open all along, shows it without a reload.
  await expectInLedgerLive(ledger, 'Easypaisa', ADVANCE);
  await openReceipt(page, [business, 'Ayesha & Bilal', 'Easypaisa', ADVANCE]);

  await page.goto(link.customerWedding(wedding.wedding_id));
  await expect(page.locator('.hold-badge')).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: 'Pay advance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay instalment' })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await theirs.close();
  await desk.close();
});
