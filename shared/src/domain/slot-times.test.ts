import { describe, expect, it } from 'vitest';
import {
  datesOn,
  lastSlotDate,
  onQuarterHour,
  slotDateInRange,
  slotEndBeforeStart,
  slotName,
  snapToQuarterHour,
  timesOverlap,
  withResourceName,
} from './slot-times';

describe('slot rules', () => {
  it('opens dates from today up to three months ahead, the last day included', () => {
    expect(lastSlotDate('2026-11-30')).toBe('2027-02-28');
    expect(slotDateInRange('2026-11-23', '2026-11-23')).toBe(true);
    expect(slotDateInRange('2027-02-23', '2026-11-23')).toBe(true);
    expect(slotDateInRange('2027-02-24', '2026-11-23')).toBe(false);
    expect(slotDateInRange('2026-11-22', '2026-11-23')).toBe(false);
  });

  it('accepts only quarter hours', () => {
    expect(['09:00', '09:15', '09:30', '23:45'].every(onQuarterHour)).toBe(true);
    expect(['09:10', '9:00', '24:00', '09:60'].some(onQuarterHour)).toBe(false);
  });

  it('says which time slot ends before it starts, in the spec words and the one time format', () => {
    expect(slotEndBeforeStart(2, '10:00', '11:00')).toBe(
      'Time slot 2: End time (10:00 am) must be after start time (11:00 am)',
    );
    expect(slotEndBeforeStart(1, '09:00', '13:00')).toBe(
      'Time slot 1: End time (9:00 am) must be after start time (1:00 pm)',
    );
  });

  it('finds overlaps but lets one slot end where the next begins', () => {
    const morning = { start_time: '09:00', end_time: '13:00' };
    expect(timesOverlap(morning, { start_time: '12:45', end_time: '15:00' })).toBe(true);
    expect(timesOverlap(morning, { start_time: '08:00', end_time: '18:00' })).toBe(true);
    expect(timesOverlap(morning, { start_time: '13:00', end_time: '15:00' })).toBe(false);
  });

  it('names slots by their times and, in bulk, the hall', () => {
    expect(slotName('09:00', '17:00')).toBe('09:00 - 17:00');
    expect(slotName('09:00', '17:00', 'Main Hall')).toBe('09:00 - 17:00 Main Hall');
    expect(withResourceName('Mehndi night', 'Main Hall')).toBe('Mehndi night Main Hall');
    expect(withResourceName('09:00 - 17:00 Main Hall', 'Main Hall')).toBe(
      '09:00 - 17:00 Main Hall',
    );
  });

  it('moves a typed time to the nearest quarter hour, never past 23:45', () => {
    expect(snapToQuarterHour('09:10')).toBe('09:15');
    expect(snapToQuarterHour('09:07')).toBe('09:00');
    expect(snapToQuarterHour('09:53')).toBe('10:00');
    expect(snapToQuarterHour('17:00')).toBe('17:00');
    expect(snapToQuarterHour('23:55')).toBe('23:45');
    expect(snapToQuarterHour('')).toBe('');
  });

  it('lists the chosen weekdays of a range', () => {
    // 2026-11-23 is a Monday.
    expect(datesOn('2026-11-23', '2026-12-06', [0, 1])).toEqual([
      '2026-11-23',
      '2026-11-29',
      '2026-11-30',
      '2026-12-06',
    ]);
  });
});
