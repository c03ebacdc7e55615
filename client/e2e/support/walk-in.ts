// The calendar's forms as an owner fills them: a time from its hour and minute lists, and a
// walk-in logged from the calendar (online or not) into the hall the form starts on.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function chooseTime(page: Page, label: 'Start time' | 'End time', time: string) {
  const [hour, minute] = time.split(':') as [string, string];
  await page.getByLabel(`${label} hour`).selectOption(hour);
  await page.getByLabel(`${label} minute`).selectOption(minute);
}

export async function logWalkIn(page: Page, name: string, start: string, end: string) {
  await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Walk-in' });
  await form.getByRole('textbox', { name: 'Customer name' }).fill(name);
  await chooseTime(page, 'Start time', start);
  await chooseTime(page, 'End time', end);
  await expect(form.getByRole('combobox', { name: 'Hall or team' })).toHaveValue(/\d+/);
  await form.getByRole('spinbutton', { name: 'Number of people' }).fill('12');
  await form.getByRole('button', { name: 'Save walk-in' }).click();
  await expect(form).toBeHidden();
}
