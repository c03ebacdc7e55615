// My Bookings' Pay button over a stubbed fetch (docs/product/online-payments.md#paying-online):
// a booking owing a payment now offers it beside Pay by transfer, and it opens "Pay with"; a
// booking owing nothing now offers none.
import { CHECKOUT_TEXTS } from '@baraat/shared/schemas/checkouts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PENDING_BOOKING } from '@/features/bookings/test-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { jsonAnswer, stubFetch } from '@/lib/test-fetch';
import { BookingsTab } from './bookings-tab';

const accepted = (booking_id: number) =>
  ({
    ...PENDING_BOOKING,
    booking_id,
    status: 'verified',
    dashboard_status: 'confirmed',
    hold: 'held',
    hold_until: '2026-12-05T13:00:00.000Z',
  }) as const;

beforeEach(() => {
  stubFetch(async () =>
    jsonAnswer({
      providers: ['jazzcash', 'easypaisa'],
      due: [
        {
          booking_id: 31,
          wedding_id: null,
          business_name: 'Shalimar Marquee',
          title: 'Evening',
          event_date: '2026-12-10',
          kind: 'advance',
          label: 'Advance',
          amount: 45_000,
          due_on: null,
          hold_until: '2026-12-05T13:00:00.000Z',
          hold: 'held',
        },
      ],
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('offers Pay advance beside Pay by transfer on the booking owing it, and opens Pay with', async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BookingsTab bookings={[accepted(31), accepted(32)]} reviews={[]} onChanged={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const [owing, paid] = screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('booking-card'));
  const pay = await within(owing!).findByRole('button', { name: 'Pay advance' });
  expect(within(owing!).getByRole('button', { name: 'Pay by transfer' })).toBeTruthy();
  expect(within(paid!).getByRole('button', { name: 'Pay by transfer' })).toBeTruthy();
  expect(within(paid!).queryByRole('button', { name: 'Pay advance' })).toBeNull();
  await userEvent.click(pay);
  const panel = within(owing!).getByRole('region', { name: CHECKOUT_TEXTS.payWith });
  expect(within(panel).getByRole('button', { name: 'JazzCash' })).toBeTruthy();
  expect(within(panel).getByRole('button', { name: 'Easypaisa' })).toBeTruthy();
});
