// The rules every slot write shares (docs/product/texts.md#limits): a slot of the caller's business, and one slot as
// the owner plans it, checked (dates from today to 3 months ahead, end after start, a hall of
// the business) and stored unless it would overlap another live slot of its hall or team.
import {
  SLOT_TEXTS,
  slotDateInRange,
  slotEndBeforeStart,
  slotName,
  slotOverlapText,
} from '@baraat/shared/domain/slot-times';
import { nowIso } from '../../db/connection';
import { fieldError, notFound } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { SlotsRepo } from './repo';

export interface Planned {
  date: string;
  start_time: string;
  end_time: string;
  worker_id: number | null;
  slot_name?: string | undefined;
  description?: string | undefined;
}

export function createSlotRules(slots: SlotsRepo) {
  /** The slot, if it is a live slot of the caller's business; else 404. */
  function ownSlot(business: OwnedBusiness, slotId: number) {
    const row = slots.byId(slotId);
    if (!row || row.business_id !== business.businessId || row.is_deleted === 1) {
      throw notFound(SLOT_TEXTS.notFound);
    }
    return row;
  }

  /** Checks one planned slot's rules; `n` numbers it in bulk messages (from 1). */
  function checkPlanned(business: OwnedBusiness, slot: Planned, today: string, n?: number) {
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
    const worker = slots.worker(slot.worker_id, business.businessId);
    if (!worker) throw fieldError('body', 'worker_id', SLOT_TEXTS.hallNotFound);
    return worker.name;
  }

  function insertChecked(
    business: OwnedBusiness,
    slot: Planned,
    hall: string | null,
  ): { clash: string } | { id: number } {
    if (slot.worker_id !== null) {
      const clash = slots.overlapping({ ...slot, worker_id: slot.worker_id });
      if (clash) return { clash: slotOverlapText(hall, clash) };
    }
    const id = slots.insert({
      business_id: business.businessId,
      worker_id: slot.worker_id,
      slot_name: slot.slot_name || slotName(slot.start_time, slot.end_time),
      description: slot.description ?? '',
      date: slot.date,
      start_time: slot.start_time,
      end_time: slot.end_time,
      now: nowIso(),
    });
    return { id };
  }

  return { ownSlot, checkPlanned, insertChecked };
}
