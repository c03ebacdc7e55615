import { describe, expect, it } from 'vitest';
import { dueWords } from './plan-words';

const events = [
  { booking_id: 1, event_name: 'Mehndi', status: 'verified' as const },
  { booking_id: 2, event_name: 'Baraat', status: 'pending' as const },
  { booking_id: 3, event_name: 'Walima', status: 'declined' as const },
  { booking_id: 4, event_name: 'Dholki', status: 'cancelled' as const },
];

describe('the words of a due date', () => {
  it('names the event a date follows, and says nothing of a day given as such', () => {
    expect(dueWords({ before_event_id: 1, days: 7 }, 1, events)).toBe('7 days before Mehndi');
    expect(dueWords({ after_event_id: 2, days: 1 }, 2, events)).toBe('1 day after Baraat');
    expect(dueWords({ after_event_id: 2, days: 0 }, 2, events)).toBe('on the day of Baraat');
    expect(dueWords({ due_on: '2026-12-01' }, null, events)).toBeNull();
  });

  it('says which event a date follows once its own is declined or withdrawn, and why', () => {
    expect(dueWords({ after_event_id: 3, days: 1 }, 2, events)).toBe(
      '1 day after Baraat (Walima declined)',
    );
    expect(dueWords({ before_event_id: 4, days: 7 }, 1, events)).toBe(
      '7 days before Mehndi (Dholki withdrawn)',
    );
    expect(dueWords({ after_event_id: 3, days: 1 }, null, events)).toBe(
      'the day it was booked (Walima declined)',
    );
  });
});
