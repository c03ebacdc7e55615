// A walk-in's slot: the walkins module asks the slots module for it, inside its transaction.
import { SLOT_TEXTS, slotOverlapText } from '@baraat/shared/domain/slot-times';
import { fill, tx } from '@baraat/shared/i18n/text';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';

import type { Step } from '../../db/engine';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { type DeskAuthor, deskActor } from '../../policies/actor';
import { can } from '../../policies/authorize';
import { resourcePolicy } from '../../policies/business';
import { type SlotRow, slotsRepo as slots } from './repo';
import { checkPlanned, insertChecked, ownSlot, type Planned, type SlotClock } from './rules';

export interface WalkInSlotRequest {
  slot_id?: number | undefined;
  date?: string | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
  worker_id: number;
}

/**
 * The slot a walk-in takes, a step of the caller's transaction: the slot named
 * (open, and of the walk-in's hall or of none), else an open slot of the hall at exactly those
 * times, else a new one — refused, naming the slot, when it would overlap another of the hall.
 */
export function* slotForWalkInStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  request: WalkInSlotRequest,
  clock: SlotClock,
): Step<SlotRow> {
  const worker = yield* slots.worker(request.worker_id);
  if (!can(deskActor(business), 'use', resourcePolicy, worker))
    throw fieldError('body', 'worker_id', SLOT_TEXTS.hallNotFound);
  if (request.slot_id !== undefined) {
    const row = yield* ownSlot(business, request.slot_id);
    if (row.is_available === 0) throw conflict(WALKIN_TEXTS.slotNotOpen);
    if (row.is_reserved === 1 || (yield* slots.hasAcceptedBooking(row.id)))
      throw conflict(WALKIN_TEXTS.slotTaken);
    if (row.worker_id === request.worker_id) return row;
    if (row.worker_id !== null) {
      throw fieldError(
        'body',
        'worker_id',
        row.worker_name === null
          ? tx('This slot is for another hall or team')
          : fill(tx('This slot is for {hall}'), { hall: row.worker_name }),
      );
    }
    const clash = yield* slots.overlapping({ ...row, worker_id: worker.id, except: row.id });
    if (clash) throw conflict(slotOverlapText(worker.name, clash));
    yield* slots.setWorker(row.id, worker.id, clock.now);
    return (yield* slots.byId(row.id))!;
  }
  const planned: Planned = {
    date: request.date!,
    start_time: request.start_time!,
    end_time: request.end_time!,
    worker_id: worker.id,
  };
  yield* checkPlanned(business, planned, clock.today);
  const exact = yield* slots.exactOpen({ ...planned, worker_id: worker.id });
  if (exact) return exact;
  const result = yield* insertChecked(business, author, planned, worker.name, clock.now);
  if ('clash' in result) throw conflict(result.clash);
  return (yield* slots.byId(result.id))!;
}
