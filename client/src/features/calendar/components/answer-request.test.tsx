import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { database } from '@/lib/db';
import { testBooking, testSlot } from '../test-slot';
import { AnswerRequest } from './answer-request';

const OWNER = 5;
const HALL_A = 1;
const HALL_B = 2;
const hall = (worker_id: number, name: string) => ({
  worker_id,
  name,
  capacity: 400,
  worker_role: 'hall' as const,
  is_active: true,
  modified_at: '',
  owner_id: OWNER,
});

afterEach(cleanup);
beforeEach(async () => {
  const db = await database();
  await Promise.all([db.calendarWorkers.clear(), db.calendarBookings.clear()]);
  await db.calendarSlots.clear();
  await db.calendarWorkers.bulkPut([hall(HALL_A, 'Hall A'), hall(HALL_B, 'Hall B')]);
  // Hall A is held at the same evening by an accepted booking on another slot.
  await db.calendarSlots.put({ ...testSlot(90, { worker_id: HALL_A }), owner_id: OWNER });
  await db.calendarBookings.put({
    ...testBooking(900, { slot_id: 90, status: 'verified', worker_id: HALL_A }),
    owner_id: OWNER,
  });
});

const hallPicker = () => screen.getByRole('combobox', { name: /Hall/ }) as HTMLSelectElement;

describe('accepting a request from the calendar', () => {
  it('starts on the slot’s own hall when it is free', async () => {
    const slot = testSlot(7, { worker_id: HALL_B, worker_name: 'Hall B' });
    render(
      <AnswerRequest
        ownerId={OWNER}
        slot={slot}
        booking={testBooking(30, { slot_id: 7 })}
        onDone={() => {}}
      />,
    );
    await waitFor(() => expect(hallPicker().value).toBe(String(HALL_B)));
  });

  it('never starts on a busy hall, even the one the customer asked for', async () => {
    const slot = testSlot(8);
    render(
      <AnswerRequest
        ownerId={OWNER}
        slot={slot}
        booking={testBooking(31, { slot_id: 8, worker_id: HALL_A })}
        onDone={() => {}}
      />,
    );
    await waitFor(() => expect(hallPicker().value).toBe(String(HALL_B)));
  });

  it('keeps what the owner picked', async () => {
    const slot = testSlot(9, { worker_id: HALL_B, worker_name: 'Hall B' });
    render(
      <AnswerRequest
        ownerId={OWNER}
        slot={slot}
        booking={testBooking(32, { slot_id: 9 })}
        onDone={() => {}}
      />,
    );
    await waitFor(() => expect(hallPicker().value).toBe(String(HALL_B)));
    await userEvent.selectOptions(hallPicker(), 'Hall A');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hallPicker().value).toBe(String(HALL_A));
  });
});
