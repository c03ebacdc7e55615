// Add Slot works with no signal (docs/product/calendar.md#the-calendar-screen, docs/product/calendar.md#calls): the slot shows on the device at
// once under a negative id, and POST /slots waits in the outbox ('slot.create', settled by
// write-kinds.ts).
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_TEXTS, slotName } from '@baraat/shared/domain/slot-times';
import type { CreateSlot } from '@baraat/shared/schemas/slots';
import { database } from '@/lib/db';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeAnswering } from '@/lib/store-change';
import { dayOnDevice, mappingIdOnDevice, slotClashText, timeProblems } from './check-on-device';
import { calendarSyncKey } from './pull-calendar';
import { nextTempId } from './temp-id';
import { createSlotKind } from './write-kinds';

/** Queued, or refused on the device with the text the server would give (and the form's field
 * it is about, when the refusal names one: `events.1.worker_id`). */
export type Queued =
  | { ok: true; entryId: string }
  | { ok: false; reason: string; field?: string | undefined };

/** Stores the slot on the device and queues POST /slots, in one transaction. */
export async function queueSlot(ownerId: number, input: CreateSlot): Promise<Queued> {
  const problem = Object.values(timeProblems(input, todayInPakistan()))[0];
  if (problem) return { ok: false, reason: problem };
  const db = await database();
  const queued = await storeAnswering(
    db,
    [db.calendarSlots, db.calendarBookings, db.calendarWorkers, db.myBusiness, db.outbox],
    async (): Promise<Queued> => {
      const workerId = input.worker_id ?? null;
      const hall = workerId === null ? undefined : await db.calendarWorkers.get(workerId);
      if (workerId !== null && !hall) return { ok: false, reason: SLOT_TEXTS.hallNotFound };
      if (hall) {
        const clash = slotClashText(await dayOnDevice(db, ownerId, input.date), hall, input);
        if (clash) return { ok: false, reason: clash };
      }
      const slotId = await nextTempId(db, db.calendarSlots);
      const entry = await enqueue(db, createSlotKind, {
        owner_id: ownerId,
        aggregate: calendarSyncKey(ownerId),
        method: 'POST',
        path: 'slots',
        body: input,
        ref: slotId,
      });
      await db.calendarSlots.add({
        slot_id: slotId,
        date: input.date,
        start_time: input.start_time,
        end_time: input.end_time,
        slot_name: input.slot_name || slotName(input.start_time, input.end_time),
        description: input.description ?? '',
        is_available: true,
        is_reserved: false,
        is_blocked: false,
        worker_id: workerId,
        worker_name: hall?.name ?? null,
        user_business_mapping_id: await mappingIdOnDevice(db, ownerId),
        modified_at: '',
        owner_id: ownerId,
        pending: entry.id,
      });
      return { ok: true, entryId: entry.id };
    },
  );
  if (queued.ok) kickOutbox();
  return queued;
}
