// The owner answers a wedding as a whole (docs/product/weddings.md#the-owner-answers): accept
// every pending event, each with its hall or team, or decline them all with one reason. Each
// event goes through the owner-bookings' own step (its rules, the hall-overlap guarantee and
// their texts; the customer told of each), in order, in one transaction: two events of the
// wedding in one hall at overlapping times, the second is refused. The first refusal is the
// answer, naming its event, and nothing is decided.

import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { type approveWeddingSchema, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import type { z } from 'zod';
import type { Step } from '../../db/engine';
import { badRequest, conflict, unprocessable } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { OwnerBookingsService } from '../owner-bookings/service';
import { eventName, forEvent } from './event-errors';
import { weddingsRepo as repo, type WeddingEventRow } from './repo';
import { ofBusiness, presentStep } from './service';

type Approval = z.output<typeof approveWeddingSchema>;
type Decisions = OwnerBookingsService['decisions'];

/** The wedding's events, and those waiting for an answer (409 when there are none). */
function* pendingOf(business: OwnedBusiness, weddingId: number) {
  yield* ofBusiness(business.businessId, weddingId);
  const events = yield* repo.events([weddingId]);
  const pending = events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.status === 'pending');
  if (pending.length === 0) throw conflict(WEDDING_TEXTS.nothingPending);
  return { events, pending };
}

const named = (event: WeddingEventRow, index: number) => ({
  index,
  name: eventName(event.event_name, index),
  slot: event,
});

export function* approveWeddingStep(
  decisions: Decisions,
  business: OwnedBusiness,
  weddingId: number,
  input: Approval,
  clock: { today: string; now: string },
): Step<Wedding> {
  const { events, pending } = yield* pendingOf(business, weddingId);
  input.events.forEach((given, index) => {
    if (!events.some((event) => event.id === given.booking_id)) {
      throw unprocessable([
        {
          loc: ['body', 'events', index, 'booking_id'],
          msg: WEDDING_TEXTS.notThisWedding,
          type: 'value_error',
        },
      ]);
    }
  });
  const chosen = (event: WeddingEventRow) =>
    input.events.find((given) => given.booking_id === event.id);
  if (
    business.isHall &&
    pending.some(({ event }) => {
      const given = chosen(event);
      return !(given?.hall_id ?? given?.worker_id ?? event.worker_id);
    })
  ) {
    throw badRequest(WEDDING_TEXTS.hallForEvery);
  }
  for (const { event, index } of pending) {
    const given = chosen(event);
    yield* forEvent(
      named(event, index),
      decisions.approve(
        business,
        event.id,
        { hall_id: given?.hall_id, worker_id: given?.worker_id, notes: input.notes },
        clock.now,
      ),
    );
  }
  return yield* presentStep(weddingId, clock.today);
}

export function* declineWeddingStep(
  decisions: Decisions,
  business: OwnedBusiness,
  weddingId: number,
  reason: string | null,
  clock: { today: string; now: string },
): Step<Wedding> {
  const { pending } = yield* pendingOf(business, weddingId);
  for (const { event, index } of pending) {
    yield* forEvent(named(event, index), decisions.decline(business, event.id, reason, clock.now));
  }
  return yield* presentStep(weddingId, clock.today);
}
