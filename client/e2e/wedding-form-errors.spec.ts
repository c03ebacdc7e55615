// The walk-in wedding's errors where the owner looks (docs/product/texts.md#forms), on a phone
// and at 1024 px: an empty Save says what is missing beside Family name and the event's Hall or
// team, the summary sits next to Save and the focus is on Family name; a wedding the hall's
// booking refuses says so next to Save and beside that event's hall, which takes the focus, in
// view inside the dialog that scrolls.
import type { Locator, Page } from '@playwright/test';
import { daysAhead, freshOwner } from './support/desk-owner';
import { dayMonthYear, expect, test } from './support/fixtures';

const SIZES = [
  { name: 'a phone', width: 390, height: 844 },
  { name: '1024 px', width: 1024, height: 768 },
] as const;
const REQUIRED = 'Please fill in all required fields';

/** What a field is described by: the message beside it. */
const messageOf = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** The one alert of the form is the summary just above the row of Cancel and Save. */
async function expectSummaryBySave(form: Locator, text: string | RegExp) {
  const summary = form.getByRole('alert');
  await expect(summary).toHaveCount(1);
  await expect(summary).toHaveText(text);
  const row = summary.locator('xpath=following-sibling::*[1]');
  const save = row.getByRole('button', { name: 'Save walk-in wedding' });
  await expect(save).toHaveCount(1);
  await save.scrollIntoViewIfNeeded();
  await expect(summary).toBeInViewport();
  const [above, buttons] = [(await summary.boundingBox())!, (await row.boundingBox())!];
  expect(buttons.y - (above.y + above.height)).toBeLessThan(20);
}

async function chooseTime(group: Locator, label: 'Start time' | 'End time', time: string) {
  const [hour, minute] = time.split(':') as [string, string];
  await group.getByLabel(`${label} hour`).selectOption(hour);
  await group.getByLabel(`${label} minute`).selectOption(minute);
}

async function openWalkInWedding(page: Page) {
  await page.getByRole('button', { name: 'Walk-in wedding' }).click();
  const form = page.getByRole('dialog', { name: 'Walk-in wedding' });
  await expect(form.getByRole('textbox', { name: 'Family name' })).toBeVisible();
  return form;
}

for (const size of SIZES) {
  test(`the walk-in wedding says what stops it beside its fields and next to Save, on ${size.name}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await freshOwner(request, 'marquee');
    const rose = await owner.resource('Rose Hall', 400);
    await owner.resource('Lotus Hall', 400);
    const date = daysAhead(5);
    // Another family holds Rose Hall that morning, booked at the counter on another tablet.
    await owner.post('/business/walkins', {
      date,
      start_time: '10:00',
      end_time: '13:00',
      hall_team: rose,
      customer_name: 'Other Family',
    });
    await page.setViewportSize({ width: size.width, height: size.height });
    await owner.signIn(page);
    await page.goto('/business/home?tab=calendar');
    await expect(page.getByText(/^Last synced /)).toBeVisible();

    const form = await openWalkInWedding(page);
    const family = form.getByRole('textbox', { name: 'Family name' });
    const event = form.getByRole('group', { name: 'Event 1' });
    const hall = event.getByRole('combobox', { name: 'Hall or team' });
    await form.getByRole('button', { name: 'Save walk-in wedding' }).click();
    await expect(family).toBeFocused();
    await expect(family).toBeInViewport();
    await expect(family).toHaveAttribute('aria-invalid', 'true');
    expect(await messageOf(family)).toBe(REQUIRED);
    await expect(hall).toHaveAttribute('aria-invalid', 'true');
    expect(await messageOf(hall)).toBe(REQUIRED);
    await expectSummaryBySave(form, REQUIRED);

    await family.fill('Khan family');
    await form.getByRole('textbox', { name: 'Title' }).fill("Ayesha & Bilal's wedding");
    await event.getByRole('combobox', { name: 'Event type' }).selectOption({ label: 'Mehndi' });
    await event.getByRole('textbox', { name: 'Date' }).fill(dayMonthYear(date));
    await chooseTime(event, 'Start time', '11:00');
    await chooseTime(event, 'End time', '14:00');
    await hall.selectOption({ label: 'Rose Hall' });
    await form.getByRole('button', { name: 'Save walk-in wedding' }).click();

    // Refused in the server's words, naming the event: next to Save, and beside its hall.
    const refusal = /^Mehndi .*Rose Hall/;
    await expect(hall).toBeFocused();
    await expect(hall).toBeInViewport();
    expect(await messageOf(hall)).toMatch(refusal);
    await expectSummaryBySave(form, refusal);
    expect(await messageOf(hall)).toBe(await form.getByRole('alert').textContent());
    await expect(family).toHaveValue('Khan family');
    await page.screenshot({
      path: test.info().outputPath(`walkin-wedding-refused-${size.width}.png`),
    });
  });
}
