import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { describe, expect, it } from 'vitest';
import { bookingTimeline, countBy, filterAndSort } from './manage-view';

const TODAY = '2026-11-22';

function booking(
  id: number,
  status: CustomerBooking['status'],
  date: string,
  created: string,
): CustomerBooking {
  return {
    booking_id: id,
    status,
    created_at: created,
    decided_at: status === 'pending' ? null : '2026-11-02T10:00:00.000Z',
    slot: { slot_id: id, date, start_time: '18:00', end_time: '22:00' },
  } as CustomerBooking;
}

const list = [
  booking(1, 'pending', '2026-12-20', '2026-11-03T09:00:00.000Z'),
  booking(2, 'verified', '2026-11-10', '2026-11-01T09:00:00.000Z'),
  booking(3, 'verified', '2027-01-05', '2026-11-05T09:00:00.000Z'),
  booking(4, 'declined', '2026-12-01', '2026-11-04T09:00:00.000Z'),
  booking(5, 'cancelled', '2026-12-02', '2026-11-02T09:00:00.000Z'),
];

describe('Manage Bookings', () => {
  it('counts a past confirmed booking as completed, not confirmed', () => {
    expect(countBy(list, TODAY)).toEqual({
      all: 5,
      pending: 1,
      confirmed: 1,
      declined: 1,
      completed: 1,
    });
    expect(
      filterAndSort(list, 'completed', 'event-newest', TODAY).map((b) => b.booking_id),
    ).toEqual([2]);
  });

  it('sorts by event date or by when the request was made, both ways', () => {
    const ids = (sort: Parameters<typeof filterAndSort>[2]) =>
      filterAndSort(list, 'all', sort, TODAY).map((b) => b.booking_id);
    expect(ids('event-newest')).toEqual([3, 1, 5, 4, 2]);
    expect(ids('event-oldest')).toEqual([2, 4, 5, 1, 3]);
    expect(ids('created-newest')).toEqual([3, 4, 1, 5, 2]);
    expect(ids('created-oldest')).toEqual([2, 5, 1, 4, 3]);
  });

  it('draws a pending request as waiting for the vendor, with the event still ahead', () => {
    expect(bookingTimeline(list[0]!, TODAY).map((s) => [s.label, s.state])).toEqual([
      ['Request sent', 'done'],
      ['Waiting for the vendor to confirm', 'current'],
      ['Event day', 'upcoming'],
    ]);
  });

  it('says when the event day passed while the request still waited', () => {
    const stale = booking(6, 'pending', '2026-11-20', '2026-11-01T09:00:00.000Z');
    expect(bookingTimeline(stale, TODAY).at(-1)).toEqual({
      label: 'The event day passed without an answer',
      at: '2026-11-20',
      state: 'stopped',
    });
  });

  it('ends the timeline where the vendor declined or the customer cancelled', () => {
    expect(bookingTimeline(list[3]!, TODAY).at(-1)).toEqual({
      label: 'Declined by the vendor',
      at: '2026-11-02T10:00:00.000Z',
      state: 'stopped',
    });
    expect(bookingTimeline(list[4]!, TODAY).at(-1)?.label).toBe('Cancelled by you');
  });

  it('marks a confirmed booking completed once its day has passed', () => {
    expect(bookingTimeline(list[1]!, TODAY).map((s) => s.label)).toEqual([
      'Request sent',
      'Confirmed by the vendor',
      'Completed',
    ]);
    expect(bookingTimeline(list[2]!, TODAY).at(-1)).toEqual({
      label: 'Event day',
      at: '2027-01-05',
      state: 'current',
    });
  });
});
