// What a venue owner notices in the desk's first minute: Delete and Remove read
// clearly and ask in the app (never the browser's confirm()), a team's cards say nothing of a
// capacity they do not have, the home tab says plainly that nothing waits, and on a tablet
// the header is one line and the business tabs show that they scroll.
import { resourceTexts, SERVICE_TEXTS } from '@baraat/shared/constants/business-resources';
import type { Locator, Page } from '@playwright/test';
import { freshOwner } from './support/desk-owner';
import { DEMO_OWNER, expect, signInThroughForm, test } from './support/fixtures';

/** The WCAG contrast of the element's text against what is really behind it. */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const text = rgba(getComputedStyle(node).color);
    let back = [255, 255, 255];
    for (let at: Element | null = node; at; at = at.parentElement) {
      const colour = rgba(getComputedStyle(at).backgroundColor);
      if ((colour[3] ?? 1) > 0) {
        back = colour;
        break;
      }
    }
    const channel = (v: number) =>
      v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4;
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const [light, dark] = [luminance(text), luminance(back)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    return (light + 0.05) / (dark + 0.05);
  });
}

/** Deletes through the in-app confirmation, after checking Escape and Tab stay with it. */
async function deleteInApp(page: Page, button: Locator, question: string, answer: string) {
  expect(await contrastOf(button), 'the button reads against its card').toBeGreaterThanOrEqual(4.5);
  await button.click();
  const ask = page.getByRole('alertdialog', { name: question });
  // The safe answer takes the focus; Tab goes round the dialog's buttons and nowhere else.
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let n = 0; n < 3; n += 1) {
    await page.keyboard.press('Tab');
    expect(await ask.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  expect(await contrastOf(ask.getByRole('button', { name: answer }))).toBeGreaterThanOrEqual(4.5);
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await ask.getByRole('button', { name: answer }).click();
  await expect(button).toBeHidden();
}

test('a venue owner deletes a hall, a package and a service, each asked in the app', async ({
  page,
  request,
}) => {
  const native: string[] = [];
  page.on('dialog', (dialog) => {
    native.push(dialog.message());
    void dialog.dismiss();
  });
  const owner = await freshOwner(request, 'marquee');
  await owner.resource('Crystal Hall', 600);
  await owner.post(`/business/${owner.businessId}/packages`, {
    package_name: 'Silver Package',
    price: 150000,
  });
  const types = await (await request.get('/api/service-types?business_type_id=1')).json();
  const service = types[0] as { service_type_id: number; service_type_name: string };
  await owner.post(`/business/${owner.businessId}/services`, {
    service_type_id: service.service_type_id,
  });
  await owner.signIn(page);
  await expect(
    page.getByRole('link', { name: 'No requests are waiting for your answer.' }),
  ).toBeVisible();

  await page.goto('/business/home?tab=halls');
  const hall = page.getByRole('listitem').filter({ hasText: 'Crystal Hall' });
  await expect(hall.getByText('Capacity: 600 guests')).toBeVisible();
  await deleteInApp(
    page,
    hall.getByRole('button', { name: 'Delete Crystal Hall' }),
    'Are you sure you want to delete Crystal Hall?',
    'Delete',
  );
  await expect(page.getByText(resourceTexts('Hall').deleted)).toBeVisible();

  await page.goto('/business/home?tab=packages');
  await deleteInApp(
    page,
    page.getByRole('button', { name: 'Delete Silver Package' }),
    'Are you sure you want to delete the package Silver Package?',
    'Delete',
  );
  await expect(page.getByText('No packages yet.')).toBeVisible();

  await page.goto('/business/home?tab=services');
  const name = service.service_type_name;
  await deleteInApp(
    page,
    page.getByRole('button', { name: `Remove ${name}` }),
    `Remove ${name} from your services?`,
    'Remove',
  );
  await expect(page.getByText(`${SERVICE_TEXTS.removed}: ${name}`)).toBeVisible();
  expect(native, 'the browser was asked to confirm').toEqual([]);
});

test("a photographer's team shows no capacity it does not have, and deletes in the app", async ({
  page,
  request,
}) => {
  const owner = await freshOwner(request, 'photographer');
  await owner.resource('Bilal Ahmed');
  await owner.resource('Van driver', 7);
  await owner.signIn(page);
  await page.goto('/business/home?tab=workers');
  const bilal = page.getByRole('listitem').filter({ hasText: 'Bilal Ahmed' });
  await expect(bilal.getByRole('heading', { name: 'Bilal Ahmed' })).toBeVisible();
  await expect(bilal.getByText(/Capacity/)).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Van driver' })).toContainText(
    'Capacity: 7',
  );
  await deleteInApp(
    page,
    bilal.getByRole('button', { name: 'Delete Bilal Ahmed' }),
    'Are you sure you want to delete Bilal Ahmed?',
    'Delete',
  );
  await expect(page.getByText(resourceTexts('Worker').deleted)).toBeVisible();
});

/** Which edges of the business tabs cut a tab, and which show the fade. */
function tabEdges(page: Page) {
  return page.locator('.tab-strip-frame').evaluate((frame) => {
    const strip = frame.querySelector('.tab-strip')!.getBoundingClientRect();
    const tabs = Array.from(frame.querySelectorAll('a')).map((tab) => tab.getBoundingClientRect());
    const faded = (edge: string) => getComputedStyle(frame, edge).opacity === '1';
    return {
      cutBefore: tabs.some((tab) => tab.left < strip.left - 0.5),
      fadeBefore: faded('::before'),
      cutAfter: tabs.some((tab) => tab.right > strip.right + 0.5),
      fadeAfter: faded('::after'),
    };
  });
}

/** No tab is cut at an edge without that edge's fade, and no fade shows over nothing. */
async function expectCutTabsSigned(page: Page) {
  await expect
    .poll(async () => {
      const edges = await tabEdges(page);
      return edges.fadeBefore === edges.cutBefore && edges.fadeAfter === edges.cutAfter;
    })
    .toBe(true);
  return tabEdges(page);
}

test('on a 1024 px tablet the header is one line, and the business tabs show they scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await expect(page).toHaveURL(/\/business\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'MANAGE' })).toBeVisible();
  const tops = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'the main nav wraps').toBe(1);
  const header = await page.locator('.site-header').boundingBox();
  expect(header!.height).toBeLessThan(72);
  // The name leaves the header's line at this width, not the menu button's accessible name.
  await expect(page.getByRole('button', { name: DEMO_OWNER.businessName })).toBeVisible();
  await expectCutTabsSigned(page);

  // On a phone the tabs run past the right edge, and the shown tab is scrolled into view.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await expectCutTabsSigned(page)).toMatchObject({ cutAfter: true, fadeAfter: true });
  await page.goto('/business/home?tab=media');
  const tabs = page.getByRole('navigation', { name: 'Business' });
  const media = tabs.getByRole('link', { name: 'Media' });
  await expect(media).toHaveAttribute('aria-current', 'page');
  // Whole, to the pixel the strip's rounded scroll width allows.
  const inside = await media.evaluate((tab) => {
    const box = tab.parentElement!.getBoundingClientRect();
    const { left, right } = tab.getBoundingClientRect();
    return left >= box.left && right <= box.right + 1;
  });
  expect(inside).toBe(true);
  expect(await expectCutTabsSigned(page)).toMatchObject({ cutBefore: true, fadeBefore: true });
});
