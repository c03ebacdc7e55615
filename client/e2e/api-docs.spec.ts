// /api/docs: the API reference renders from the app's own files, breaks no rule of its policy,
// a reader can open an operation and see its schema, and the token they authorize with is kept
// across a reload (docs/architecture.md#11-the-api-document).
import { DEMO_CUSTOMER, DEMO_PASSWORD, expect, test } from './support/fixtures';

// Swagger UI resolves the whole document (~560 KB) before it draws anything: ~6 s on the CI
// machine alone, more beside another worker.
const DRAWN = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

test('the API reference renders from our own files, and an operation opens from its link', async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) {
      outside.push(request.url());
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });

  // A link to one operation (the reference renders its groups as the reader reaches them).
  const answer = await page.goto('/api/docs#/Weddings/getWeddingsId');
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Baraat API/ })).toBeVisible(DRAWN);
  await expect(page.getByText('The live channel: /ws/{ticket}')).toBeVisible();

  const wedding = page.locator('#operations-Weddings-getWeddingsId');
  await expect(wedding.getByText('Needs a signed-in user')).toBeVisible();
  await expect(wedding.getByRole('cell', { name: '404' })).toBeVisible();
  // Closed and opened again by the keyboard.
  const summary = wedding.locator('.opblock-summary-control');
  await summary.press('Enter');
  await expect(wedding.getByText('Needs a signed-in user')).toBeHidden();
  await summary.press('Enter');
  await expect(wedding.getByText('Needs a signed-in user')).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});

test('a reader authorizes once, reloads, and still calls the API as themselves', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };

  await page.goto('/api/docs#/Accounts/getAuthMe');
  await page.getByRole('button', { name: 'Authorize', exact: true }).click(DRAWN);
  const dialog = page.locator('.modal-ux');
  await dialog.getByRole('textbox', { name: 'auth-bearer-value' }).fill(token);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  // Still authorized: the dialog offers to remove the token, not to enter one.
  await page.getByRole('button', { name: 'Authorize', exact: true }).click(DRAWN);
  await expect(dialog.getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'auth-bearer-value' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // And the token goes with a call: GET /api/auth/me answers the demo customer.
  const me = page.locator('#operations-Accounts-getAuthMe');
  await me.getByRole('button', { name: 'Try it out' }).click();
  await me.getByRole('button', { name: 'Execute' }).click();
  const answer = me.locator('.live-responses-table');
  await expect(answer.locator('tbody .response-col_status')).toHaveText('200');
  await expect(answer).toContainText(DEMO_CUSTOMER.email);
});

test('the rest of the app keeps its own policy: no inline styles or scripts', async ({ page }) => {
  const answer = await page.goto('/');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("style-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
});
