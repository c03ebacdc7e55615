// One format for times and dates, labels for statuses, names that say which (
// docs/product/texts.md#formats, #status-labels, docs/product/discovery.md#vendors-of-one-name):
// every screen of every role, over the demo data, is read for what a person should never see —
// the API's 24-hour times ("19:00", "19:00 - 23:00"), its YYYY-MM-DD dates, a status word in
// lower case, a wedding's payment named "#28 (advance)" — and the lists where the fixes show
// are checked for what they should say instead.
import type { Page } from '@playwright/test';
import { demoData, openScreen, storageStateOf } from './support/audit';
import { expect, test } from './support/fixtures';
import { type Role, screensOf } from './support/screens';
import { pendingDemoWedding, weddingAtFreshMarquee } from './support/weddings';

/** What the API speaks and no screen may print (texts.md#formats gives the one shape). */
const RAW = [
  // A 24-hour time: the formatted ones are "6:00 pm", never "06:00" or "18:00".
  { what: 'a 24-hour time', pattern: /\b(?:0\d|1[3-9]|2[0-3]):[0-5]\d\b/ },
  { what: 'a range written "HH:MM - HH:MM"', pattern: /\b\d{1,2}:\d{2} ?- ?\d{1,2}:\d{2}\b/ },
  { what: 'a YYYY-MM-DD date', pattern: /\b\d{4}-\d{2}-\d{2}\b/ },
  { what: 'a payment named by its booking id and kind', pattern: /#\d+ \((?:advance|balance)\)/ },
];

/** Every problem on the page: raw values in its text or its options, statuses in lower case. */
async function problemsOn(page: Page): Promise<string[]> {
  const { text, options, statuses } = await page.evaluate(() => ({
    // biome-ignore lint/performance/useDomNodeTextContent: the text as a person sees it, in its lines, hidden text left out
    text: document.body.innerText,
    // Options, and the names and tooltips a screen reader or a hover reads.
    options: [
      ...Array.from(document.querySelectorAll('option'), (option) => option.text),
      ...Array.from(document.querySelectorAll('[aria-label], [title]'), (element) =>
        [element.getAttribute('aria-label'), element.getAttribute('title')].join('\n'),
      ).flatMap((names) => names.split('\n')),
    ],
    statuses: Array.from(
      document.querySelectorAll('.status, .status-pill, .instalment-chip'),
      (element) => (element.textContent ?? '').trim(),
    ),
  }));
  const problems: string[] = [];
  for (const line of new Set([...text.split('\n'), ...options])) {
    for (const { what, pattern } of RAW) {
      if (pattern.test(line)) problems.push(`${what}: "${line.trim().slice(0, 120)}"`);
    }
  }
  for (const status of statuses) {
    if (/^[a-z]/.test(status)) problems.push(`a status in lower case: "${status}"`);
  }
  return problems;
}

test('the checks catch raw times, dates, statuses and booking-named payments', async ({ page }) => {
  await page.setContent(`<main>
    <p>Sat, 12 Dec 2026, 7:00 – 11:00 pm · Garden Lawn · Rs 151,000 · Completed</p>
    <p>Walima (2026-12-12, 19:00 - 23:00)</p><p>#28 (advance)</p>
    <select><option>12:00 - 17:00</option></select><span class="status">confirmed</span>
    <button aria-label="Available: 09:00 - 13:00">Available</button>
  </main>`);
  expect(await problemsOn(page)).toEqual([
    'a 24-hour time: "Walima (2026-12-12, 19:00 - 23:00)"',
    'a range written "HH:MM - HH:MM": "Walima (2026-12-12, 19:00 - 23:00)"',
    'a YYYY-MM-DD date: "Walima (2026-12-12, 19:00 - 23:00)"',
    'a payment named by its booking id and kind: "#28 (advance)"',
    'a 24-hour time: "12:00 - 17:00"',
    'a range written "HH:MM - HH:MM": "12:00 - 17:00"',
    'a 24-hour time: "Available: 09:00 - 13:00"',
    'a range written "HH:MM - HH:MM": "Available: 09:00 - 13:00"',
    'a status in lower case: "confirmed"',
  ]);
});

for (const role of ['visitor', 'customer', 'owner'] as Role[]) {
  test(`no screen prints a raw time, date or status word to a ${role}`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The owner's Booking Requests shows a wedding waiting for an answer, as the every-screen
    // spec sets it up, whichever spec ran first on this server.
    const demo = {
      ...(await demoData(request)),
      ...(role === 'owner' ? { pendingWeddingId: await pendingDemoWedding(request) } : {}),
    };
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1024, height: 768 },
      storageState: await storageStateOf(request, baseURL!, role),
    });
    const page = await context.newPage();
    for (const screen of screensOf(role, demo)) {
      await test.step(screen.url, async () => {
        await openScreen(page, screen);
        expect.soft(await problemsOn(page), `${screen.url} as a ${role}`).toEqual([]);
      });
    }
    if (role === 'owner') {
      // What the screens show only once asked: the calendar's week and day, and the weddings
      // of Booking Requests opened to their events.
      await page.goto('/business/home?tab=calendar');
      for (const view of ['Week', 'Day']) {
        await page
          .getByRole('group', { name: 'Calendar view' })
          .getByRole('button', { name: view })
          .click();
        expect.soft(await problemsOn(page), `the calendar's ${view} view`).toEqual([]);
      }
      await page.goto('/business/home?tab=events');
      for (const tab of ['Pending', 'Verified']) {
        await page.getByRole('button', { name: new RegExp(String.raw`^${tab} \(\d+\)$`) }).click();
        const closed = page.getByRole('button', { name: /^\d+ events of /, expanded: false });
        while ((await closed.count()) > 0) await closed.first().click();
        expect.soft(await problemsOn(page), `Booking Requests' ${tab} tab, opened`).toEqual([]);
      }
    }
    await context.close();
  });
}

test('the owner’s lists name a wedding’s payment by the wedding and payer', async ({
  page,
  request,
}) => {
  // A marquee of its own, so the payment is the newest of its ledger whatever other specs
  // record at the demo business meanwhile.
  const { owner, wedding, acceptAll } = await weddingAtFreshMarquee(request, {
    title: 'Hina & Omar’s wedding',
    days: [20, 21],
  });
  await acceptAll();
  await owner.post(`/weddings/${wedding.wedding_id}/payments`, {
    payer_name: 'Bride’s family',
    amount: 60_000,
    method: 'cash',
  });
  await owner.signIn(page);
  await page.goto('/business/home?tab=payments');
  const recorded = page.getByRole('table', { name: 'Payments recorded' });
  await expect(recorded.locator('td[data-label="Booking"]')).toHaveText([
    'Hina & Omar’s wedding · Bride’s family',
  ]);
  await expect(recorded.locator('td[data-label="Status"]')).toHaveText(['Completed']);
  await page.goto('/business/home?tab=dashboard');
  await expect(
    page
      .getByRole('list', { name: 'Recent transactions' })
      .getByText('Hina & Omar’s wedding · Bride’s family'),
  ).toHaveCount(1);
});
