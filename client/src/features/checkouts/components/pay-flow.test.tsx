// The Pay button over a stubbed fetch (docs/product/online-payments.md#paying-online): "Pay
// with" lists the providers taking payments, the one chosen starts a checkout and the browser
// is sent on with the form the server gave; a refusal shows the server's reason and the choice
// stays; with no provider it says how else to pay; offline the button waits for the signal.
import { CHECKOUT_TEXTS, type StartedCheckout } from '@baraat/shared/schemas/checkouts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { PENDING_CHECKOUT } from '../test-fixtures';
import { PayFlow } from './pay-flow';

const STARTED: StartedCheckout = {
  checkout: PENDING_CHECKOUT,
  redirect: {
    url: 'http://baraat.test/sandbox/jazzcash/checkout',
    method: 'POST',
    fields: { pp_TxnRefNo: 'BRT7Q2K9', pp_Amount: '4500000', pp_SecureHash: 'ab12' },
  },
};

let providers: string[];
let answers: (() => Response)[];
const posted: unknown[] = [];
const submitted: HTMLFormElement[] = [];

beforeEach(() => {
  providers = ['jazzcash', 'easypaisa'];
  answers = [];
  posted.length = 0;
  submitted.length = 0;
  stubFetch(async (request) => {
    if (request.method === 'GET') return jsonAnswer({ providers, due: [] });
    posted.push(await request.json());
    return (answers.shift() ?? (() => jsonAnswer(STARTED, 201)))();
  });
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function submit(
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayFlow target={{ booking_id: 12 }} kind="advance" />
    </QueryClientProvider>,
  );

const openPanel = async () => {
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Pay advance' }));
  const panel = screen.getByRole('region', { name: CHECKOUT_TEXTS.payWith });
  await within(panel).findByRole('button', { name: 'JazzCash' });
  return panel;
};

it('starts a checkout with the provider chosen and sends the browser on with its form', async () => {
  const panel = await openPanel();
  expect(within(panel).getByRole('button', { name: 'Easypaisa' })).toBeTruthy();
  await userEvent.click(within(panel).getByRole('button', { name: 'JazzCash' }));
  expect(await within(panel).findByText('Taking you to JazzCash…')).toBeTruthy();
  expect(posted).toEqual([{ booking_id: 12, provider: 'jazzcash' }]);
  expect(submitted).toHaveLength(1);
  const form = submitted[0]!;
  expect(form.getAttribute('method')).toBe('POST');
  expect(form.getAttribute('action')).toBe(STARTED.redirect.url);
  const fields = Object.fromEntries(
    [...form.querySelectorAll('input')].map((input) => [input.name, input.value]),
  );
  expect(fields).toEqual(STARTED.redirect.fields);
  expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
});

it('shows a refusal in the server’s words and lets the customer try again', async () => {
  answers = [() => jsonAnswer({ detail: CHECKOUT_TEXTS.nothingDue }, 409)];
  const panel = await openPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'Easypaisa' }));
  expect(await within(panel).findByText(CHECKOUT_TEXTS.nothingDue)).toBeTruthy();
  expect(submitted).toEqual([]);
  await userEvent.click(within(panel).getByRole('button', { name: 'JazzCash' }));
  expect(await within(panel).findByText('Taking you to JazzCash…')).toBeTruthy();
  expect(posted).toEqual([
    { booking_id: 12, provider: 'easypaisa' },
    { booking_id: 12, provider: 'jazzcash' },
  ]);
  expect(submitted).toHaveLength(1);
});

it('falls back to its own words when a refusal gives none', async () => {
  answers = [() => new Response('', { status: 502 })];
  const panel = await openPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'JazzCash' }));
  expect(await within(panel).findByText(CHECKOUT_TEXTS.couldNotStart)).toBeTruthy();
});

it('says how else to pay when no provider takes payments now', async () => {
  providers = [];
  show();
  await userEvent.click(screen.getByRole('button', { name: 'Pay advance' }));
  expect(await screen.findByText(CHECKOUT_TEXTS.noProviders)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'JazzCash' })).toBeNull();
});

it('waits for the signal while the device is offline', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  show();
  const pay = screen.getByRole('button', { name: 'Pay advance' }) as HTMLButtonElement;
  expect(pay.disabled).toBe(true);
  expect(screen.getByText(CHECKOUT_TEXTS.needsSignal)).toBeTruthy();
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(pay.disabled).toBe(false);
});

it('offers the choice again when the browser comes Back to the page it kept', async () => {
  const panel = await openPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'JazzCash' }));
  await within(panel).findByText('Taking you to JazzCash…');
  act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  expect(await within(panel).findByRole('button', { name: 'JazzCash' })).toBeTruthy();
  expect(within(panel).queryByText('Taking you to JazzCash…')).toBeNull();
});
