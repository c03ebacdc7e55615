// "Awaiting your payment" over a stubbed fetch (docs/product/online-payments.md#paying-online):
// each booking or wedding owing a payment now with its words, and the list's loading, empty and
// error states.
import { heldUntilText } from '@baraat/shared/domain/holds';
import { CHECKOUT_TEXTS, type PaymentDue } from '@baraat/shared/schemas/checkouts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { INSTALMENT_DUE } from '../test-fixtures';
import { DueList } from './due-list';

const HELD_UNTIL = '2026-12-05T13:00:00.000Z';
const ADVANCE: PaymentDue = {
  booking_id: 12,
  wedding_id: null,
  business_name: 'Noor Banquets',
  title: 'Gold Package',
  event_date: '2026-12-20',
  kind: 'advance',
  label: 'Advance',
  amount: 45_000,
  due_on: null,
  hold_until: HELD_UNTIL,
  hold: 'held',
};
const INSTALMENT = INSTALMENT_DUE;

let answers: (() => Response)[];

beforeEach(() => {
  answers = [];
  stubFetch(async () =>
    (answers.shift() ?? (() => jsonAnswer({ providers: ['jazzcash'], due: [] })))(),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DueList />
    </QueryClientProvider>,
  );

it('lists each payment due with its business, event, amount, deadline and Pay button', async () => {
  answers = [() => jsonAnswer({ providers: ['jazzcash'], due: [ADVANCE, INSTALMENT] })];
  show();
  const section = screen.getByRole('region', { name: CHECKOUT_TEXTS.dueHeading });
  expect(within(section).getByText(CHECKOUT_TEXTS.loadingDue)).toBeTruthy();
  const [advance, instalment] = await within(section).findAllByRole('listitem');
  expect(advance!.textContent).toMatch(/Gold Package.*Noor Banquets · Sun, 20 Dec 2026/);
  expect(advance!.textContent).toMatch(/Advance · Rs\s?45,000/);
  expect(within(advance!).getByText(heldUntilText(HELD_UNTIL))).toBeTruthy();
  expect(within(advance!).getByRole('button', { name: 'Pay advance' })).toBeTruthy();
  expect(instalment!.textContent).toMatch(/Ayesha's wedding.*Shalimar Marquee · Thu, 10 Dec 2026/);
  expect(instalment!.textContent).toMatch(
    /Before the first event, due Thu, 3 Dec 2026 · Rs\s?480,000/,
  );
  expect(instalment!.textContent).not.toMatch(/Held until|Confirmed/);
  expect(within(instalment!).getByRole('button', { name: 'Pay instalment' })).toBeTruthy();
});

it('says nothing is due when nothing is', async () => {
  show();
  expect(await screen.findByText(CHECKOUT_TEXTS.noneDue)).toBeTruthy();
  expect(screen.queryByRole('listitem')).toBeNull();
});

it('offers Try Again when the list could not be loaded, and shows it after', async () => {
  const down = () => jsonAnswer({ detail: 'Service unavailable' }, 503);
  answers = [down, down, () => jsonAnswer({ providers: [], due: [ADVANCE] })];
  show();
  // One retry of its own first (lib/query-client.ts), a second later.
  const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 4_000 });
  await userEvent.click(retry);
  expect(await screen.findByRole('button', { name: 'Pay advance' })).toBeTruthy();
});
