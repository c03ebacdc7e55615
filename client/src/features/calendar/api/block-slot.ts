// Blocking and unblocking a slot work with no signal: the slot changes on the
// device at once and the change waits in the outbox until the server has it. Discard puts the
// slot back as it was.
import { type OwnerSlot, ownerSlotSchema } from '@baraat/shared/schemas/slots';
import { database } from '@/lib/db';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeChange } from '@/lib/store-change';
import { calendarSyncKey } from './pull-calendar';

interface SlotState {
  is_blocked: boolean;
  is_available: boolean;
}

const slotStateKind = (name: string) =>
  defineOutboxKind<OwnerSlot, undefined, SlotState>({
    name,
    answer: ownerSlotSchema,
    acknowledged: async (db, entry, answer) => {
      // A later change to the same slot is still waiting: the device keeps showing that one.
      const later = await db.outbox
        .filter(
          (other) =>
            other.ref === entry.ref && other.id !== entry.id && other.kind.startsWith('slot.'),
        )
        .count();
      if (later > 0) return;
      await db.calendarSlots.put({ ...answer, owner_id: entry.owner_id, pending: undefined });
    },
    discarded: async (db, entry) => {
      if (entry.ref === undefined) return;
      await db.calendarSlots.update(entry.ref, { ...entry.undo, pending: undefined });
    },
  });

export const blockSlotKind = slotStateKind('slot.block');
export const unblockSlotKind = slotStateKind('slot.unblock');

export async function setSlotBlocked(ownerId: number, slot: OwnerSlot, blocked: boolean) {
  const db = await database();
  const stored = await storeChange(db, [db.calendarSlots, db.outbox], async () => {
    const entry = await enqueue(db, blocked ? blockSlotKind : unblockSlotKind, {
      owner_id: ownerId,
      aggregate: calendarSyncKey(ownerId),
      method: 'PATCH',
      path: `slots/${slot.slot_id}/${blocked ? 'block' : 'unblock'}`,
      ref: slot.slot_id,
      undo: { is_blocked: slot.is_blocked, is_available: slot.is_available },
    });
    await db.calendarSlots.update(slot.slot_id, {
      is_blocked: blocked,
      is_available: !blocked && !slot.is_reserved,
      pending: entry.id,
    });
  });
  if (stored) kickOutbox();
}
