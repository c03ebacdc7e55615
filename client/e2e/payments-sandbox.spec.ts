// The payment providers' sandbox as a customer's phone shows it (390 px): it says SANDBOX, the
// amount and the merchant, and Pay, Fail and Abandon are reached and chosen by keyboard; Pay
// sends the signed answer back to the merchant (docs/product/online-payments.md#the-sandbox).

import { createLogger } from '../../server/src/logger';
import { jazzCashProvider } from '../../server/src/modules/gateways/jazzcash';
import { SANDBOX_JAZZCASH } from '../../server/src/modules/gateways/settings';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the sandbox page at 390 px says SANDBOX, shows the amount and takes Pay by keyboard', async ({
  page,
  server,
}) => {
  const provider = jazzCashProvider(
    { ...SANDBOX_JAZZCASH, baseUrl: `${server.url}/sandbox/jazzcash` },
    { logger: createLogger('silent'), timeoutMs: 5000 },
  );
  const callbackUrl = `${server.url}/payments/return`;
  const { redirect } = provider.createCheckout({
    reference: `E2E${Date.now()}`,
    amountPaisa: 4_530_000,
    description: 'Advance for Shalimar Marquee',
    callbackUrl,
    customer: {},
  });
  // The merchant's page sends the browser on with the checkout's form, as Baraat will.
  const inputs = Object.entries(redirect.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.setContent(`<form method="post" action="${redirect.url}">${inputs}</form>`);
  await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());

  await expect(page.getByRole('banner')).toHaveText('SANDBOX');
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rs 45,300.00');
  await expect(page.getByText(SANDBOX_JAZZCASH.merchantId)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  const reached: string[] = [];
  for (let step = 0; step < 6 && reached.length < 5; step += 1) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(
        () =>
          document.activeElement?.textContent?.trim() ||
          (document.activeElement as HTMLInputElement | null)?.name ||
          '',
      ),
    );
  }
  expect(reached).toEqual(expect.arrayContaining(['Pay', 'Fail', 'Abandon']));

  const answered = page.waitForRequest((request) => request.url() === callbackUrl);
  await page.getByRole('button', { name: 'Pay' }).focus();
  await page.keyboard.press('Enter');
  const answer = Object.fromEntries(new URLSearchParams((await answered).postData() ?? ''));
  expect(provider.verifyCallback(answer)).toMatchObject({
    ok: true,
    result: { amountPaisa: 4_530_000, currency: 'PKR', status: 'paid' },
  });
});
