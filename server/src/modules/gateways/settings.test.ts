// Which providers Baraat talks to, from the environment: the sandbox by default while
// developing, never in production unless PAYMENTS=sandbox, the real endpoints with credentials
// (docs/product/online-payments.md#the-sandbox, docs/deploy.md).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createGateways } from './service';
import { paymentProviders, paymentsSettings, pointSandboxAt } from './settings';

const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-payments-'));
const payments = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), PORT: '8000', ...env }).payments;
const REAL = {
  JAZZCASH_MERCHANT_ID: 'MC12345',
  JAZZCASH_PASSWORD: 'jc-password',
  JAZZCASH_INTEGRITY_SALT: 'jc-salt',
  JAZZCASH_BASE_URL: 'https://payments.jazzcash.com.pk/',
  EASYPAISA_STORE_ID: '4321',
  EASYPAISA_HASH_KEY: 'KEY0123456789ABC',
  EASYPAISA_USERNAME: 'store-user',
  EASYPAISA_PASSWORD: 'ep-password',
  EASYPAISA_BASE_URL: 'https://easypay.easypaisa.com.pk',
};
const logger = createLogger('silent');

describe('payments settings', () => {
  it('use the sandbox served here while developing, for both providers', () => {
    const settings = payments({});
    expect(settings.sandbox).toBe(true);
    expect(settings.jazzcash?.baseUrl).toBe('http://localhost:8000/sandbox/jazzcash');
    expect(settings.easypaisa?.baseUrl).toBe('http://localhost:8000/sandbox/easypaisa');
    expect(Object.keys(createGateways(settings, logger)).sort()).toEqual(['easypaisa', 'jazzcash']);
  });

  it('follow the sandbox to the port the server listens on, for providers made before', () => {
    const settings = payments({ PORT: '0' });
    const { jazzcash } = createGateways(settings, logger);
    pointSandboxAt(settings, 'http://127.0.0.1:4567');
    const checkout = jazzcash!.createCheckout({
      reference: 'BRT1',
      amountPaisa: 100,
      description: 'Advance',
      callbackUrl: 'http://127.0.0.1:4567/payments/callback',
      customer: {},
    });
    expect(checkout.redirect.url).toMatch(/^http:\/\/127\.0\.0\.1:4567\/sandbox\/jazzcash\//);
    expect(settings.easypaisa?.baseUrl).toBe('http://127.0.0.1:4567/sandbox/easypaisa');
    const live = payments(REAL);
    pointSandboxAt(live, 'http://127.0.0.1:4567');
    expect(live.jazzcash?.baseUrl).toBe('https://payments.jazzcash.com.pk');
  });

  it('in production have no sandbox and no provider unless told', () => {
    const settings = payments({ NODE_ENV: 'production' });
    expect(settings).toMatchObject({ sandbox: false, jazzcash: null, easypaisa: null });
    expect(createGateways(settings, logger)).toEqual({});
    expect(paymentProviders(settings)).toBe('none');
    expect(payments({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).sandbox).toBe(true);
  });

  it('talk to the real endpoints with real credentials, whatever NODE_ENV says', () => {
    for (const env of [REAL, { ...REAL, NODE_ENV: 'production' }]) {
      const settings = payments(env);
      expect(settings.sandbox).toBe(false);
      expect(settings.jazzcash).toEqual({
        merchantId: 'MC12345',
        password: 'jc-password',
        integritySalt: 'jc-salt',
        baseUrl: 'https://payments.jazzcash.com.pk',
      });
      expect(settings.easypaisa?.baseUrl).toBe('https://easypay.easypaisa.com.pk');
      expect(paymentProviders(settings)).toBe('jazzcash,easypaisa');
    }
    expect(payments({ ...REAL, PAYMENTS: 'sandbox' }).jazzcash?.merchantId).not.toBe('MC12345');
    expect(payments({ PAYMENTS: 'live' })).toMatchObject({ sandbox: false, jazzcash: null });
  });

  it('refuse half a provider’s credentials, a bad key, mode or URL, naming what is wrong', () => {
    expect(() => payments({ JAZZCASH_MERCHANT_ID: 'MC1', JAZZCASH_PASSWORD: 'p' })).toThrow(
      'Payments need JAZZCASH_INTEGRITY_SALT, JAZZCASH_BASE_URL as well',
    );
    expect(() => payments({ ...REAL, EASYPAISA_HASH_KEY: 'short' })).toThrow(
      'EASYPAISA_HASH_KEY must be 16 characters',
    );
    expect(() => payments({ ...REAL, JAZZCASH_BASE_URL: 'ftp://x' })).toThrow('JAZZCASH_BASE_URL');
    expect(() => payments({ PAYMENTS: 'real' })).toThrow('PAYMENTS must be sandbox or live');
    expect(() => payments({ PAYMENTS_TIMEOUT_MS: '0' })).toThrow('PAYMENTS_TIMEOUT_MS');
  });

  it('are never written to the log, even when an object carrying them is logged', () => {
    const lines: string[] = [];
    const logged = createLogger('info', { write: (line: string) => lines.push(line) });
    const settings = payments(REAL);
    logged.info({ payments: settings }, 'settings');
    logged.info({ form: { pp_Password: 'jc-password', pp_SecureHash: 'AB12' } }, 'a form');
    logged.info({ jazzcash: settings.jazzcash, easypaisa: settings.easypaisa }, 'providers');
    expect(lines).toHaveLength(3);
    for (const secret of ['jc-password', 'jc-salt', 'KEY0123456789ABC', 'ep-password', 'AB12']) {
      expect(lines.join('\n')).not.toContain(secret);
    }
  });

  it('keep the sandbox to one process, whose memory holds its transactions', () => {
    expect(paymentsSettings({}, 'http://localhost:8000', 2).sandbox).toBe(false);
    expect(() => paymentsSettings({ PAYMENTS: 'sandbox' }, 'http://localhost:8000', 2)).toThrow(
      'PAYMENTS=sandbox needs PROCESSES=1',
    );
  });
});
