import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { setOffline } from './support/offline';
import { BUILT_CLIENT, startServer } from './support/server';
import { waitForControllingWorker } from './support/service-worker';

test('the web manifest names the app, its icons and how it opens', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Baraat — Wedding Vendors of Pakistan',
    short_name: 'Baraat',
    start_url: '/',
    display: 'standalone',
    theme_color: '#8a1538',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker activates and never answers /api with the app', async ({ page }) => {
  await page.goto('/');
  await waitForControllingWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);

  await page.goto('/api/health');
  await expect(page.locator('body')).toContainText('"status":"ok"');
});

test('after one online visit the app reloads and navigates with the network off', async ({
  page,
  context,
}) => {
  const own = await startServer();
  try {
    await page.goto(`${own.url}/`);
    await expect(
      page.getByRole('heading', { name: 'Find your perfect wedding vendors' }),
    ).toBeVisible();
    await waitForControllingWorker(page);

    await own.stop();
    await setOffline(context, true);

    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Find your perfect wedding vendors' }),
    ).toBeVisible();
    await expect(page.getByText('You are offline.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    // A full navigation to a route never opened before is served the app shell too.
    await page.goto(`${own.url}/accounts/signup/business`);
    await expect(page.getByRole('heading', { name: 'Register your business' })).toBeVisible();
  } finally {
    await setOffline(context, false);
    await own.stop();
  }
});

test('an update waits for the user and never reloads over unsaved input', async ({ page }) => {
  // Its own server on a copy of the built client, and a service worker installed twice: 15 s on
  // a usual machine, 26-32 s on a slow one, so the suite's 30 s is too tight.
  test.setTimeout(60_000);
  const clientDir = mkdtempSync(path.join(tmpdir(), 'baraat-client-'));
  cpSync(BUILT_CLIENT, clientDir, { recursive: true });
  const own = await startServer({ CLIENT_DIR: clientDir });
  try {
    await page.goto(`${own.url}/login`);
    await waitForControllingWorker(page);

    // A new release: the service worker script changes on the server.
    appendFileSync(path.join(clientDir, 'sw.js'), '\n// next release\n');
    await page.getByRole('textbox', { name: 'Email' }).fill('typed@example.pk');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const toast = page.getByText('An update of Baraat is available.');
    await expect(toast).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(
      page.getByText('Finish or send what you are typing first, then update.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('typed@example.pk');

    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);

    await page.getByRole('textbox', { name: 'Email' }).fill('');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  } finally {
    await own.stop();
    rmSync(clientDir, { recursive: true, force: true });
  }
});
