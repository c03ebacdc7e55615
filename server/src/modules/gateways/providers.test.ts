// Each provider's client against the running sandbox, driven as a browser drives it: the
// hosted page, Pay, Fail or Abandon, the signed answer checked, the status API asked, a refund
// taken once (docs/product/online-payments.md).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateways } from './service';
import { SANDBOX_EASYPAISA, SANDBOX_JAZZCASH } from './settings';
import {
  formOf,
  loggedLines,
  openHostedPage,
  postForm,
  startMerchant,
  startSandbox,
} from './test-sandbox';
import type { PaymentProvider, ProviderName } from './types';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let merchant: Awaited<ReturnType<typeof startMerchant>>;
const log = loggedLines();
let gateways: Record<ProviderName, PaymentProvider>;
const SECRETS = [
  SANDBOX_JAZZCASH.password,
  SANDBOX_JAZZCASH.integritySalt,
  SANDBOX_EASYPAISA.hashKey,
];
/** Which field of each provider's answer carries the amount, and how it writes 2995 paisa. */
const AMOUNT_FIELD = { jazzcash: ['pp_Amount', '2995'], easypaisa: ['amount', '29.95'] } as const;

beforeAll(async () => {
  [sandbox, merchant] = await Promise.all([startSandbox(), startMerchant()]);
  const settings = {
    sandbox: true,
    origin: merchant.url,
    jazzcash: { ...SANDBOX_JAZZCASH, baseUrl: `${sandbox.url}/sandbox/jazzcash` },
    easypaisa: { ...SANDBOX_EASYPAISA, baseUrl: `${sandbox.url}/sandbox/easypaisa` },
    timeoutMs: 2000,
  };
  gateways = createGateways(settings, log.logger) as Record<ProviderName, PaymentProvider>;
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), merchant?.close()]);
});

let serial = 0;
/** A checkout of Rs 29.95 opened in the sandbox; its reference and where its choices go. */
async function checkout(name: ProviderName) {
  serial += 1;
  const reference = `BRT${name.slice(0, 2).toUpperCase()}${serial}`;
  const { redirect } = gateways[name].createCheckout({
    reference,
    amountPaisa: 2995,
    description: 'Advance for Shadi Hall, 12 Dec',
    callbackUrl: merchant.url,
    customer: { email: 'ayesha@example.pk', mobile: '03001234567' },
  });
  expect(redirect.method).toBe('POST');
  const page = await openHostedPage(redirect, sandbox.url);
  expect(page.status).toBe(200);
  return { reference, ...page };
}

const choose = (url: string, choice: string, delivery = 'now', delay = '0') =>
  postForm(url, { choice, delivery, delay });

/** Waits until the merchant has had `count` posts, for at most `ms`. */
async function posted(count: number, ms: number) {
  const until = Date.now() + ms;
  while (merchant.posts.length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return merchant.posts.length;
}

describe.each(['jazzcash', 'easypaisa'] as const)('%s against the sandbox', (name) => {
  it('shows SANDBOX, the amount, the merchant and the three choices', async () => {
    const { html } = await checkout(name);
    expect(html).toContain('SANDBOX');
    expect(html).toContain('Rs 29.95');
    expect(html).toMatch(name === 'jazzcash' ? /MC00001/ : /Store 10001/);
    for (const choice of ['Pay', 'Fail', 'Abandon']) expect(html).toContain(`>${choice}</button>`);
  });

  it('pays: the signed answer verifies, the status API agrees, a refund is taken once', async () => {
    const { reference, choose: url } = await checkout(name);
    const answered = await choose(url, 'pay');
    const { action, fields } = formOf(await answered.text());
    expect(action).toBe(merchant.url);
    const verdict = gateways[name].verifyCallback(fields);
    expect(verdict).toMatchObject({
      ok: true,
      result: { reference, amountPaisa: 2995, currency: 'PKR', status: 'paid' },
    });
    const paid = await gateways[name].status(reference);
    expect(paid).toEqual(verdict.ok && verdict.result);
    const refund = {
      reference,
      providerTransactionId: paid.providerTransactionId!,
      amountPaisa: 2995,
    };
    expect(await gateways[name].refund(refund)).toEqual({ ok: true });
    expect(await gateways[name].refund(refund)).toEqual({
      ok: false,
      reason: 'Transaction already refunded',
    });
  });

  it('refuses an answer with a changed amount, a changed or missing signature, or a field of its own, logging no secret', async () => {
    const { choose: url } = await checkout(name);
    const { fields } = formOf(await (await choose(url, 'pay')).text());
    const [amountField] = AMOUNT_FIELD[name];
    const signatureField = name === 'jazzcash' ? 'pp_SecureHash' : 'signature';
    const provider = gateways[name];
    expect(provider.verifyCallback({ ...fields, [amountField]: '1' })).toEqual({
      ok: false,
      refusal: 'bad-signature',
    });
    const flipped = fields[signatureField]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(provider.verifyCallback({ ...fields, [signatureField]: flipped })).toEqual({
      ok: false,
      refusal: 'bad-signature',
    });
    const { [signatureField]: _, ...unsigned } = fields;
    expect(provider.verifyCallback(unsigned)).toEqual({ ok: false, refusal: 'missing-fields' });
    expect(provider.verifyCallback({ ...fields, paid: 'yes' })).toEqual({
      ok: false,
      refusal: 'unknown-fields',
    });
    const refusals = log.lines.filter((line) => line.includes('payment answer refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    for (const secret of SECRETS) expect(log.lines.join('\n')).not.toContain(secret);
  });

  it('fails: the answer says failed, as does the status API; nothing is refunded', async () => {
    const { reference, choose: url } = await checkout(name);
    const { fields } = formOf(await (await choose(url, 'fail')).text());
    expect(gateways[name].verifyCallback(fields)).toMatchObject({
      ok: true,
      result: { status: 'failed' },
    });
    const failed = await gateways[name].status(reference);
    expect(failed.status).toBe('failed');
    const refund = await gateways[name].refund({
      reference,
      providerTransactionId: failed.providerTransactionId!,
      amountPaisa: 2995,
    });
    expect(refund).toEqual({ ok: false, reason: 'Transaction was not paid' });
  });

  it('abandoned: the customer comes back with the reference alone, and the status is pending', async () => {
    const { reference, choose: url } = await checkout(name);
    const back = await choose(url, 'abandon');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(merchant.url);
    expect([...location.searchParams.values()]).toEqual([reference]);
    expect(await gateways[name].status(reference)).toMatchObject({
      status: 'pending',
      providerTransactionId: null,
    });
    expect((await choose(url, 'pay')).status).toBe(200);
  });

  it('delivers the answer twice, late, or never, as the page is told', async () => {
    const twice = await checkout(name);
    const before = merchant.posts.length;
    const { fields } = formOf(await (await choose(twice.choose, 'pay', 'twice')).text());
    expect(await posted(before + 1, 2000)).toBe(before + 1);
    expect(merchant.posts.at(-1)).toEqual(fields);

    const late = await checkout(name);
    const sentAt = Date.now();
    expect((await choose(late.choose, 'pay', 'late', '1')).status).toBe(303);
    expect(merchant.posts.length).toBe(before + 1);
    expect(await posted(before + 2, 3000)).toBe(before + 2);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
    expect(gateways[name].verifyCallback(merchant.posts.at(-1)!)).toMatchObject({
      ok: true,
      result: { reference: late.reference, status: 'paid' },
    });

    const never = await checkout(name);
    expect((await choose(never.choose, 'pay', 'never')).status).toBe(303);
    expect(await posted(before + 3, 300)).toBe(before + 2);
    expect((await gateways[name].status(never.reference)).status).toBe('paid');
  });

  it('has its status API refuse a reference it never saw', async () => {
    await expect(gateways[name].status('NEVERSEEN1')).rejects.toThrow(
      `${name}: status refused: Transaction not found`,
    );
  });

  it('takes no choice once the checkout has expired: the status API says failed', async () => {
    serial += 1;
    const reference = `EXP${name.slice(0, 2)}${serial}`;
    const { redirect } = gateways[name].createCheckout({
      reference,
      amountPaisa: 2995,
      description: 'Advance',
      callbackUrl: merchant.url,
      customer: {},
      expiresAt: new Date(Date.now() + 1000),
    });
    const page = await openHostedPage(redirect, sandbox.url);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const late = await choose(page.choose, 'pay');
    expect([late.status, await late.text()]).toEqual([409, expect.stringContaining('expired')]);
    expect((await gateways[name].status(reference)).status).toBe('failed');
  });

  it('refuses a checkout not signed by the merchant, and a reference used twice', async () => {
    const { redirect } = gateways[name].createCheckout({
      reference: `DUP${name.slice(0, 2)}`,
      amountPaisa: 5000,
      description: 'Advance',
      callbackUrl: merchant.url,
      customer: {},
    });
    const [amountField] = AMOUNT_FIELD[name];
    const tampered = await openHostedPage(
      { ...redirect, fields: { ...redirect.fields, [amountField]: '1' } },
      sandbox.url,
    );
    expect(tampered.status).toBe(400);
    expect((await openHostedPage(redirect, sandbox.url)).status).toBe(200);
    const again = await openHostedPage(redirect, sandbox.url);
    expect([again.status, again.html]).toEqual([400, expect.stringContaining('was used before')]);
    const nowhere = gateways[name].createCheckout({
      reference: `NOURL${name.slice(0, 2)}`,
      amountPaisa: 5000,
      description: 'Advance',
      callbackUrl: 'not a URL',
      customer: {},
    });
    expect((await openHostedPage(nowhere.redirect, sandbox.url)).status).toBe(400);
  });

  it('gives up on a status API that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const slow = createGateways(
      {
        sandbox: false,
        origin: baseUrl,
        jazzcash: { ...SANDBOX_JAZZCASH, baseUrl },
        easypaisa: { ...SANDBOX_EASYPAISA, baseUrl },
        timeoutMs: 200,
      },
      log.logger,
    );
    await expect(slow[name]!.status('BRT1')).rejects.toThrow(`${name}: no answer within 200 ms`);
    silent.closeAllConnections();
    silent.close();
  });
});
