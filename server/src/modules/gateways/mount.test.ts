// The sandbox is served by Baraat itself under /sandbox in sandbox mode, and not at all in
// production unless PAYMENTS=sandbox (docs/product/online-payments.md#the-sandbox).
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { jazzCashProvider } from './jazzcash';
import { SANDBOX_JAZZCASH } from './settings';
import { loggedLines, openHostedPage } from './test-sandbox';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const page = (path: string) => fetch(`${server!.url}${path}`, { headers: { Accept: 'text/html' } });

describe('the sandbox in Baraat', () => {
  it('is not there in production without PAYMENTS=sandbox: 404, never the app’s page', async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
    for (const path of ['/sandbox/assets/sandbox.css', '/sandbox/jazzcash/pay/x', '/sandbox']) {
      expect((await page(path)).status).toBe(404);
    }
    const form = await fetch(
      `${server.url}/sandbox/jazzcash/CustomerPortal/transactionmanagement/merchantform/`,
      { method: 'POST', body: new URLSearchParams({ pp_Amount: '100' }) },
    );
    expect(form.status).toBe(404);
  });

  it('serves the hosted page under this origin in sandbox mode, with a policy of its own', async () => {
    server = await startTestServer({ NODE_ENV: 'production', PAYMENTS: 'sandbox' });
    const provider = jazzCashProvider(
      { ...SANDBOX_JAZZCASH, baseUrl: `${server.url}/sandbox/jazzcash` },
      { logger: loggedLines().logger, timeoutMs: 2000 },
    );
    const { redirect } = provider.createCheckout({
      reference: 'BRT100',
      amountPaisa: 1_500_000,
      description: 'Advance',
      callbackUrl: `${server.url}/payments/callback`,
      customer: {},
    });
    const hosted = await openHostedPage(redirect, server.url);
    expect(hosted.status).toBe(200);
    expect(hosted.html).toContain('Rs 15,000.00');
    const styles = await page('/sandbox/assets/sandbox.css');
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(styles.headers.get('cache-control')).toBe('no-store');
    expect(await provider.status('BRT100')).toMatchObject({
      status: 'pending',
      amountPaisa: 1_500_000,
    });
  });
});

describe('the app’s pages with real providers', () => {
  it('let the checkout’s form post to the providers’ hosted pages, and nowhere else', async () => {
    server = await startTestServer({
      PAYMENTS: 'live',
      JAZZCASH_MERCHANT_ID: 'MC12345',
      JAZZCASH_PASSWORD: 'not-logged',
      JAZZCASH_INTEGRITY_SALT: 'not-logged-either',
      JAZZCASH_BASE_URL: 'https://sandbox.jazzcash.com.pk',
    });
    const policy = (await page('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("form-action 'self' https://sandbox.jazzcash.com.pk;");
    expect((await page('/sandbox/jazzcash/pay/x')).status).toBe(404);
  });
});
