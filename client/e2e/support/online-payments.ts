// What the online-payment specs check once the provider confirmed a payment
// (docs/product/online-payments.md#recording-the-payment): the owner's ledger, open all along,
// shows it without a reload, and the return page's Receipt names what was paid.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The owner's Payments recorded (`ledger`) shows the `method` payment of `amount` live. */
export async function expectInLedgerLive(ledger: Locator, method: string, amount: string) {
  const row = ledger
    .getByRole('table', { name: 'Payments recorded' })
    .getByRole('row')
    .filter({ hasText: method });
  await expect(row).toContainText(amount, { timeout: 15_000 });
}

/** From the return page to the payment's receipt, which names each of `texts`. */
export async function openReceipt(page: Page, texts: string[]) {
  await page.getByRole('link', { name: 'Receipt' }).click();
  const receipt = page.locator('.receipt');
  for (const text of texts) await expect(receipt).toContainText(text);
}
