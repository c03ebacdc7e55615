// The owner's requests on a tablet: the Accept dialog starts on the hall the slot
// belongs to and never on a busy one, the request details keep Save and Close in reach at
// 768 px high, and the week's overlapping tiles end their lines in an ellipsis instead of
// breaking words, the whole text in their name and tooltip.
import type { Page } from '@playwright/test';
import { daysAhead, freshOwner, requestSlot } from './support/desk-owner';
import { DEMO_OWNER, expect, signInThroughForm, test } from './support/fixtures';

const TABLET = { width: 1024, height: 768 };

test('Accept starts on the slot’s own hall, never on a busy one, and accepts with it', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request, 'marquee');
  const hallA = await owner.resource('Hall A', 500);
  const hallB = await owner.resource('Hall B', 300);
  const day = daysAhead(5);
  // Hall A is taken from 18:00 to 22:00.
  const held = await requestSlot(request, await owner.slot(day, '18:00', '22:00', hallA));
  await owner.patch(`/bookings/${held.bookingId}/approve`, { hall_id: hallA });
  // Someone asks for Hall A at an overlapping time, on a slot of no hall.
  const wantsA = await requestSlot(request, await owner.slot(day, '19:00', '23:00'), hallA);
  const onB = await requestSlot(request, await owner.slot(daysAhead(6), '12:00', '16:00', hallB));

  await page.setViewportSize(TABLET);
  await owner.signIn(page);
  await page.goto('/business/home?tab=events');
  const dialog = page.getByRole('dialog', { name: 'Accept Request' });
  const hall = (name: string) => dialog.getByRole('radio', { name: new RegExp(`^${name} `) });

  await page.getByRole('button', { name: `Accept ${wantsA.name}` }).click();
  await expect(dialog.getByText(/^Busy: Hall A is already booked/)).toBeVisible();
  await expect(hall('Hall A')).not.toBeChecked();
  await expect(hall('Hall B')).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Accept ${onB.name}` }).click();
  await expect(hall('Hall B')).toBeChecked();
  await expect(hall('Hall A')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Request approved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Verified \(\d+\)$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: onB.name })).toContainText('Hall B');
});

for (const size of [TABLET, { width: 360, height: 640 }]) {
  test(`a verified request's details keep Save and Close in reach at ${size.width} × ${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    await signInThroughForm(page, DEMO_OWNER.email);
    await page.goto('/business/home?tab=events');
    await page.getByRole('button', { name: /^Verified \(\d+\)$/ }).click();
    await page
      .getByRole('button', { name: /^Details / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Request from / });
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toBeVisible();
    // Taller than the screen: the dialog scrolls inside itself, its buttons stay in sight.
    const overflows = await dialog.evaluate((d) => d.scrollHeight > d.clientHeight);
    expect(overflows).toBe(true);
    for (const name of ['Save', 'Close']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeInViewport({
      ratio: 1,
    });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
}

/** The calendar's week of `date`, chosen in the month view. */
async function openWeekOf(page: Page, date: string) {
  await page.goto('/business/home?tab=calendar');
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  if (date.slice(0, 7) !== daysAhead(0).slice(0, 7)) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page
    .locator('.calendar-day:not(.calendar-day-out)')
    .filter({ hasText: new RegExp(`^${Number(date.slice(8))}(\\D|$)`) })
    .click();
  await page
    .getByRole('group', { name: 'Calendar view' })
    .getByRole('button', { name: 'Week' })
    .click();
}

test('overlapping requests in the week end their lines in an ellipsis, never mid-word', async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request, 'marquee');
  const day = daysAhead(3);
  const names: string[] = [];
  for (const [n, start, end] of [
    [1, '18:00', '22:00'],
    [2, '18:30', '22:30'],
    [3, '19:00', '23:00'],
  ] as const) {
    const hall = await owner.resource(`Hall ${n}`, 300);
    names.push((await requestSlot(request, await owner.slot(day, start, end, hall))).name);
  }
  await page.setViewportSize(TABLET);
  await owner.signIn(page);
  await openWeekOf(page, day);

  const tiles = page.locator('.time-grid-day .calendar-slab-request');
  await expect(tiles).toHaveCount(3);
  const lines = await tiles.locator('span').evaluateAll((spans) =>
    spans.map((span) => {
      const style = getComputedStyle(span);
      return {
        text: span.textContent,
        oneLine: span.getBoundingClientRect().height <= Number.parseFloat(style.lineHeight) * 1.2,
        ellipsis: style.textOverflow === 'ellipsis',
        cut: span.scrollWidth > span.clientWidth,
      };
    }),
  );
  expect(lines.filter((line) => !line.oneLine || !line.ellipsis)).toEqual([]);
  // Narrow enough that words are cut: the test is of the case the owner met.
  expect(lines.some((line) => line.text === 'Request' && line.cut)).toBe(true);
  for (const name of names) {
    const tile = tiles.filter({ hasText: name });
    await expect(tile).toHaveAttribute('title', new RegExp(`Request: ${name}`));
    await expect(page.getByRole('button', { name: new RegExp(`Request: ${name}`) })).toBeVisible();
  }
});
