import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { describe, expect, it } from 'vitest';
import { requestView } from './request-view';
import { booking } from './test-booking';
import { eventsCount, groupWeddings, type RequestRow } from './wedding-groups';

const inWedding = (
  wedding_id: number,
  overrides: Parameters<typeof booking>[0],
  title = "Ayesha & Bilal's wedding",
): OwnerBooking => booking({ ...overrides, wedding: { wedding_id, title } });

const shape = (rows: RequestRow[]) =>
  rows.map((row) =>
    row.kind === 'booking'
      ? `booking ${row.booking.slot.date}`
      : `wedding ${row.wedding_id}: ${row.events.map((e) => e.slot.date).join(' ')}`,
  );

describe('wedding groups on Booking Requests', () => {
  const mehndi = inWedding(7, { name: 'Ayesha Khan', date: '2030-05-10', total_amount: 150_000 });
  const baraat = inWedding(7, { name: 'Ayesha Khan', date: '2030-05-11', total_amount: 300_000 });
  const walima = inWedding(7, { name: 'Ayesha Khan', date: '2030-05-12', total_amount: 250_000 });
  const single = booking({ name: 'Zara Ali', date: '2030-05-11', total_amount: 90_000 });
  const early = booking({ name: 'Bilal Shah', date: '2030-05-01', total_amount: 500_000 });

  it("gathers a wedding's events into one row with its title, family, count and total", () => {
    const rows = groupWeddings([early, mehndi, baraat, single, walima]);
    expect(shape(rows)).toEqual([
      'booking 2030-05-01',
      'wedding 7: 2030-05-10 2030-05-11 2030-05-12',
      'booking 2030-05-11',
    ]);
    const group = rows[1]!;
    if (group.kind !== 'wedding') throw new Error('expected the wedding');
    expect(group).toMatchObject({
      title: "Ayesha & Bilal's wedding",
      customer: 'Ayesha Khan',
      total: 700_000,
      from: '2030-05-10',
      to: '2030-05-12',
    });
    expect(eventsCount(group.events.length)).toBe('3 events');
    expect(eventsCount(1)).toBe('1 event');
  });

  it('leaves single requests as they are, and keeps two weddings apart', () => {
    expect(shape(groupWeddings([early, single]))).toEqual([
      'booking 2030-05-01',
      'booking 2030-05-11',
    ]);
    const other = inWedding(8, { name: 'Sana Malik', date: '2030-05-05' }, 'Sana & Omar');
    expect(shape(groupWeddings([other, mehndi, baraat]))).toEqual([
      'wedding 8: 2030-05-05',
      'wedding 7: 2030-05-10 2030-05-11',
    ]);
  });

  it('follows the sorts: a wedding sits where its first event falls in the order', () => {
    const upcoming = [early, mehndi, baraat, single, walima];
    const view = (sort: 'date' | 'price', ascending: boolean) =>
      shape(
        groupWeddings(
          requestView(upcoming, [], { tab: 'pending', search: '', sort, ascending }).rows,
        ),
      );
    expect(view('date', false)).toEqual([
      'wedding 7: 2030-05-12 2030-05-11 2030-05-10',
      'booking 2030-05-11',
      'booking 2030-05-01',
    ]);
    expect(view('price', false)).toEqual([
      'booking 2030-05-01',
      'wedding 7: 2030-05-11 2030-05-12 2030-05-10',
      'booking 2030-05-11',
    ]);
  });

  it('groups only the events of the tab, and finds a wedding by its title', () => {
    const accepted = inWedding(7, {
      name: 'Ayesha Khan',
      date: '2030-05-12',
      status: 'verified',
      is_verified: true,
    });
    const upcoming = [mehndi, baraat, accepted, single];
    const options = { tab: 'pending', search: '', sort: 'date', ascending: true } as const;
    const pending = groupWeddings(requestView(upcoming, [], options).rows);
    expect(shape(pending)).toEqual(['wedding 7: 2030-05-10 2030-05-11', 'booking 2030-05-11']);
    const verified = requestView(upcoming, [], { ...options, tab: 'verified' });
    expect(shape(groupWeddings(verified.rows))).toEqual(['wedding 7: 2030-05-12']);
    const found = requestView(upcoming, [], { ...options, search: 'bilal' });
    expect(shape(groupWeddings(found.rows))).toEqual(['wedding 7: 2030-05-10 2030-05-11']);
    expect(found.counts.pending).toBe(2);
  });
});
