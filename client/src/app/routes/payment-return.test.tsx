// The page a customer returns to from the provider, over a stubbed fetch
// (docs/product/online-payments.md#paying-online): it reads the checkout and asks again while it
// is pending, so a payment confirmed meanwhile turns into "Payment received" with its receipt;
// a failed or expired one offers to pay again; and its not-found, loading and error states.
import { CHECKOUT_TEXTS } from '@baraat/shared/schemas/checkouts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { link, paths } from '@/config/paths';
import { PENDING_CHECKOUT } from '@/features/checkouts/test-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import PaymentReturnRoute from './payment-return';

const PENDING = PENDING_CHECKOUT;

let answers: (() => Response)[];
const asked: string[] = [];

beforeEach(() => {
  answers = [];
  asked.length = 0;
  stubFetch(async (request) => {
    const url = new URL(request.url).pathname;
    if (url === '/api/checkouts/due') return jsonAnswer({ providers: ['easypaisa'], due: [] });
    asked.push(url);
    return (answers.shift() ?? (() => jsonAnswer(PENDING)))();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (reference = PENDING.reference) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[link.paymentReturn(reference)]}>
        <Routes>
          <Route path={paths.paymentReturn} element={<PaymentReturnRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

it('reads pending, asks again, and shows the payment received with its receipt', async () => {
  const paid = { ...PENDING, status: 'paid' as const, payment_id: 77 };
  answers = [() => jsonAnswer(PENDING), () => jsonAnswer(paid)];
  show();
  expect(screen.getByText(CHECKOUT_TEXTS.loading)).toBeTruthy();
  const pending = await screen.findByRole('heading', { name: CHECKOUT_TEXTS.pendingTitle });
  expect(document.activeElement).toBe(pending);
  expect(screen.getByText(CHECKOUT_TEXTS.pendingText)).toBeTruthy();
  const received = await screen.findByRole(
    'heading',
    { name: CHECKOUT_TEXTS.paidTitle },
    { timeout: 4_000 },
  );
  expect(document.activeElement).toBe(received);
  expect(
    screen.getByText(/^Rs\s?45,000 reached Noor Banquets\. Your receipt is ready\.$/),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe('/receipts/77');
  expect(
    screen.getByRole('link', { name: CHECKOUT_TEXTS.backToDashboard }).getAttribute('href'),
  ).toBe(paths.customerDashboard);
  expect(asked).toEqual(['/api/checkouts/BRT7Q2K9', '/api/checkouts/BRT7Q2K9']);
  // Paid: no more asking.
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  expect(asked).toHaveLength(2);
}, 10_000);

it('offers a failed wedding payment again, with the way back to the wedding', async () => {
  const failed = { ...PENDING, booking_id: null, wedding_id: 5, kind: 'instalment' as const };
  answers = [() => jsonAnswer({ ...failed, status: 'failed' })];
  show();
  expect(await screen.findByRole('heading', { name: CHECKOUT_TEXTS.failedTitle })).toBeTruthy();
  expect(screen.getByText(CHECKOUT_TEXTS.failedText)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Receipt' })).toBeNull();
  expect(
    screen.getByRole('link', { name: CHECKOUT_TEXTS.backToWedding }).getAttribute('href'),
  ).toBe(link.customerWedding(5));
  await userEvent.click(screen.getByRole('button', { name: 'Pay instalment' }));
  expect(await screen.findByRole('button', { name: 'Easypaisa' })).toBeTruthy();
});

it('says an expired payment expired and offers a new one', async () => {
  answers = [() => jsonAnswer({ ...PENDING, status: 'expired' })];
  show();
  expect(await screen.findByRole('heading', { name: CHECKOUT_TEXTS.expiredTitle })).toBeTruthy();
  expect(screen.getByText(CHECKOUT_TEXTS.expiredText)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pay advance' })).toBeTruthy();
});

it('says not found for a checkout that is not the customer’s, and for a malformed reference', async () => {
  answers = [() => jsonAnswer({ detail: CHECKOUT_TEXTS.notFound }, 404)];
  show();
  expect(await screen.findByText(CHECKOUT_TEXTS.notFound)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  cleanup();
  show('not-a-reference!');
  expect(screen.getByText(CHECKOUT_TEXTS.notFound)).toBeTruthy();
  expect(asked).toEqual(['/api/checkouts/BRT7Q2K9']);
});

it('offers Try Again when the checkout could not be read, and shows it after', async () => {
  const down = () => jsonAnswer({ detail: 'Service unavailable' }, 503);
  answers = [down, down, () => jsonAnswer({ ...PENDING, status: 'failed' })];
  show();
  const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 4_000 });
  await userEvent.click(retry);
  expect(await screen.findByRole('heading', { name: CHECKOUT_TEXTS.failedTitle })).toBeTruthy();
});
