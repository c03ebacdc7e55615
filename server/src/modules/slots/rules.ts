// The rules every slot write shares (docs/product/texts.md#limits): a slot of the caller's business, and one slot as
// the owner plans it, checked (dates from today to 3 months ahead, end after start, a hall of
// the business) and stored unless it would overlap another live slot of its hall or team.
// Steps of the write's transaction (docs/architecture.md#10-two-engines): the day and the clock
// are read before it and handed in, so a PostgreSQL retry decides and writes the same.
import {
  SLOT_TEXTS,
  slotDateInRange,
  slotEndBeforeStart,
  slotName,
  slotOverlapText,
} from '@baraat/shared/domain/slot-times';
import type { Step } from '../../db/engine';
import { fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { DeskAuthor } from '../../policies/actor';
import { deskActor } from '../../policies/actor';
import { authorize, can } from '../../policies/authorize';
import { resourcePolicy, slotPolicy } from '../../policies/business';
import { type SlotRow, slotsRepo as slots } from './repo';

export interface Planned {
  date: string;
  start_time: string;
  end_time: string;
  worker_id: number | null;
  slot_name?: string | undefined;
  description?: string | undefined;
}

/** The day and the moment a write is made at, read before its transaction. */
export interface SlotClock {
  today: string;
  now: string;
}

/** The slot, if it is a live slot of the caller's business; else 404. */
export function* ownSlot(business: OwnedBusiness, slotId: number): Step<SlotRow> {
  const row = yield* slots.byId(slotId);
  return authorize(deskActor(business), 'change', slotPolicy, row?.is_deleted ? undefined : row);
}

/** Checks one planned slot's rules; `n` numbers it in bulk messages (from 1). The name of its
 * hall or team, null for a slot of none. */
export function* checkPlanned(
  business: OwnedBusiness,
  slot: Planned,
  today: string,
  n?: number,
): Step<string | null> {
  if (!slotDateInRange(slot.date, today)) {
    throw fieldError('body', 'date', SLOT_TEXTS.datesOutOfRange);
  }
  if (slot.end_time <= slot.start_time) {
    throw fieldError(
      'body',
      'end_time',
      n === undefined
        ? SLOT_TEXTS.endAfterStart
        : slotEndBeforeStart(n, slot.end_time, slot.start_time),
    );
  }
  if (slot.worker_id === null) return null;
  const worker = yield* slots.worker(slot.worker_id);
  if (!can(deskActor(business), 'use', resourcePolicy, worker))
    throw fieldError('body', 'worker_id', SLOT_TEXTS.hallNotFound);
  return worker.name;
}

/** Stores the slot unless it overlaps a live slot of its hall or team: then the clash, told. */
export function* insertChecked(
  business: OwnedBusiness,
  author: DeskAuthor,
  slot: Planned,
  hall: string | null,
  now: string,
): Step<{ clash: string } | { id: number }> {
  if (slot.worker_id !== null) {
    const clash = yield* slots.overlapping({ ...slot, worker_id: slot.worker_id });
    if (clash) return { clash: slotOverlapText(hall, clash) };
  }
  const id = yield* slots.insert({
    business_id: business.businessId,
    worker_id: slot.worker_id,
    slot_name: slot.slot_name || slotName(slot.start_time, slot.end_time),
    description: slot.description ?? '',
    date: slot.date,
    start_time: slot.start_time,
    end_time: slot.end_time,
    now,
    created_by_user_id: author.userId,
    device_user_id: author.deviceUserId,
  });
  return { id };
}
