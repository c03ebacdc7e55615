// Dates and amounts in one shape: en-PK, "Thu, 3 Dec 2026" (the year left out
// inside the current year where a list is dense), "Rs 151,000", labels in (Rs), and date
// fields that show and take day, month, year whatever language the browser runs in.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { ownerApi, signInAsOwner } from './support/demo-owner';
import { dayMonthYear, expect, test } from './support/fixtures';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The rule, written out again here so the page is checked against it, not against itself. */
function inOneShape(iso: string, dense: boolean): string {
  const day = new Date(`${iso}T00:00:00Z`);
  const sameYear = iso.slice(0, 4) === todayInPakistan().slice(0, 4);
  const year = dense && sameYear ? '' : ` ${day.getUTCFullYear()}`;
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}${year}`;
}

const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-US')}`;
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

interface Receivable {
  booking_id: number;
  event_date: string;
  total_amount: number;
  paid_amount: number;
  outstanding_amount: number;
}
interface LedgerPayment {
  payment_date: string;
  amount: number;
}

test('the owner’s Payments show every date and amount in the one shape', async ({
  page,
  request,
}) => {
  await signInAsOwner(page);
  await page.goto('/business/home?tab=payments');
  const api = await ownerApi(request);
  const owed = (await api.get('/payments/receivables?limit=100')) as Receivable[];
  const ledger = (await api.get('/payments/my-payments?limit=100')) as LedgerPayment[];
  expect(owed.length).toBeGreaterThan(0);
  expect(ledger.length).toBeGreaterThan(0);

  const toCollect = page.getByRole('table', { name: 'Bookings to collect' });
  await expect(toCollect.locator('tbody tr')).toHaveCount(owed.length);
  for (const booking of owed) {
    const record = `Record payment for booking ${booking.booking_id}`;
    const row = toCollect
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: record, exact: true }) });
    const cell = (label: string) => row.locator(`td[data-label="${label}"]`);
    expect(spaced(await cell('Event date').textContent())).toBe(
      inOneShape(booking.event_date, true),
    );
    expect(spaced(await cell('Total').textContent())).toBe(rupees(booking.total_amount));
    expect(spaced(await cell('Paid').textContent())).toBe(rupees(booking.paid_amount));
    expect(spaced(await cell('Outstanding').textContent())).toBe(
      rupees(booking.outstanding_amount),
    );
  }

  // The ledger: each date and amount the API holds appears in the one shape.
  const shown = page.getByRole('table', { name: 'Payments recorded' });
  await expect(shown.locator('tbody tr')).toHaveCount(ledger.length);
  const dates = (await shown.locator('td[data-label="Date"]').allTextContents()).map(spaced);
  const amounts = (await shown.locator('td[data-label="Amount"]').allTextContents()).map(spaced);
  expect(dates.sort()).toEqual(ledger.map((p) => inOneShape(p.payment_date, true)).sort());
  expect(amounts.sort()).toEqual(ledger.map((p) => rupees(p.amount)).sort());

  // Record payment: the booking's day in full, amounts as above, the label in (Rs), and
  // today's date day first.
  const first = owed[0]!;
  await toCollect
    .getByRole('button', { name: `Record payment for booking ${first.booking_id}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(inOneShape(first.event_date, false));
  await expect(dialog).toContainText(
    `Total ${rupees(first.total_amount)} · Paid ${rupees(first.paid_amount)} · Outstanding ${rupees(first.outstanding_amount)}`,
  );
  await expect(dialog.getByRole('textbox', { name: 'Amount (Rs)' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Date received' })).toHaveValue(
    dayMonthYear(todayInPakistan()),
  );
  await expect(dialog.getByText(/PKR|\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
});

for (const locale of ['en-PK', 'en-US']) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test('date fields read and take day, month, year', async ({ page }) => {
      await page.goto('/search');
      const from = page.getByRole('textbox', { name: 'Available from' });
      await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
      const searched = page.waitForRequest((r) => r.url().includes('available_from=2026-12-03'));
      await from.click();
      await page.keyboard.type('03122026');
      await expect(from).toHaveValue('03/12/2026');
      await searched;

      // The browser's own calendar is one button away, and opening it raises no error.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.getByRole('button', { name: 'Open calendar' }).first().click();
      expect(errors).toEqual([]);
    });
  });
}
