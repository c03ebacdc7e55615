// Accept all on a wedding like the demo one (docs/product/weddings.md#accept-all), on a phone
// and a tablet (and the narrowest phone, 360 px): a marquee with halls of 800, 500 and 300
// guests, and a customer's mehndi, baraat and walima of 250, 500 and 450 guests, made through
// the API. The dialog proposes each event the smallest free hall that holds its guests, shows
// every hall's capacity, Busy and too-small marks, passes axe and the layout checks, and the
// wedding is accepted at the first press. When two events' halls are taken while the dialog is
// open, both refusals show at once beside their events, the focus on the first, nothing
// accepted; changed by keyboard, the next press accepts all.

import { randomUUID } from 'node:crypto';
import { REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { auditProblems } from './support/audit';
import { daysAhead, freshCustomer, freshOwner, requestSlot } from './support/desk-owner';
import { expect, test } from './support/fixtures';

/** The phone and tablet of the issue, and the narrowest phone an owner's screen serves. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 360, height: 740 },
];
/** Mehndi, Wedding (the baraat) and Reception (the walima) of the catalogue. */
const EVENT_TYPES = [3, 1, 4];
const GUESTS = [250, 500, 450];
const TIMES = [
  ['19:00', '23:00'],
  ['19:00', '23:00'],
  ['13:00', '17:00'],
] as const;

/** The marquee, its halls, and the customer's pending wedding on days `from`..`from + 2`. */
async function demoLikeWedding(request: APIRequestContext, from: number) {
  const owner = await freshOwner(request, 'marquee');
  const halls = {
    shalimar: await owner.resource('Shalimar Hall', 800),
    lawn: await owner.resource('Garden Lawn', 500),
    rose: await owner.resource('Rose Hall', 300),
  };
  const { package_id } = await owner.post<{ package_id: number }>(
    `/business/${owner.businessId}/packages`,
    { package_name: 'Shaadi evening', price: 300_000, price_basis: 'per_event', max_guests: 0 },
  );
  const days = [from, from + 1, from + 2].map(daysAhead);
  const slots: number[] = [];
  for (const [index, [start, end]] of TIMES.entries()) {
    slots.push(await owner.slot(days[index]!, start, end));
  }
  const customer = await freshCustomer(request);
  const booked = await request.post('/api/weddings', {
    headers: { ...customer.headers, 'Idempotency-Key': randomUUID() },
    data: {
      title: 'Ayesha & Bilal’s wedding',
      events: slots.map((slot_id, index) => ({
        slot_id,
        event_type_id: EVENT_TYPES[index],
        number_of_people: GUESTS[index],
        package_selected_id: package_id,
      })),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const wedding = (await booked.json()) as Wedding;
  /** Another family's evening accepted into `hall` at the times of the wedding's event. */
  const takeHall = async (event: number, hall: number) => {
    const [start, end] = TIMES[event]!;
    const slot = await owner.slot(days[event]!, start, end);
    const { bookingId } = await requestSlot(request, slot);
    await owner.patch(`/bookings/${bookingId}/approve`, { hall_id: hall });
  };
  return { owner, halls, wedding, takeHall };
}

/** The dialog's group of one event, found by its name and guests. */
const eventGroup = (dialog: Locator, wedding: Wedding, index: number) =>
  dialog.getByRole('group', {
    name: new RegExp(`^${wedding.events[index]!.event_name} · .* · ${GUESTS[index]} guests$`),
  });

async function openAcceptAll(page: Page, weddingId: number) {
  await page.goto(`/business/weddings/${weddingId}`);
  await page.getByRole('button', { name: 'Accept all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept all' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Axe and the layout checks with the dialog open. The page behind a modal dialog is inert,
 * so the skip link, kept off screen until focused, cannot take the focus the check gives it
 * and reads as outside the window: that one is left out. */
const dialogProblems = async (page: Page) =>
  (await auditProblems(page)).filter((problem) => !problem.startsWith('<a.skip-link>'));

const fitsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const size of SIZES) {
  test(`Accept all proposes halls by capacity and accepts at the first press at ${size.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { owner, halls, wedding, takeHall } = await demoLikeWedding(request, 15);
    // Shalimar Hall is taken at the baraat's times.
    await takeHall(1, halls.shalimar);
    await owner.signIn(page);
    const dialog = await openAcceptAll(page, wedding.wedding_id);
    const [mehndi, baraat, walima] = [0, 1, 2].map((index) => eventGroup(dialog, wedding, index));

    await expect(mehndi!.getByRole('radio', { name: /^Rose Hall · 300 guests/ })).toBeChecked();
    await expect(baraat!.getByRole('radio', { name: /^Garden Lawn · 500 guests/ })).toBeChecked();
    await expect(walima!.getByRole('radio', { name: /^Garden Lawn · 500 guests/ })).toBeChecked();
    const busy = baraat!.locator('label', { hasText: 'Shalimar Hall' });
    await expect(busy).toContainText('800 guests');
    await expect(busy).toContainText(/Busy: Shalimar Hall is already booked for/);
    await expect(baraat!.locator('label', { hasText: 'Rose Hall' })).toContainText(
      'Too small for 500 guests',
    );
    await expect(walima!.locator('label', { hasText: 'Rose Hall' })).toContainText(
      'Too small for 450 guests',
    );
    expect(await dialogProblems(page)).toEqual([]);
    expect(await fitsSideways(page)).toBe(true);
    for (const radio of await dialog.getByRole('radio').all()) {
      const box = (await radio.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    }

    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog).toBeHidden();
    // Each event's state as the owner's screens word it (docs/product/texts.md#status-labels).
    await expect(
      page.getByRole('region', { name: 'Events' }).getByText(REQUEST_STATUS_LABEL.verified, {
        exact: true,
      }),
    ).toHaveCount(3);
    const accepted = await owner.get<Wedding>(`/weddings/${wedding.wedding_id}`);
    expect(accepted.events.map((event) => [event.status, event.worker_id])).toEqual([
      ['verified', halls.rose],
      ['verified', halls.lawn],
      ['verified', halls.lawn],
    ]);
  });

  test(`Accept all shows two refusals at once beside their events at ${size.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { owner, halls, wedding, takeHall } = await demoLikeWedding(request, 25);
    await owner.signIn(page);
    const dialog = await openAcceptAll(page, wedding.wedding_id);
    const [mehndi, baraat, walima] = [0, 1, 2].map((index) => eventGroup(dialog, wedding, index));
    const roseForMehndi = mehndi!.getByRole('radio', { name: /^Rose Hall/ });
    await expect(roseForMehndi).toBeChecked();
    await expect(walima!.getByRole('radio', { name: /^Garden Lawn/ })).toBeChecked();

    // While the dialog is open, other families take the mehndi's and the walima's halls.
    await takeHall(0, halls.rose);
    await takeHall(2, halls.lawn);
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Nothing was accepted: 2 events were refused, each with its reason below.',
    );
    await expect(mehndi!).toContainText(/: Rose Hall is already booked for /);
    await expect(walima!).toContainText(/: Garden Lawn is already booked for /);
    await expect(baraat!).not.toContainText('already booked');
    // The halls are asked again: the one taken meanwhile now shows Busy.
    await expect(mehndi!.locator('label', { hasText: 'Rose Hall' })).toContainText(
      'Busy: Rose Hall is already booked',
    );
    await expect(roseForMehndi).toBeFocused();
    expect(await dialogProblems(page)).toEqual([]);
    const pending = await owner.get<Wedding>(`/weddings/${wedding.wedding_id}`);
    expect(pending.events.map((event) => event.status)).toEqual(['pending', 'pending', 'pending']);

    // By keyboard: the mehndi moves up to Garden Lawn, the walima to Shalimar Hall.
    await page.keyboard.press('ArrowUp');
    await expect(mehndi!.getByRole('radio', { name: /^Garden Lawn/ })).toBeChecked();
    await walima!.getByRole('radio', { name: /^Garden Lawn/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(walima!.getByRole('radio', { name: /^Shalimar Hall/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Accept all' }).press('Enter');
    await expect(dialog).toBeHidden();
    const accepted = await owner.get<Wedding>(`/weddings/${wedding.wedding_id}`);
    expect(accepted.events.map((event) => event.worker_id)).toEqual([
      halls.lawn,
      halls.lawn,
      halls.shalimar,
    ]);
  });
}
