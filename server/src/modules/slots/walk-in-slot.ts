// A walk-in's slot: the walkins module asks the slots service for it, inside its transaction.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_TEXTS, slotOverlapText } from '@baraat/shared/domain/slot-times';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import { nowIso } from '../../db/connection';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { SlotRow, SlotsRepo } from './repo';
import { createSlotRules, type Planned } from './rules';

export function createWalkInSlot(slots: SlotsRepo) {
  const { ownSlot, checkPlanned, insertChecked } = createSlotRules(slots);

  /**
   * The slot a walk-in takes (issue 11), inside the caller's transaction: the slot named (open,
   * and of the walk-in's hall or of none), else an open slot of the hall at exactly those
   * times, else a new one — refused, naming the slot, when it would overlap another of the hall.
   */
  function slotForWalkIn(
    business: OwnedBusiness,
    request: {
      slot_id?: number | undefined;
      date?: string | undefined;
      start_time?: string | undefined;
      end_time?: string | undefined;
      worker_id: number;
    },
  ): SlotRow {
    const worker = slots.worker(request.worker_id, business.businessId);
    if (!worker) throw fieldError('body', 'worker_id', SLOT_TEXTS.hallNotFound);
    if (request.slot_id !== undefined) {
      const row = ownSlot(business, request.slot_id);
      if (row.is_available === 0) throw conflict(WALKIN_TEXTS.slotNotOpen);
      if (row.is_reserved === 1 || slots.hasAcceptedBooking(row.id))
        throw conflict(WALKIN_TEXTS.slotTaken);
      if (row.worker_id === request.worker_id) return row;
      if (row.worker_id !== null) {
        throw fieldError(
          'body',
          'worker_id',
          `This slot is for ${row.worker_name ?? 'another hall or team'}`,
        );
      }
      const clash = slots.overlapping({ ...row, worker_id: worker.id, except: row.id });
      if (clash) throw conflict(slotOverlapText(worker.name, clash));
      slots.setWorker(row.id, worker.id, nowIso());
      return slots.byId(row.id)!;
    }
    const planned: Planned = {
      date: request.date!,
      start_time: request.start_time!,
      end_time: request.end_time!,
      worker_id: worker.id,
    };
    checkPlanned(business, planned, todayInPakistan());
    const exact = slots.exactOpen({ ...planned, worker_id: worker.id });
    if (exact) return exact;
    const result = insertChecked(business, planned, worker.name);
    if ('clash' in result) throw conflict(result.clash);
    return slots.byId(result.id)!;
  }

  return slotForWalkIn;
}
