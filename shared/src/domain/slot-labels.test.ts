// Slots in lists to choose from (docs/product/booking.md#booking-a-slot): each names its day,
// hours and hall in the one format, an owner's own name after them, and no slot twice.
import { describe, expect, it } from 'vitest';
import { slotChoiceLabel, slotNames, slotOwnName, uniqueSlots } from './slot-labels';

const IN_2026 = new Date('2026-06-15T12:00:00Z');
const walima = {
  date: '2026-12-12',
  start_time: '19:00',
  end_time: '23:00',
  slot_name: '19:00 - 23:00',
  hall_name: 'Garden Lawn',
};

describe('a slot’s own name', () => {
  it('is what the owner typed, without the times and hall Baraat names every slot by', () => {
    expect(slotOwnName(walima, 'Garden Lawn')).toBe('');
    expect(slotOwnName({ ...walima, slot_name: '19:00 - 23:00 Garden Lawn' }, 'Garden Lawn')).toBe(
      '',
    );
    expect(slotOwnName({ ...walima, slot_name: 'Evening Garden Lawn' }, 'Garden Lawn')).toBe(
      'Evening',
    );
    expect(slotOwnName({ ...walima, slot_name: 'Evening lawn slot' })).toBe('Evening lawn slot');
  });
});

describe('what a slot’s owner wrote to name it', () => {
  it('is its hall’s name, then its own name, or nothing', () => {
    expect(slotNames(walima)).toBe('Garden Lawn');
    expect(slotNames({ ...walima, slot_name: 'Evening', hall_name: 'Hall A' })).toBe(
      'Hall A · Evening',
    );
    expect(slotNames({ ...walima, hall_name: null })).toBe('');
  });
});

describe('a slot among others to choose from', () => {
  it('reads its day, hours and hall: "Sat, 12 Dec · 7:00 – 11:00 pm · Garden Lawn"', () => {
    expect(slotChoiceLabel(walima, { now: IN_2026 })).toBe(
      'Sat, 12 Dec · 7:00 – 11:00 pm · Garden Lawn',
    );
    expect(slotChoiceLabel({ ...walima, date: '2027-01-04' }, { now: IN_2026 })).toBe(
      'Mon, 4 Jan 2027 · 7:00 – 11:00 pm · Garden Lawn',
    );
    expect(slotChoiceLabel(walima, { date: 'none' })).toBe('7:00 – 11:00 pm · Garden Lawn');
    expect(slotChoiceLabel(walima, { date: 'full' })).toBe(
      'Sat, 12 Dec 2026, 7:00 – 11:00 pm · Garden Lawn',
    );
  });

  it('tells two halls’ slots at one time apart, and never prints the API’s 24-hour times', () => {
    const lawn = slotChoiceLabel(walima, { now: IN_2026 });
    const hall = slotChoiceLabel({ ...walima, hall_name: 'Shalimar Hall' }, { now: IN_2026 });
    expect(lawn).not.toBe(hall);
    for (const label of [lawn, hall, slotChoiceLabel({ ...walima, hall_name: null })]) {
      expect(label).not.toMatch(/\d{2}:\d{2} - |\b(1[3-9]|2[0-3]):\d{2}\b/);
    }
  });

  it('adds the owner’s own name after the hall', () => {
    const named = { ...walima, slot_name: 'Evening' };
    expect(slotChoiceLabel(named, { date: 'none' })).toBe(
      '7:00 – 11:00 pm · Garden Lawn · Evening',
    );
    expect(slotChoiceLabel({ ...named, hall_name: null }, { date: 'none' })).toBe(
      '7:00 – 11:00 pm · Evening',
    );
  });
});

describe('a list of slots from two sources', () => {
  it('holds each slot once, in the order first met', () => {
    const slots = [{ slot_id: 4 }, { slot_id: 2 }, { slot_id: 4 }, { slot_id: 9 }, { slot_id: 2 }];
    expect(uniqueSlots(slots).map((slot) => slot.slot_id)).toEqual([4, 2, 9]);
  });
});
