// A booking of the customer's lists: its word as a label, and which wedding it is part of,
// with a link to the wedding's page; a single booking says nothing of the kind.
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingCard } from './booking-card';

afterEach(cleanup);

const business = {
  business_id: 7,
  business_name: 'Shalimar Marquee',
  slug: 'shalimar-marquee',
  address: 'Canal Road',
  business_phone: '0300-1234567',
  city: 'Lahore',
};

const booking = {
  booking_id: 31,
  status: 'pending',
  dashboard_status: 'pending',
  page_status: 'pending',
  is_verified: false,
  is_declined: false,
  is_booked: false,
  is_past: false,
  created_at: '2026-11-26T10:00:00Z',
  decided_at: null,
  message: '',
  decline_reason: null,
  number_of_people: 150,
  business_id: 7,
  business_name: business.business_name,
  business_address: business.address,
  business_phone: business.business_phone,
  business_owner_id: 2,
  business_owner_name: 'Imran',
  business,
  slot: {
    slot_id: 4,
    slot_name: 'Evening',
    date: '2026-12-10',
    start_time: '19:00',
    end_time: '22:00',
  },
  event_type: { event_type_id: 3, event_name: 'Mehndi' },
  package_selected: null,
  total_amount: 0,
  worker_assigned: null,
  wedding: null,
  hold_until: null,
  hold: 'none',
} satisfies CustomerBooking;

const show = (
  wedding: { wedding_id: number; title: string } | null,
  status: ComponentProps<typeof BookingCard>['status'] = 'pending',
) =>
  render(
    <MemoryRouter>
      <ul>
        <BookingCard booking={{ ...booking, wedding }} status={status} />
      </ul>
    </MemoryRouter>,
  );

describe('a booking’s word', () => {
  it('is printed as its label, never the raw word', () => {
    for (const [word, label] of [
      ['confirmed', 'Confirmed'],
      ['completed', 'Completed'],
      ['past', 'Past'],
      ['rejected', 'Rejected'],
    ] as const) {
      const { container, unmount } = show(null, word);
      expect(container.querySelector(`.status-${word}`)!.textContent).toBe(label);
      unmount();
    }
  });
});

describe('the booking’s vendor', () => {
  it('is named with its city, so two vendors of one name are told apart', () => {
    const { container } = show(null);
    const vendor = screen.getByRole('link', { name: 'Shalimar Marquee' });
    expect(vendor.getAttribute('href')).toBe('/listings/profile/shalimar-marquee');
    expect(container.textContent).toContain('Shalimar Marquee · Lahore');
  });
});

describe('a booking that is part of a wedding', () => {
  it('says Part of the wedding, linking to its page', () => {
    show({ wedding_id: 5, title: "Ayesha's wedding" });
    const link = screen.getByRole('link', { name: "Ayesha's wedding" });
    expect(link.getAttribute('href')).toBe('/customer/weddings/5');
    expect(link.parentElement!.textContent).toBe("Part of Ayesha's wedding");
  });

  it('says nothing of a wedding for a single booking', () => {
    show(null);
    expect(screen.queryByText(/Part of/)).toBeNull();
  });
});

describe('an accepted booking awaiting its advance', () => {
  it('reads Held until its deadline in Pakistan, and Confirmed once paid', () => {
    const held = {
      ...booking,
      status: 'verified',
      hold: 'held',
      hold_until: '2026-12-05T13:00:00.000Z',
    } as const;
    const { unmount } = render(
      <MemoryRouter>
        <ul>
          <BookingCard booking={held} status="confirmed" />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Held until Sat, 5 Dec 2026, 6:00 pm')).toBeTruthy();
    expect(screen.queryByText('Confirmed')).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <ul>
          <BookingCard
            booking={{ ...held, hold: 'confirmed', hold_until: null }}
            status="confirmed"
          />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByText(/Held until/)).toBeNull();
  });
});
