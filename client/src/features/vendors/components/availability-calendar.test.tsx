// The vendor profile's times of a day (docs/product/booking.md#booking-a-slot): two halls'
// slots at one time are told apart by their halls, on screen and in their Book buttons' names.
import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityCalendar } from './availability-calendar';

afterEach(cleanup);

const slot = (slot_id: number, hall_name: string | null, fields: Partial<VendorSlot> = {}) =>
  ({
    slot_id,
    slot_name: '19:00 - 23:30',
    date: '2030-03-04',
    start_time: '19:00',
    end_time: '23:30',
    is_available: true,
    is_reserved: false,
    is_blocked: false,
    worker_id: slot_id,
    hall_name,
    user_business_mapping_id: 3,
    ...fields,
  }) satisfies VendorSlot;

describe('the times of a day on the vendor profile', () => {
  it('name their hall, so two at one time read and book apart', async () => {
    const onBook = vi.fn();
    const slots = [slot(6, 'Hall A'), slot(37, 'Hall B'), slot(44, null, { is_available: false })];
    render(<AvailabilityCalendar slots={slots} onBook={onBook} />);
    const list = screen.getByRole('list', { name: 'Times on Mon, 4 Mar 2030' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '7:00 – 11:30 pm · Hall A · AvailableBook',
      '7:00 – 11:30 pm · Hall B · AvailableBook',
      '7:00 – 11:30 pm · Booked',
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Book Mon, 4 Mar 2030, 7:00 – 11:30 pm · Hall B' }),
    );
    expect(onBook).toHaveBeenCalledWith(slots[1]);
  });
});
