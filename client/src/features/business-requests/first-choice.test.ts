import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import { describe, expect, it } from 'vitest';
import { firstChoice } from './first-choice';
import { booking } from './test-booking';

const hall = (id: number, busy = false): AvailableResource => ({
  resource_id: id,
  business_worker_entity_id: id,
  name: `Hall ${id}`,
  capacity: 300,
  worker_role: 'hall',
  is_available: !busy,
  conflict: busy ? `Hall ${id} is already booked` : null,
});
const onSlotOf = (worker: number | null, asked: number | null = null) =>
  booking({
    slot: {
      slot_id: 9,
      slot_name: '',
      date: '2030-05-01',
      start_time: '19:00',
      end_time: '23:00',
      worker_id: worker,
    },
    worker_assigned_id: asked,
  });
const accept = { isHall: true, mode: 'accept' } as const;

describe('the hall an Accept starts on', () => {
  it("is the slot's own hall, not the first one listed", () => {
    expect(firstChoice(onSlotOf(2), [hall(1), hall(2)], accept)).toBe(2);
  });

  it('is never a busy hall: the first free one instead', () => {
    expect(firstChoice(onSlotOf(null), [hall(1, true), hall(2), hall(3)], accept)).toBe(2);
    expect(firstChoice(onSlotOf(1, 1), [hall(1, true), hall(2)], accept)).toBe(2);
  });

  it('is the hall the customer asked for when the slot has none', () => {
    expect(firstChoice(onSlotOf(null, 3), [hall(1), hall(2), hall(3)], accept)).toBe(3);
  });

  it('is nothing when every hall is busy', () => {
    expect(firstChoice(onSlotOf(1), [hall(1, true), hall(2, true)], accept)).toBeNull();
  });

  it('leaves a worker business on "no worker yet" unless the slot or customer names one', () => {
    const team = { isHall: false, mode: 'accept' } as const;
    expect(firstChoice(onSlotOf(null), [hall(1), hall(2)], team)).toBeNull();
    expect(firstChoice(onSlotOf(2), [hall(1), hall(2)], team)).toBe(2);
  });

  it('keeps what an accepted booking holds when its assignment is changed', () => {
    const assign = { isHall: true, mode: 'assign' } as const;
    expect(firstChoice(onSlotOf(1, 2), [hall(1), hall(2)], assign)).toBe(2);
  });
});
