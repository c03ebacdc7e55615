// Booking Requests with a wedding expanded (docs/product/weddings.md#the-owner-answers): at 1024 px
// its events are rows of the table, in the same columns as every other row, and expanding it
// moves no other row's cells; on a phone, where the table becomes cards, its events are cards
// and nothing is cut off or scrolls sideways.
import type { Locator, Page } from '@playwright/test';
import { daysAhead, requestSlot } from './support/desk-owner';
import { expect, test } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';
import { weddingAtFreshMarquee } from './support/weddings';

const TITLE = "Ayesha & Bilal's wedding";

/** Where each cell of a row starts and how wide it is, in whole pixels. */
const cellsOf = (row: Locator) =>
  row.locator('td').evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.width)];
    }),
  );

/** A marquee with a customer's three-event wedding and a single request after it. */
async function requestsWithWedding(page: Page, request: Parameters<typeof requestSlot>[0]) {
  const { owner } = await weddingAtFreshMarquee(request, { title: TITLE, days: [20, 21, 22] });
  const single = await requestSlot(request, await owner.slot(daysAhead(25), '12:00', '16:00'));
  await owner.signIn(page);
  await page.goto('/business/home?tab=events');
  const wedding = page.locator('tr.wedding-row').filter({ hasText: TITLE });
  await expect(wedding).toBeVisible();
  return {
    wedding,
    single: page.locator('tr[data-booking]').filter({ hasText: single.name }),
    events: page.locator('tr.wedding-event'),
    expand: () => wedding.getByRole('button', { name: `3 events of ${TITLE}` }).click(),
  };
}

test('at 1024 px an expanded wedding’s events are table rows in the other rows’ columns', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { wedding, single, events, expand } = await requestsWithWedding(page, request);
  const columns = await cellsOf(single);
  expect(await cellsOf(wedding)).toEqual(columns);

  await expand();
  await expect(events).toHaveCount(3);
  for (const event of await events.all()) {
    await expect(event).toHaveCSS('display', 'table-row');
    expect(await cellsOf(event)).toEqual(columns);
  }
  // Nothing else moved: the single request and the wedding's own row keep their cells.
  expect(await cellsOf(single)).toEqual(columns);
  expect(await cellsOf(wedding)).toEqual(columns);
  expect(await layoutProblems(page)).toEqual([]);
});

test('on a phone an expanded wedding’s events are cards like every request, and fit', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { single, events, expand } = await requestsWithWedding(page, request);
  await expand();
  await expect(events).toHaveCount(3);
  for (const event of await events.all()) await expect(event).toHaveCSS('display', 'block');
  await expect(single).toHaveCSS('display', 'block');
  // Measured once the page has settled: the header's live marker changes just after load.
  await expect.poll(() => layoutProblems(page), { timeout: 15_000 }).toEqual([]);
});
