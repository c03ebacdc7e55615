// The bulk modal's request as a list of slots (docs/product/calendar.md#the-calendar-screen): the spec's array of slots as sent,
// or the pattern (date range, weekdays, halls or teams, time slots) expanded here. Either way a
// slot's name gets its hall or team name appended: 'start - end hall', or the name sent
// followed by the hall's. The service checks every slot's own rules before storing any.
import {
  BULK_MAX_SLOTS,
  datesOn,
  SLOT_TEXTS,
  slotEndBeforeStart,
  slotName,
  withResourceName,
} from '@baraat/shared/domain/slot-times';
import type { BulkSlots } from '@baraat/shared/schemas/slots';
import { fieldError } from '../../http/errors';
import type { Planned } from './rules';

type FindWorker = (workerId: number) => { id: number; name: string } | undefined;

export function planBulk(body: BulkSlots, findWorker: FindWorker): Planned[] {
  if (Array.isArray(body) || 'slots' in body) {
    const list = Array.isArray(body) ? body : body.slots;
    // A hall or team not found here is refused by the service's check of each slot.
    return list.map((slot) => ({
      ...slot,
      worker_id: slot.worker_id ?? null,
      slot_name: withResourceName(
        slot.slot_name || slotName(slot.start_time, slot.end_time),
        slot.worker_id ? findWorker(slot.worker_id)?.name : null,
      ),
    }));
  }
  if (body.days.length === 0 || body.worker_ids.length === 0 || body.time_slots.length === 0) {
    throw fieldError('body', 'days', SLOT_TEXTS.bulkMissing);
  }
  if (body.end_date < body.start_date) {
    throw fieldError('body', 'end_date', SLOT_TEXTS.datesOutOfRange);
  }
  body.time_slots.forEach((time, i) => {
    if (time.end_time <= time.start_time) {
      throw fieldError(
        'body',
        'time_slots',
        slotEndBeforeStart(i + 1, time.end_time, time.start_time),
      );
    }
  });
  const halls = body.worker_ids.map((workerId) => {
    const worker = findWorker(workerId);
    if (!worker) throw fieldError('body', 'worker_ids', SLOT_TEXTS.hallNotFound);
    return worker;
  });
  const planned: Planned[] = [];
  for (const date of datesOn(body.start_date, body.end_date, body.days)) {
    for (const hall of halls) {
      for (const time of body.time_slots) {
        planned.push({
          date,
          ...time,
          worker_id: hall.id,
          slot_name: slotName(time.start_time, time.end_time, hall.name),
          description: body.description,
        });
        if (planned.length > BULK_MAX_SLOTS) throw fieldError('body', 'days', SLOT_TEXTS.tooMany);
      }
    }
  }
  return planned;
}
