// The owner answers a wedding as a whole (docs/product/weddings.md#the-owner-answers): accept
// every pending event, each with its hall or team, or decline them all with one reason. Each
// event goes through the owner-bookings' own step (its rules, the hall-overlap guarantee and
// their texts; the customer told of each), in order, in one transaction. Accept all first
// checks every event with that step's rules, read only, an event holding its hall for the
// later ones as its booking will (docs/product/weddings.md#accept-all): when any is refused,
// the answer lists every refused event at once and nothing is written. A write refused after
// that check (a race the database settles) is the answer as it is, naming its event.

import type { ValidationIssue } from '@baraat/shared/schemas/errors';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { type approveWeddingSchema, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import type { z } from 'zod';
import type { Step } from '../../db/engine';
import { AppError, badRequest, conflict, unprocessable } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { DeskAuthor } from '../../policies/actor';
import { activitySteps } from '../activity/service';
import type { HolderRow, OwnerBookingsService } from '../owner-bookings/service';
import { eventIssues, eventName, forEvent, type NamedEvent } from './event-errors';
import { weddingHoldSteps } from './hold';
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

const named = (event: WeddingEventRow, index: number, place: number | null = index) => ({
  index: place,
  name: eventName(event.event_name, index),
  slot: event,
});

type Choice = Approval['events'][number];

/** A pending event, its choice, and how a refusal names it: by its place in the request. */
interface Placed {
  event: WeddingEventRow;
  given: Choice | undefined;
  named: NamedEvent;
}

const choiceOf = (given: Choice | undefined) => ({
  hall_id: given?.hall_id,
  worker_id: given?.worker_id,
});

/** Every pending event checked, read only, before anything is written; every refusal at once,
 * with the first one's status. */
function* refuseAnyEvent(
  decisions: Decisions,
  business: OwnedBusiness,
  placed: readonly Placed[],
): Step<void> {
  const held: HolderRow[] = [];
  const refused: { status: number; issues: ValidationIssue[] }[] = [];
  for (const { event, given, named: name } of placed) {
    const checked = yield* decisions.approval(business, event.id, choiceOf(given), held);
    if (checked.refusal) {
      const { status } = checked.refusal;
      refused.push({ status, issues: eventIssues(checked.refusal, name, checked.field) });
    } else if (checked.holds) {
      held.push(checked.holds);
    }
  }
  const first = refused[0];
  if (first) {
    throw new AppError(
      first.status,
      refused.flatMap(({ issues }) => issues),
    );
  }
}

export function* approveWeddingStep(
  decisions: Decisions,
  business: OwnedBusiness,
  author: DeskAuthor,
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
  const placed = pending.map(({ event, index }): Placed => {
    const place = input.events.findIndex((given) => given.booking_id === event.id);
    return {
      event,
      given: input.events[place],
      named: named(event, index, place < 0 ? null : place),
    };
  });
  if (
    business.isHall &&
    placed.some(({ event, given }) => !(given?.hall_id ?? given?.worker_id ?? event.worker_id))
  ) {
    throw badRequest(WEDDING_TEXTS.hallForEvery);
  }
  yield* refuseAnyEvent(decisions, business, placed);
  for (const { event, given, named: name } of placed) {
    yield* forEvent(
      name,
      decisions.approve(
        business,
        author,
        event.id,
        { ...choiceOf(given), notes: input.notes },
        clock.now,
      ),
    );
  }
  yield* weddingHoldSteps.afterAccept(weddingId, clock.now, input.hold_days);
  yield* activitySteps.wedding(author, business.businessId, 'wedding_accepted', weddingId);
  return yield* presentStep(weddingId, clock.today);
}

export function* declineWeddingStep(
  decisions: Decisions,
  business: OwnedBusiness,
  author: DeskAuthor,
  weddingId: number,
  reason: string | null,
  clock: { today: string; now: string },
): Step<Wedding> {
  const { pending } = yield* pendingOf(business, weddingId);
  for (const { event, index } of pending) {
    yield* forEvent(
      named(event, index),
      decisions.decline(business, author, event.id, reason, clock.now),
    );
  }
  yield* activitySteps.wedding(author, business.businessId, 'wedding_declined', weddingId);
  return yield* presentStep(weddingId, clock.today);
}
