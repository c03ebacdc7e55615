// The words of a Pakistani wedding, searched online and then from the device with no signal:
// the device reads them with the same shared module as the server, so the first page is the
// same vendors in the same order (docs/product/discovery.md#vendor-listings); and the search
// box suggests from the device, by keyboard (docs/product/discovery.md#suggestions-as-you-type).
import type { Page } from '@playwright/test';
import { auditProblems } from './support/audit';
import { expect, test } from './support/fixtures';
import { setOffline } from './support/offline';
import { waitForControllingWorker } from './support/service-worker';

// The last, "album", is a word only the photographers' packages hold (their cards' offer_words).
const QUERIES = ['shadi hall', 'barat', 'بارات', 'mehndi decor', 'ولیمہ کیٹرنگ', 'album'];

const names = (page: Page) => page.locator('.vendor-card h2');

/** The vendor names the device has saved, read from its IndexedDB (lib/db.ts's vendorCards). */
function savedNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('baraat');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('vendorCards').objectStore('vendorCards').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result.map((card: { business_name: string }) => card.business_name));
          };
        };
      }),
  );
}

/** Searches through the listings' form, as a visitor does, and reads the first page. */
async function searchOnline(page: Page, text: string): Promise<string[]> {
  const box = page.getByRole('combobox', { name: 'Vendor name' });
  await box.fill(text);
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/listings/search' &&
      new URL(response.url()).searchParams.get('text') === text,
  );
  await box.press('Enter');
  const answer = (await (await answered).json()) as { businesses: unknown[] };
  if (answer.businesses.length === 0) {
    await expect(page.getByRole('heading', { name: 'No vendors found' })).toBeVisible();
    return [];
  }
  await expect(page.locator('.vendor-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(names(page)).toHaveCount(answer.businesses.length);
  return names(page).allInnerTexts();
}

test("offline, the device finds the same first page as online for Roman Urdu, Urdu script and a package's word", async ({
  page,
  context,
}) => {
  // Three searches online and three offline, a keyboard walk and an audit: ~19 s alone, and
  // past Playwright's default 30 s under the whole suite's load on two cores.
  test.setTimeout(60_000);
  await setOffline(context, false);
  await page.goto('/listings');
  await waitForControllingWorker(page);

  const online = new Map<string, string[]>();
  for (const text of QUERIES) online.set(text, await searchOnline(page, text));
  for (const text of QUERIES) {
    expect(online.get(text), `online results for "${text}"`).not.toEqual([]);
  }
  const every = [...online.values()].flat();
  await expect.poll(() => savedNames(page)).toEqual(expect.arrayContaining(every));

  await setOffline(context, true);
  try {
    for (const text of QUERIES) {
      await page.goto(`/listings?text=${encodeURIComponent(text)}`);
      await expect(page.getByText('Offline — showing saved results')).toBeVisible();
      await expect(names(page), `offline results for "${text}"`).toHaveText(online.get(text)!);
    }

    // The suggestions come from the device too, and work by keyboard on a phone's width.
    await page.setViewportSize({ width: 360, height: 740 });
    const box = page.getByRole('combobox', { name: 'Vendor name' });
    await box.fill('');
    await box.pressSequentially('sha');
    const list = page.getByRole('listbox', { name: 'Vendor name suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toContainText('Shadi hall');
    const count = await options.count();
    await expect(page.getByText(`${count} suggestions`)).toBeAttached();
    const optionId = async (at: number) => (await options.nth(at).getAttribute('id'))!;
    const frame = await list.boundingBox();
    expect(frame!.x).toBeGreaterThanOrEqual(0);
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(360);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', await optionId(0));
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('sha');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', await optionId(0));
    // The open list and its chosen option pass the accessibility and layout checks.
    expect(await auditProblems(page)).toEqual([]);

    await box.fill('');
    await box.pressSequentially('sha');
    await expect(list).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue('Shadi hall');
    await expect(page).toHaveURL(/\/listings\?text=Shadi\+hall$/);
    await expect(page.getByText('Offline — showing saved results')).toBeVisible();
    await expect(list).toBeHidden();
  } finally {
    await setOffline(context, false);
  }
});
