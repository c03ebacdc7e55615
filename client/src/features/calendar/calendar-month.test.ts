import type { SlotBooking } from '@baraat/shared/schemas/slots';
import { describe, expect, it } from 'vitest';
import { eventsOfSlot, legendOf, monthCells, monthGridDates, shiftMonth } from './calendar-month';
import { testSlot } from './test-slot';

const slot = testSlot;
const booking = (id: number, extra: Partial<SlotBooking>): SlotBooking => ({
  booking_id: id,
  slot_id: 1,
  status: 'pending',
  is_walkin: false,
  customer_name: 'Ayesha Khan',
  number_of_people: 100,
  event_name: 'Mehndi',
  package_name: null,
  worker_id: null,
  message: '',
  modified_at: '',
  created_by: null,
  created_at: '2026-11-20T09:00:00.000Z',
  answered_by: null,
  decided_at: null,
  ...extra,
});

describe('the calendar month', () => {
  it('shows 42 days from the Monday on or before the 1st', () => {
    const dates = monthGridDates('2026-12-01');
    expect(dates).toHaveLength(42);
    expect(dates[0]).toBe('2026-11-30');
    expect(dates[41]).toBe('2027-01-10');
    expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-01', -1)).toBe('2025-12-01');
  });

  it('names each event by the spec’s types', () => {
    expect(eventsOfSlot(slot(1), [], new Map())[0]!.type).toBe('available');
    expect(eventsOfSlot(slot(1, { is_blocked: true }), [], new Map())[0]!.type).toBe('blocked');
    const types = eventsOfSlot(
      slot(1),
      [
        booking(1, { status: 'verified' }),
        booking(2, { status: 'declined' }),
        booking(3, { status: 'pending' }),
        booking(4, { status: 'verified', is_walkin: true }),
        booking(5, { status: 'cancelled' }),
      ],
      new Map(),
    ).map((event) => event.type);
    expect(types).toEqual(['booking', 'request', 'request', 'walkin']);
  });

  it('puts events on their days in time order, and the legend shows 3 dots then more', () => {
    const events = [
      ...eventsOfSlot(slot(2, { start_time: '20:00' }), [], new Map()),
      ...eventsOfSlot(
        slot(1, { start_time: '09:00' }),
        [booking(1, {}), booking(2, {}), booking(3, {})],
        new Map(),
      ),
    ];
    const cells = monthCells('2026-12-01', events, '2026-12-05');
    const fifth = cells.find((cell) => cell.date === '2026-12-05')!;
    expect(fifth.isToday).toBe(true);
    expect(fifth.events.map((e) => e.start_time)).toEqual(['09:00', '09:00', '09:00', '20:00']);
    expect(legendOf(fifth.events)).toEqual({ dots: ['request', 'request', 'request'], more: 1 });
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(31);
  });
});
