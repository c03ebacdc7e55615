import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { describe, expect, it } from 'vitest';
import {
  type BulkValues,
  bulkPayload,
  bulkProblems,
  bulkSummary,
  initialBulk,
} from './bulk-pattern';

const today = '2026-11-23';
const values = (extra: Partial<BulkValues>): BulkValues => ({
  ...initialBulk(today),
  workers: '3,4',
  ...extra,
});

describe('the Bulk Create input', () => {
  it('counts every chosen day, hall and time slot in its summary', () => {
    const pattern = bulkPayload(values({ days: '1,3', times: '09:00-13:00,18:00-22:00' }));
    expect(pattern).toMatchObject({ days: [1, 3], worker_ids: [3, 4] });
    // 2026-11-23 is a Monday: Mon 23 and Wed 25 in the first week.
    expect(bulkSummary(pattern)).toEqual({ dates: ['2026-11-23', '2026-11-25'], count: 8 });
  });

  it('sends a typed 09:10 as 09:15, the quarter hour the server takes', () => {
    const pattern = bulkPayload(values({ times: '09:10-16:55' }));
    expect(pattern.time_slots).toEqual([{ start_time: '09:15', end_time: '17:00' }]);
    expect(bulkProblems(values({ times: '09:10-09:05' }), today)).toEqual({
      times: 'Time slot 1: End time (9:00 am) must be after start time (9:15 am)',
    });
  });

  it('asks for a day, a hall and a time slot in the spec’s words', () => {
    expect(bulkProblems(values({ workers: '' }), today)).toEqual({ form: SLOT_TEXTS.bulkMissing });
    expect(bulkProblems(values({ days: '' }), today)).toEqual({ form: SLOT_TEXTS.bulkMissing });
  });

  it('takes the 3-month edge and refuses the day after it', () => {
    expect(bulkProblems(values({ end_date: '2027-02-23' }), today)).toEqual({});
    expect(bulkProblems(values({ end_date: '2027-02-24' }), today)).toEqual({
      end_date: SLOT_TEXTS.datesOutOfRange,
    });
    expect(bulkProblems(values({ start_date: '2026-11-22' }), today)).toEqual({
      end_date: SLOT_TEXTS.datesOutOfRange,
    });
  });

  it('names the time slot whose end is not after its start', () => {
    expect(bulkProblems(values({ times: '09:00-13:00,18:00-17:00' }), today)).toEqual({
      times: 'Time slot 2: End time (5:00 pm) must be after start time (6:00 pm)',
    });
  });
});
