import { describe, expect, it } from 'vitest';
import { eventHall, eventHallId } from './event-hall';

const HALL_A = 1;
const GARDEN_LAWN = 2;
const names = new Map([
  [HALL_A, 'Hall A'],
  [GARDEN_LAWN, 'Garden Lawn'],
]);
const slotOf = (worker_id: number | null) => ({
  worker_id,
  worker_name: worker_id === null ? null : names.get(worker_id)!,
});

describe('eventHall', () => {
  it('is the hall the booking was accepted into, not its slot’s', () => {
    expect(eventHall(slotOf(HALL_A), { worker_id: GARDEN_LAWN }, names)).toEqual({
      worker_id: GARDEN_LAWN,
      name: 'Garden Lawn',
    });
  });

  it('is the booking’s hall on a slot of no hall', () => {
    expect(eventHall(slotOf(null), { worker_id: GARDEN_LAWN }, names)?.name).toBe('Garden Lawn');
  });

  it('is the slot’s hall for a booking given none, and for a slot with no booking', () => {
    expect(eventHall(slotOf(HALL_A), { worker_id: null }, names)?.name).toBe('Hall A');
    expect(eventHall(slotOf(HALL_A), undefined, names)?.name).toBe('Hall A');
  });

  it('names the slot’s hall by the slot when the caller does not hold it', () => {
    expect(eventHall({ worker_id: 7, worker_name: 'Rose Hall' }, null, new Map())).toEqual({
      worker_id: 7,
      name: 'Rose Hall',
    });
  });

  it('is none when neither has a hall, or when the booking’s hall is not known', () => {
    expect(eventHall(slotOf(null), { worker_id: null }, names)).toBeNull();
    expect(eventHall(slotOf(HALL_A), { worker_id: 9 }, names)).toBeNull();
  });
});

describe('eventHallId', () => {
  it('takes the booking’s hall first, else the slot’s', () => {
    expect(eventHallId({ worker_id: HALL_A }, { worker_id: GARDEN_LAWN })).toBe(GARDEN_LAWN);
    expect(eventHallId({ worker_id: HALL_A }, { worker_id: null })).toBe(HALL_A);
    expect(eventHallId({ worker_id: null })).toBeNull();
  });
});
