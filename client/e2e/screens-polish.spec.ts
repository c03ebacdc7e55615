// The owner's and the customer's screens on a phone (390×844) and a tablet (1024×768), as
// an audit of them saw them: no figure is cut (tables become cards on a phone), the desk's
// tabs show that they scroll, and an e-mail address never breaks inside a word.
import type { Page } from '@playwright/test';
import { demoData } from './support/audit';
import { expect } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';
import { PHONE, TABLET, test } from './support/open-as';

/** What the layout check says of cut figures on the page as it is. */
const cutFigures = async (page: Page) =>
  (await layoutProblems(page)).filter((problem) => problem.startsWith('the figure'));

test('the layout check finds a figure cut by its box, and passes one whose scroller shows more', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.setContent(`<html lang="en"><title>Figures</title><main>
    <div style="overflow: hidden; width: 60px"><p style="width: 200px">Rs 3,707,000</p></div>
    <p style="overflow: hidden; text-overflow: ellipsis; white-space: nowrap; width: 40px">85.7%</p>
    <div style="overflow-x: auto; width: 100px"><p style="width: 300px; text-align: right">Rs 1,227,500</p></div>
    <div class="more-after"><div style="overflow-x: auto; width: 100px"><p style="width: 300px; text-align: right">Rs 40,000</p></div></div>
    <div style="overflow: hidden; width: 60px"><p style="width: 200px">Platinum Baraat Package</p></div>
    <p>Rs 151,000</p>
  </main></html>`);
  expect(await cutFigures(page)).toEqual([
    'the figure <p> "Rs 3,707,000" is cut off by <div> "Rs 3,707,000"',
    'the figure <p> "85.7%" is cut off by <p> "85.7%"',
    'the figure <p> "Rs 1,227,500" is cut off by <div> "Rs 1,227,500", which scrolls without showing it',
  ]);
});

test('on a phone the Dashboard’s Top packages are cards with whole figures; a table on a tablet', async ({
  page,
  openAs,
}) => {
  await openAs('owner', PHONE, '/business/home?tab=dashboard');
  const table = page.getByRole('table', { name: 'Top packages' });
  const revenue = table.locator('td[data-label="Revenue"]');
  await expect(revenue.first()).toBeVisible();
  for (const cell of await revenue.all()) {
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toHaveText(/^Rs\s[\d,]+$/);
    await expect(cell).toBeInViewport({ ratio: 1 });
  }
  // Each card names its figures, as the table's head would.
  expect(
    await revenue
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content.replaceAll('"', '')),
  ).toBe('Revenue');
  expect(await cutFigures(page)).toEqual([]);

  await page.setViewportSize(TABLET);
  await expect(table.getByRole('columnheader', { name: 'Revenue' })).toBeVisible();
  expect(await cutFigures(page)).toEqual([]);
});

test('on a phone the customer’s Payments show every Amount and Status whole', async ({
  page,
  openAs,
}) => {
  await openAs('customer', PHONE, '/customer/dashboard?tab=payments');
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  for (const row of await table.locator('tbody tr').all()) {
    for (const label of ['Amount', 'Status']) {
      const cell = row.locator(`td[data-label="${label}"]`);
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await expect(row.locator('td[data-label="Amount"]')).toHaveText(/^Rs\s[\d,]+$/);
  }
  expect(await cutFigures(page)).toEqual([]);
});

/** Where the business tabs' row stands: its scroll, its arrows, and the shown tab's box. */
function tabStrip(page: Page) {
  return page.locator('.tab-strip-frame').evaluate((frame) => {
    const strip = frame.querySelector('.tab-strip')!;
    const box = strip.getBoundingClientRect();
    const shown = strip.querySelector('[aria-current="page"]')!.getBoundingClientRect();
    const arrow = (edge: string) => {
      const element = frame.querySelector(`.tab-strip-arrow-${edge}`);
      if (!element) return null;
      const { width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { width, height, text: element.textContent, visible: style.visibility !== 'hidden' };
    };
    return {
      scrolled: strip.scrollLeft,
      before: arrow('before'),
      after: arrow('after'),
      // Whole, and clear of the 32 px fades at the edges.
      shownClear: shown.left >= box.left + 31 && shown.right <= box.right - 31,
      shownWhole: shown.left >= box.left - 0.5 && shown.right <= box.right + 0.5,
    };
  });
}

test('on a phone the desk’s tabs show an arrow where more tabs wait, and scroll to the shown one', async ({
  page,
  openAs,
}) => {
  await openAs('owner', PHONE, '/business/home');
  const tabs = page.getByRole('navigation', { name: 'Business' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
  let strip = await tabStrip(page);
  expect(strip.before).toBeNull();
  expect(strip.after).toMatchObject({ text: '›', visible: true });
  expect(strip.after!.height).toBeGreaterThanOrEqual(40);

  // The arrow moves the row on: more tabs come into sight, and the way back shows its arrow.
  await page.locator('.tab-strip-arrow-after').click();
  await expect.poll(async () => (await tabStrip(page)).scrolled).toBeGreaterThan(100);
  await expect.poll(async () => (await tabStrip(page)).before?.text).toBe('‹');

  for (const tab of ['settings', 'calendar', 'media']) {
    await page.goto(`/business/home?tab=${tab}`);
    await expect(tabs.locator('[aria-current="page"]')).toBeVisible();
    strip = await tabStrip(page);
    expect(strip.shownWhole, tab).toBe(true);
    if (strip.after) expect(strip.shownClear, tab).toBe(true);
  }
  expect((await tabStrip(page)).after).toBeNull();
});

/**
 * Every e-mail address shown (the innermost element whose whole text is one), with the places
 * its lines break that are not sensible: either side of its @ or before a dot are, and inside
 * a piece between those only when the piece alone is wider than its line.
 */
function emailBreaks(page: Page) {
  return page.evaluate(() => {
    const ADDRESS = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
    const found: { address: string; breaks: string[] }[] = [];
    /** The width of the line the address runs in: its nearest box that is not inline. */
    const lineWidth = (element: Element) => {
      let box: Element | null = element;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      const style = getComputedStyle(box!);
      return (
        box!.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight)
      );
    };
    /** How wide `text` is, unbroken, in the element's font. */
    const widthOf = (element: Element, text: string) => {
      const probe = document.createElement('span');
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = text;
      element.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const address = (element.textContent ?? '').trim();
      if (!ADDRESS.test(address) || !element.checkVisibility()) continue;
      // The innermost element that holds the whole address, not a box around it and its label.
      if (Array.from(element.children).some((child) => child.textContent?.includes('@'))) continue;
      const chars: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          if (!text[i]!.trim()) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ char: text[i]!, top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const sensible = (i: number) =>
        chars[i - 1]!.char === '@' || chars[i]!.char === '@' || chars[i]!.char === '.';
      const line = lineWidth(element);
      const breaks: string[] = [];
      for (let i = 1; i < chars.length; i += 1) {
        if (chars[i]!.top === chars[i - 1]!.top || sensible(i)) continue;
        let from = i - 1;
        while (from > 0 && !sensible(from)) from -= 1;
        let to = i + 1;
        while (to < chars.length && !sensible(to)) to += 1;
        if (widthOf(element, address.slice(from, to)) > line) continue;
        breaks.push(`${address.slice(0, i)} | ${address.slice(i)}`);
      }
      found.push({ address, breaks });
    }
    return found;
  });
}

async function expectWholeEmails(page: Page, where: string) {
  const found = await emailBreaks(page);
  expect(found.length, `an address on ${where}`).toBeGreaterThan(0);
  expect(
    found.filter((email) => email.breaks.length > 0),
    where,
  ).toEqual([]);
}

for (const size of [PHONE, TABLET]) {
  test(`at ${size.width} px e-mail addresses break only beside their @ or before a dot`, async ({
    page,
    request,
    openAs,
  }) => {
    const demo = await demoData(request);
    await openAs('owner', size, '/business/home?tab=events');
    await expect(page.locator('.request-email').first()).toBeVisible();
    await expectWholeEmails(page, 'Booking Requests');
    await page
      .locator('[data-booking] button', { hasText: /details/i })
      .first()
      .click();
    await expectWholeEmails(page, 'a request’s details');
    await page.goto('/business/home?tab=settings');
    await expect(page.locator('.settings-list').first()).toBeVisible();
    await expectWholeEmails(page, 'the settings');
    if (demo.weddingId) {
      await page.goto(`/business/weddings/${demo.weddingId}`);
      await expect(page.locator('.wedding-totals')).toBeVisible();
      await expectWholeEmails(page, 'the wedding reached from Payments');
    }
    await page.goto('/messages');
    await page.locator('.user-menu-button').click();
    await expect(page.locator('.user-menu-head')).toBeVisible();
    await expectWholeEmails(page, 'Messages, with the account menu open');

    await openAs('customer', size, '/customers/profile');
    await expect(page.locator('.profile-view')).toBeVisible();
    await expectWholeEmails(page, 'the customer’s profile');
  });
}
