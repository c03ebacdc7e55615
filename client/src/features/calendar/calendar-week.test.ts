import { describe, expect, it } from 'vitest';
import { type CalendarEvent, eventsOfSlot } from './calendar-month';
import {
  dayTitle,
  eventsByDate,
  hoursOf,
  placeDay,
  shiftDate,
  viewRange,
  viewTitle,
  weekDates,
  weekTitle,
} from './calendar-week';
import { testSlot } from './test-slot';

let nextId = 1;
const event = (start_time: string, end_time: string, date = '2026-12-05'): CalendarEvent =>
  eventsOfSlot(testSlot(nextId++, { date, start_time, end_time }), [], new Map())[0]!;

describe('the calendar week', () => {
  it('runs Monday to Sunday, across a month and a year', () => {
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // A Sunday belongs to the week that began the Monday before.
    expect(weekDates('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekDates('2026-12-02')).toEqual(expect.arrayContaining(['2026-11-30', '2026-12-06']));
    expect(weekDates('2027-01-01')[0]).toBe('2026-12-28');
    expect(weekDates('2027-01-01')[6]).toBe('2027-01-03');
    // 2028 is a leap year.
    expect(weekDates('2028-03-01')[0]).toBe('2028-02-28');
    expect(weekDates('2028-03-01')[1]).toBe('2028-02-29');
  });

  it('moves by a month, a week or a day with Previous and Next', () => {
    expect(shiftDate('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftDate('week', '2027-01-03', -1)).toBe('2026-12-27');
    expect(shiftDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('month', '2026-12-17', 1)).toBe('2027-01-01');
  });

  it('reads the dates each view shows', () => {
    expect(viewRange('day', '2026-12-05')).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(viewRange('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(viewRange('month', '2026-12-17')).toEqual({ from: '2026-11-30', to: '2027-01-10' });
  });

  it('titles the range it shows', () => {
    expect(weekTitle('2026-11-20')).toBe('16 – 22 Nov 2026');
    expect(weekTitle('2026-12-01')).toBe('30 Nov – 6 Dec 2026');
    expect(weekTitle('2027-01-01')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(dayTitle('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(viewTitle('month', '2026-11-23')).toBe('November 2026');
  });

  it('gives each day of the week its events in time order, and none of other weeks', () => {
    const late = event('20:00', '23:00', '2026-11-24');
    const early = event('09:00', '13:00', '2026-11-24');
    const outside = event('09:00', '13:00', '2026-11-30');
    const byDate = eventsByDate(weekDates('2026-11-24'), [late, outside, early]);
    expect(byDate.get('2026-11-24')).toEqual([early, late]);
    expect(byDate.get('2026-11-23')).toEqual([]);
    expect([...byDate.values()].flat()).not.toContain(outside);
  });
});

describe('the day’s time grid', () => {
  it('shows 08:00 to 22:00, widened to take in early and late events', () => {
    expect(hoursOf([])).toMatchObject({ first: 8, last: 22 });
    expect(hoursOf([]).hours).toHaveLength(14);
    const wide = hoursOf([event('06:30', '09:00'), event('21:00', '23:15')]);
    expect(wide).toMatchObject({ first: 6, last: 24 });
    expect(wide.hours[0]).toBe(6);
    expect(wide.hours.at(-1)).toBe(23);
  });

  it('places an event by its start and length', () => {
    const [placed] = placeDay([event('09:30', '13:00')], 8);
    expect(placed).toMatchObject({ top: 90, span: 210, column: 0, columns: 1 });
  });

  it('puts overlapping events side by side and lets the next free hour use the full width', () => {
    const a = event('09:00', '13:00');
    const b = event('10:00', '11:00');
    const c = event('11:00', '12:00');
    const d = event('12:30', '14:00');
    const e = event('15:00', '16:00');
    const placed = new Map(placeDay([e, d, c, b, a], 8).map((p) => [p.event, p]));
    // a overlaps b, c and d; b ends as c starts, so c reuses b's column.
    expect(placed.get(a)).toMatchObject({ column: 0, columns: 2 });
    expect(placed.get(b)).toMatchObject({ column: 1, columns: 2 });
    expect(placed.get(c)).toMatchObject({ column: 1, columns: 2 });
    expect(placed.get(d)).toMatchObject({ column: 1, columns: 2 });
    expect(placed.get(e)).toMatchObject({ column: 0, columns: 1 });
  });

  it('gives three events at one time three columns', () => {
    const placed = placeDay(
      [event('18:00', '22:00'), event('18:00', '22:00'), event('19:00', '20:00')],
      8,
    );
    expect(placed.map((p) => p.column).sort()).toEqual([0, 1, 2]);
    expect(placed.every((p) => p.columns === 3)).toBe(true);
  });

  it('draws a short event tall enough to tap, beside the event it would cover', () => {
    const short = event('09:00', '09:15');
    const next = event('09:30', '10:30');
    const placed = placeDay([short, next], 8, 45);
    expect(placed[0]).toMatchObject({ event: short, span: 45, column: 0, columns: 2 });
    expect(placed[1]).toMatchObject({ event: next, span: 60, column: 1, columns: 2 });
    // Without the minimum they do not touch.
    expect(placeDay([short, next], 8).map((p) => p.columns)).toEqual([1, 1]);
  });
});
