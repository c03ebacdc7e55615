// Baraat in Urdu (docs/product/texts.md#urdu): the language button switches the page at once,
// right to left, and the choice survives a reload, going offline and signing in, where it is
// saved on the account; the server's refusals and a notification arriving live read in Urdu.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CUSTOMER, expect, test, unique } from './support/fixtures';
import { setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';
import { urdu } from './support/urdu';

const PASSWORD = 'Shaadi#2026';

async function signUpOwner(request: APIRequestContext) {
  const username = unique('urdu_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username,
      first_name: 'Nadia',
      last_name: 'Hussain',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: 'Nadia Lawn',
      business_description: 'A lawn for mehndi and walima in Lahore',
      business_type: 2,
      address: 'Johar Town, Lahore',
      phone: '042-35761111',
      city_id: 2,
    },
  });
  expect(signup.status()).toBe(201);
  const auth = await signup.json();
  return { email, token: auth.access_token as string, language: auth.user.language };
}

/** Tomorrow in Pakistan: a slot there is still ahead whatever the hour of the run. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('the language button turns the page to Urdu at once, and it stays Urdu after a reload and offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForControllingWorker(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Find your perfect wedding vendors');

  await page.getByRole('button', { name: 'اردو' }).click();
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(heading).toHaveText(urdu('Find your perfect wedding vendors'));
  await expect(page.getByRole('link', { name: urdu('Sign In') })).toBeVisible();
  // The way back is named in English, for a reader of English.
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  // A first page the service worker does not answer comes from the server right to left.
  const first = await page.request.get('/listings', { headers: { Accept: 'text/html' } });
  expect(await first.text()).toContain('<html lang="ur" dir="rtl">');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(heading).toHaveText(urdu('Find your perfect wedding vendors'));

  // Offline the service worker has the app, Urdu's catalog and its fonts' styles.
  await setOffline(context, true);
  try {
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(heading).toHaveText(urdu('Find your perfect wedding vendors'));
    await expect(
      page.getByText(urdu('You are offline. Screens you have opened before still work.')),
    ).toBeVisible();
    // Its faces too, from the service worker's cache: the heading is drawn in Nastaliq.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          const loaded: string[] = [];
          document.fonts.forEach((face) => {
            if (face.status === 'loaded') loaded.push(face.family.replaceAll('"', ''));
          });
          return loaded;
        }),
      )
      .toContain('Noto Nastaliq Urdu');
  } finally {
    await setOffline(context, false);
  }

  await page.getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(heading).toHaveText('Find your perfect wedding vendors');
});

test('an Urdu page is given its two faces already loaded, so no line is laid out in a face still coming', async ({
  page,
}) => {
  // A face the page knows before it has loaded makes it lay every Urdu line out in the
  // system's letters, then again when the face comes; the first screen is laid out in Naskh,
  // loaded before it shows (lib/urdu-fonts.ts).
  await page.addInitScript(() => {
    const seen = { loading: 0, atFirstHeading: [] as string[] };
    Object.assign(window, { fontsSeen: seen });
    document.fonts.addEventListener('loading', () => {
      seen.loading += 1;
    });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      observer.disconnect();
      document.fonts.forEach((face) => {
        seen.atFirstHeading.push(`${face.family.replaceAll('"', '')} ${face.status}`);
      });
    }).observe(document, { childList: true, subtree: true });
  });
  // Nastaliq comes after the first screen and gives way to what that screen still fetches.
  const fontPriorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const file = /\/assets\/([^/?]+)\.woff2/.exec(request.url)?.[1];
    if (file) fontPriorities.set(file.replace(/-[\w-]{8}$/, ''), request.initialPriority);
  });
  await cdp.send('Network.enable');
  await page.goto('/listings/profile/shalimar-marquee?lang=ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const faces: string[] = [];
        document.fonts.forEach((face) => {
          faces.push(`${face.family.replaceAll('"', '')} ${face.status}`);
        });
        return faces.sort();
      }),
    )
    .toEqual(['Noto Naskh Arabic loaded', 'Noto Nastaliq Urdu loaded']);
  const seen = await page.evaluate(
    () =>
      (window as unknown as { fontsSeen: { loading: number; atFirstHeading: string[] } }).fontsSeen,
  );
  // No face was known to the page while it loaded, and Naskh was there for the first heading;
  // Nastaliq, asked for at the first idle moment, may have come before that heading or after.
  expect(seen.loading).toBe(0);
  expect(seen.atFirstHeading).toContain('Noto Naskh Arabic loaded');
  expect(seen.atFirstHeading.filter((face) => !face.endsWith(' loaded'))).toEqual([]);
  expect(fontPriorities.get('noto-nastaliq-urdu-urdu-400')).toBe('Low');
});

test('a refusal from the server reads in the language of the screen that asked', async ({
  page,
  request,
}) => {
  const taken = await request.post('/api/auth/signup/customer', {
    headers: { 'Accept-Language': 'ur' },
    data: {
      username: unique('again_'),
      email: DEMO_CUSTOMER.email,
      password: PASSWORD,
      first_name: 'Zara',
      last_name: 'Ahmed',
      city_id: 2,
    },
  });
  expect(taken.ok()).toBe(false);
  const refusal = (await taken.json()).detail as string;
  expect(refusal).not.toMatch(/[A-Za-z]{3}/);
  expect(refusal).toBe(urdu('An account with this email already exists.'));

  // The same refusal, met on the Urdu sign-up form.
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  await page.goto('/signup');
  const field = (name: string) =>
    page.getByRole('textbox', { name: urdu(name), exact: name === 'Password' });
  await field('Username').fill(unique('again_'));
  await field('Email').fill(DEMO_CUSTOMER.email);
  await field('Password').fill(PASSWORD);
  await field('Confirm password').fill(PASSWORD);
  await field('First name').fill('Zara');
  await page.getByRole('combobox', { name: urdu('City') }).selectOption({ index: 1 });
  await page.getByRole('button', { name: urdu('Sign Up') }).click();
  await expect(page.getByText(refusal).first()).toBeVisible();
});

test('signing in keeps the device’s Urdu, saves it on the account, and a notification arrives live in Urdu', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const owner = await signUpOwner(request);
  expect(owner.language ?? null).toBeNull();
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page
    .locator('input[autocomplete="username"], input[name="username"]')
    .first()
    .fill(owner.email);
  await page.locator('input[type="password"]').first().fill(PASSWORD);
  await page.getByRole('button', { name: urdu('Sign In') }).click();
  await expect(page).toHaveURL(/\/business\/home$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The account now keeps Urdu, so what the server sends this owner is written in it.
  await expect
    .poll(async () => {
      const me = await request.get('/api/auth/me', {
        headers: { Authorization: `Bearer ${owner.token}` },
      });
      return (await me.json()).language;
    })
    .toBe('ur');

  const slot = await request.post('/api/slots', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { date: tomorrow(), start_time: '18:00', end_time: '22:00' },
  });
  expect(slot.status()).toBe(201);
  const customer = await request.post('/api/auth/signup/customer', {
    data: {
      username: unique('mehman_'),
      email: `${unique('mehman_')}@example.pk`,
      password: PASSWORD,
      first_name: 'Zara',
      last_name: 'Ahmed',
      city_id: 2,
    },
  });
  expect(customer.status()).toBe(201);
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${(await customer.json()).access_token as string}` },
    data: { slot_id: (await slot.json()).slot_id, event_type_id: 1, message: 'Mehndi, please' },
  });
  expect(booked.status()).toBe(201);
  await expect(page.locator('.toast').getByText(urdu('New booking request'))).toBeVisible();
  const bell = page
    .locator('header')
    .getByRole('link', { name: new RegExp(`^${urdu('Notifications')}`) });
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: urdu('Notifications') })).toBeVisible();
  await expect(page.locator('.notification-list')).toContainText(urdu('New booking request'));
});

test('a walk-in logged offline on an Urdu desk says so in Urdu, and reaches the server once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await signUpOwner(request);
  const auth = { Authorization: `Bearer ${owner.token}` };
  const hall = await request.post('/api/business/halls', {
    headers: auth,
    data: { name: 'Rose Hall', capacity: 300 },
  });
  expect(hall.status()).toBe(201);
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(owner.email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: urdu('Sign In') }).click();
  await expect(page).toHaveURL(/\/business\/home$/);
  await page.goto('/business/home?tab=calendar');
  await waitForControllingWorker(page);
  await expect(page.getByText(urdu('Last synced'), { exact: true }).first()).toBeVisible();

  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
  await page.getByRole('button', { name: urdu('Walk-in'), exact: true }).click();
  const form = page.getByRole('dialog', { name: urdu('Walk-in') });
  await form.getByRole('textbox', { name: urdu('Customer name') }).fill('Bilal Ahmed');
  const time = (label: string, part: 'hour' | 'minute') =>
    page.getByLabel(urdu(`{label} ${part}`).replace('{label}', urdu(label)), { exact: true });
  await time('Start time', 'hour').selectOption('10');
  await time('Start time', 'minute').selectOption('00');
  await time('End time', 'hour').selectOption('11');
  await time('End time', 'minute').selectOption('00');
  await form.getByRole('spinbutton', { name: urdu('Number of people') }).fill('12');
  await form.getByRole('button', { name: urdu('Save walk-in') }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByText(urdu('Walk-in saved on this device. It will sync when the signal returns.')),
  ).toBeVisible();
  const walkIn = page.locator('.calendar-event').filter({ hasText: 'Bilal Ahmed' });
  await expect(walkIn).toContainText(urdu('Waiting to sync'));

  await page.unroute('**/api/**');
  await page.context().setOffline(false);
  await expect(walkIn).not.toContainText(urdu('Waiting to sync'), { timeout: 15_000 });
  const bookings = await request.get('/api/bookings/business-bookings', { headers: auth });
  const walkIns = ((await bookings.json()) as { walkin_customer: { name: string } | null }[])
    .map((booking) => booking.walkin_customer?.name)
    .filter(Boolean);
  expect(walkIns).toEqual(['Bilal Ahmed']);
});
