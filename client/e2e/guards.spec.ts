import {
  DEMO_CUSTOMER,
  DEMO_OWNER,
  DEMO_PASSWORD,
  expect,
  signInThroughForm,
  test,
} from './support/fixtures';

test('a visitor opening the customer dashboard signs in and returns to it', async ({ page }) => {
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await signInThroughForm(page, DEMO_CUSTOMER.email);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole('button', { name: DEMO_CUSTOMER.firstName })).toBeVisible();
});

test('a customer opening the business home is sent to access denied', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_CUSTOMER.email);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/business/home');
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in owner opening the sign-in screen lands on the business home', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await expect(page).toHaveURL(/\/business\/home$/);
  // The header names the owner's business, fetched from the server.
  await expect(page.getByRole('button', { name: DEMO_OWNER.businessName })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/business\/home$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/business\/home$/);
});

test('the messages page asks a visitor to sign in instead of redirecting', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please log in to access your messages.')).toBeVisible();
});

test('the bookings pages send a visitor to /auth/login', async ({ page }) => {
  await page.goto('/customers/bookings/pending');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an unknown path shows Page Not Found and the site map link leads there', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Site Map' }).click();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the user menu shows the role and e-mail, and logout returns home signed out', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_CUSTOMER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: DEMO_CUSTOMER.firstName }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Customer', { exact: true })).toBeVisible();
  await expect(menu.getByText(DEMO_CUSTOMER.email)).toBeVisible();
  // An outside click closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: DEMO_CUSTOMER.firstName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
