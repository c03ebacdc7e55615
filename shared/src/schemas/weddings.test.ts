import { describe, expect, it } from 'vitest';
import { weddingEventText } from './weddings';

describe('a refusal of one event of a wedding', () => {
  it('names the event by its day and hours in the one format, the year kept', () => {
    const walima = { date: '2026-12-12', start_time: '19:00', end_time: '23:00' };
    expect(weddingEventText('Walima', walima, 'This time slot is already booked.')).toBe(
      'Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm): This time slot is already booked.',
    );
    const lunch = { date: '2027-01-04', start_time: '11:30', end_time: '15:00' };
    expect(weddingEventText('Mehndi', lunch, 'Hall busy')).toBe(
      'Mehndi (Mon, 4 Jan 2027, 11:30 am – 3:00 pm): Hall busy',
    );
  });
});
