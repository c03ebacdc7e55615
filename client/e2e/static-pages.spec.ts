import { expect, test } from './support/fixtures';

const THANKS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";

test('the contact form sends a message, thanks the sender and clears', async ({ page }) => {
  await page.goto('/contact_us');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Mon-Fri 9:00 am – 6:00 pm, Sat 10:00 am – 4:00 pm PKT'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Replies within 24 hours' })).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const phone = page.getByRole('textbox', { name: 'Phone (optional)' });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const subject = page.getByRole('combobox', { name: 'Subject' });
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(subject.getByRole('option')).toHaveText([
    'Select a subject',
    'General Inquiry',
    'Become a Vendor',
    'Booking Help',
    'Payment Issue',
    'Complaint',
    'Feedback',
  ]);

  await name.fill('Hina Malik');
  await phone.fill('0321 7654321');
  await email.fill('hina@example.pk');
  await subject.selectOption({ label: 'Booking Help' });
  await message.fill('Which marquees in Multan are free on 14 December for 300 guests?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(phone).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(subject).toHaveValue('');
  await expect(message).toHaveValue('');
  await expect(page.getByText('Name is required')).toBeHidden();
});

test('the contact form names a bad e-mail and the missing fields', async ({ page }) => {
  await page.goto('/contact_us');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('hina@example');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please select a subject')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByText(THANKS)).toBeHidden();

  await email.fill('hina@example.pk');
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();
});

test('the FAQ search narrows the questions and says when none match', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByText('16 questions', { exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search questions' });
  await search.fill('jazzcash');
  await expect(page.getByText('1 question', { exact: true })).toBeVisible();
  await expect(page.getByText('What is Baraat?')).toBeHidden();
  const answer = page.getByText('You pay the vendor directly by cash');
  await expect(answer).toBeHidden();
  await page.getByText('How do I pay a vendor?').click();
  await expect(answer).toBeVisible();

  await search.fill('');
  await page.getByRole('button', { name: 'Vendors', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Vendors', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('3 questions', { exact: true })).toBeVisible();
  await expect(page.getByText('Are vendors verified?')).toBeVisible();
  await expect(page.getByText('How do I pay a vendor?')).toBeHidden();

  await search.fill('jazzcash');
  await expect(page.getByText('No questions found')).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByText('How do I pay a vendor?')).toBeVisible();
});

test('the privacy policy and the terms show their date under both addresses', async ({ page }) => {
  for (const path of ['/privacy_policy', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: Mon, 21 Jul 2025')).toBeVisible();
  }
  for (const path of ['/terms_conditions', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: Mon, 21 Jul 2025')).toBeVisible();
  }
});

test('the footer leads to the about page with the planning advice', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about_us$/);
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(page.getByText(/November to February/)).toBeVisible();
  await expect(page.getByText(/3 to 6 months ahead/)).toBeVisible();
});
