// The owner's halls, packages and services (docs/product/resources.md#halls-and-teams, docs/product/resources.md#services): each test signs up a fresh venue
// owner through the API, so the demo owner's data that other specs read stays as it was.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';

const PASSWORD = 'Shaadi#2026';
const PHONE = { width: 360, height: 780 };

/** Nothing sticks out sideways on a 360 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

/** A new marquee owner, signed in on `page`; returns its business's slug. */
async function freshOwner(
  page: Page,
  request: APIRequestContext,
  businessType = 1,
): Promise<string> {
  const name = unique('owner');
  const email = `${name}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: name,
      first_name: 'Imran',
      last_name: 'Ali',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      // The server gives each its own slug; the name is one a phone can wrap.
      business_name: businessType === 1 ? 'Noor Marquee' : 'Lens Studio',
      business_description: 'Marquee for 800 guests with lawn',
      business_type: businessType,
      address: 'Main Boulevard, Gulberg, Lahore',
      phone: '042-35761234',
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const { access_token } = await signup.json();
  const mine = await request.get('/api/business/my-business', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  await page.goto('/login');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/business\/home$/);
  return (await mine.json()).slug;
}

test('an owner adds a hall, edits it and deletes it after confirming', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await freshOwner(page, request);
  await page.goto('/business/home?tab=halls');
  await expect(page.getByRole('heading', { name: 'Hall Management' })).toBeVisible();
  await expect(page.getByText('No halls yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Hall' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Hall' });
  await dialog.getByRole('button', { name: 'Add Hall' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Capacity is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Crystal Hall');
  await dialog.getByRole('spinbutton', { name: 'Capacity' }).fill('600');
  await dialog.getByRole('textbox', { name: 'Location' }).fill('Ground floor');
  await dialog.getByRole('textbox', { name: 'Features' }).fill('Air conditioning, Stage');
  await dialog.getByRole('button', { name: 'Add Hall' }).press('Enter');
  await expect(page.getByText('Hall created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Crystal Hall' });
  await expect(card.getByText('Capacity: 600 guests')).toBeVisible();
  await expect(card.getByText('Stage')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await card.getByRole('button', { name: 'Edit Crystal Hall' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Hall' });
  await edit.getByRole('spinbutton', { name: 'Capacity' }).fill('450');
  await edit.getByRole('combobox', { name: 'Status' }).selectOption('maintenance');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Hall updated successfully')).toBeVisible();
  await expect(card.getByText('Capacity: 450 guests')).toBeVisible();
  await expect(card.getByText('Maintenance')).toBeVisible();

  await card.getByRole('button', { name: 'Delete Crystal Hall' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete Crystal Hall?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Hall deleted successfully')).toBeVisible();
  await expect(page.getByText('No halls yet.')).toBeVisible();
});

test('a photographer’s team: the load failure, Try Again, and the spec’s Worker texts', async ({
  page,
  request,
}) => {
  await freshOwner(page, request, 2);
  // The load fails as a server fault would (the client's one retry too) until Try Again.
  let failing = true;
  await page.route('**/api/business/workers', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { detail: 'Internal server error' } })
      : route.fallback(),
  );
  await page.goto('/business/home?tab=workers');
  await expect(
    page.getByRole('heading', { name: 'Team Management for photographers' }),
  ).toBeVisible();
  await expect(page.getByText('Failed to load workers')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No workers yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Worker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Worker' });
  await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bilal Ahmed');
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(page.getByText('Worker created successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Bilal Ahmed' })).toBeVisible();
});

test('an owner adds a package and sees it on the public profile', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const slug = await freshOwner(page, request);
  await page.goto('/business/home?tab=packages');
  await page.getByRole('button', { name: 'Add Package' }).click();
  const form = page.getByRole('form', { name: 'Add package' });
  await expectNoSidewaysScroll(page);
  await form.getByRole('textbox', { name: 'Package name' }).fill('Gold Walima');
  await form.getByRole('spinbutton', { name: 'Price (Rs)' }).fill('150050');
  await form.getByRole('textbox', { name: 'Features' }).fill('Stage décor, Two dishes');
  await form.getByRole('button', { name: 'Add Package' }).click();
  await expect(form.getByText('Price must be in steps of 100')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Price (Rs)' }).fill('150000');
  await form.getByRole('combobox', { name: 'Price is' }).selectOption('per_event');
  await form.getByRole('button', { name: 'Add Package' }).click();
  await expect(page.getByText('Package created successfully')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Gold Walima' });
  await expect(row.getByText(/150,000 per event$/)).toBeVisible();

  // Inline edit keeps the row in place.
  await row.getByRole('button', { name: 'Edit Gold Walima' }).click();
  await page
    .getByRole('form', { name: 'Edit Gold Walima' })
    .getByRole('spinbutton', { name: 'Max guests' })
    .fill('300');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Package updated successfully')).toBeVisible();
  await expect(row.getByText('up to 300 guests')).toBeVisible();

  await page.goto(`/listings/profile/${slug}`);
  await expect(page.getByText('Gold Walima').first()).toBeVisible();
  await expect(page.locator('.package-card .package-price').first()).toHaveText(
    /150,000 per event$/,
  );
});

test('an owner adds a service of its business type from the search', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await freshOwner(page, request);
  await page.goto('/business/home?tab=services');
  const active = page.locator('.desk-stats div').filter({ hasText: 'Active Services' });
  await expect(active.locator('dd')).toHaveText('0');
  await expect(page.getByText('No services yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Services' });
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('searchbox', { name: 'Search services' }).fill('lawn');
  await expect(dialog.getByRole('button', { name: /^Add / })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add Lawn Booking' }).click();
  await expect(page.getByText('Service added: Lawn Booking')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const current = page.getByRole('list', { name: 'Current services' });
  await expect(current.getByText('Lawn Booking')).toBeVisible();
  await expect(active.locator('dd')).toHaveText('1');
});
