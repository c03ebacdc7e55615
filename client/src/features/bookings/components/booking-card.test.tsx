// A booking of the customer's lists: its word as a label, and which wedding it is part of,
// with a link to the wedding's page; a single booking says nothing of the kind.
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_BOOKING as booking } from '../test-fixtures';
import { BookingCard } from './booking-card';

afterEach(cleanup);

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
