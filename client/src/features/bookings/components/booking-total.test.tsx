import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingTotal } from './booking-total';

afterEach(cleanup);

describe('BookingTotal (package price × number of people)', () => {
  it('multiplies a per-guest price by the guests and says how', () => {
    render(<BookingTotal pkg={{ price: 2_500, price_basis: 'per_person' }} people={40} />);
    const total = screen.getByText(/^Total/);
    expect(total.textContent).toMatch(/Total\s*Rs\s?100,000\s*\(Rs\s?2,500 × 40 guests\)/);
  });

  it('takes a per-event price as the total, with nothing to explain', () => {
    render(<BookingTotal pkg={{ price: 300_000, price_basis: 'per_event' }} people={400} />);
    expect(screen.getByText(/^Total/).textContent).toMatch(/^Total\s*Rs\s?300,000$/);
  });

  it('counts one guest while the guest box is empty or wrong', () => {
    render(<BookingTotal pkg={{ price: 2_500, price_basis: 'per_person' }} people={Number('')} />);
    expect(screen.getByText(/^Total/).textContent).toMatch(/^Total\s*Rs\s?2,500$/);
  });

  it('shows nothing without a package', () => {
    const { container } = render(<BookingTotal pkg={null} people={3} />);
    expect(container.textContent).toBe('');
  });
});
