// Holding a date (docs/product/payments.md#holding-a-date): an accepted single booking's
// deadline for its advance, set when it is accepted, cleared when what is paid reaches the
// advance due, and enforced by the upkeep, which cancels a booking whose deadline passed unpaid
// (freeing its slot and hall), writes its line of the Activity and tells the customer and the
// owner, and reminds both a day before and on the day. Each booking expires, and each reminder
// is sent, once however many processes run the upkeep at once: the expiry's UPDATE re-checks
// the booking's status and deadline, and a reminder's row is inserted first (ON CONFLICT DO
// NOTHING), the notifications made only by the run that inserted it, in the same transaction.
import { dateOfMoment, formatDateTime, formatDateWithTimes } from '@baraat/shared/domain/format';
import {
  advanceDue,
  HOLD_TEXTS,
  type HoldReminderKind,
  holdExpiredReason,
  holdReminderDue,
  holdUntil,
} from '@baraat/shared/domain/holds';
import { fill, tx } from '@baraat/shared/i18n/text';
import type { Database, Step } from '../../db/engine';
import { conflict } from '../../http/errors';
import { activitySteps } from '../activity/service';
import type { NotificationsService } from '../notifications/service';
import { type HoldFactsRow, type HoldTermsRow, holdsRepo as repo } from './repo';

/** A booking being accepted as its hold reads it: the accept has read all of it already. */
export type AcceptTerms = Pick<
  HoldTermsRow,
  'wedding_id' | 'is_walkin' | 'hold_days' | 'advance_percent' | 'total_amount' | 'paid_amount'
>;

const paidUp = (terms: AcceptTerms) =>
  terms.paid_amount >= advanceDue(terms.total_amount, terms.advance_percent);

const when = (facts: HoldFactsRow) =>
  formatDateWithTimes(facts.date, facts.start_time, facts.end_time);

/** The steps other modules' writes take in their own transactions. */
export const holdSteps = {
  /** Being accepted at `now`: the hold it takes, which the accept writes with its status: for
   * `days` (the business's period when not given), unless a walk-in, a wedding's event (the
   * wedding is held as a whole, here), or its advance is paid. */
  *onAccept(terms: AcceptTerms, now: string, days?: number): Step<string | null> {
    const period = holdUntil(now, days ?? terms.hold_days);
    if (terms.wedding_id !== null && period) {
      yield* repo.holdWeddingFrom(terms.wedding_id, period, now);
    }
    return terms.is_walkin || terms.wedding_id !== null || paidUp(terms) ? null : period;
  },

  /** A payment was recorded: the hold ends once what is paid reaches the advance due. */
  *afterPayment(bookingId: number): Step<void> {
    const terms = yield* repo.terms(bookingId);
    if (terms?.status === 'verified' && terms.hold_until && paidUp(terms)) {
      yield* repo.setHold(bookingId, null);
    }
  },

  /**
   * A payment received on `paidOn` for a booking whose hold expired: when it was received by
   * the deadline's day, the booking is accepted again if its slot and hall are still free
   * (true), else refused with the reason the device shows. Any other booking: false.
   */
  *restoreForPayment(bookingId: number, paidOn: string, now: string): Step<boolean> {
    const terms = yield* repo.terms(bookingId);
    if (terms?.status !== 'cancelled' || !terms.hold_until) return false;
    if (paidOn > dateOfMoment(terms.hold_until)) return false;
    if (yield* repo.taken(bookingId)) throw conflict(HOLD_TEXTS.takenAfterExpiry);
    yield* repo.restore(bookingId, now);
    yield* repo.reserve(terms.slot_id, 1, now);
    return true;
  },

  /**
   * The same for a wedding whose hold expired: its expired events are accepted again, and the
   * wedding confirmed, if every one's slot and hall are still free; else refused.
   */
  *restoreWeddingForPayment(weddingId: number, paidOn: string, now: string): Step<boolean> {
    const facts = yield* repo.weddingFacts(weddingId);
    if (!facts?.hold_until || paidOn > dateOfMoment(facts.hold_until)) return false;
    const events = yield* repo.expiredEvents(weddingId);
    if (events.length === 0) return false;
    for (const event of events) {
      if (yield* repo.taken(event.id)) throw conflict(HOLD_TEXTS.takenAfterExpiry);
    }
    for (const event of events) {
      yield* repo.restore(event.id, now);
      yield* repo.reserve(event.slot_id, 1, now);
    }
    yield* repo.clearWeddingHold(weddingId);
    return true;
  },
};

const REMINDER_TITLES: Record<HoldReminderKind, string> = {
  day_before: HOLD_TEXTS.dayBeforeTitle,
  due_day: HOLD_TEXTS.dueDayTitle,
};

export function createHoldsService(
  db: Database,
  notifications: Pick<NotificationsService, 'recordStep'>,
) {
  function* tell(
    facts: { owner_id: number; customer_id: number | null; data: Record<string, number> },
    title: string,
    toCustomer: string,
    toOwner: string,
  ) {
    const { data } = facts;
    const type = title === HOLD_TEXTS.expiredTitle ? 'booking_updated' : 'reminder';
    if (facts.customer_id !== null) {
      yield* notifications.recordStep({
        receiver_id: facts.customer_id,
        type,
        title,
        message: toCustomer,
        data,
        priority: 'high',
        action_url: '/customer/dashboard?tab=bookings',
      });
    }
    yield* notifications.recordStep({
      receiver_id: facts.owner_id,
      type,
      title,
      message: toOwner,
      data,
      priority: 'high',
      action_url: '/business/home?tab=events',
    });
  }

  /** One booking's expiry at `now`, in its own transaction; whether this run cancelled it. */
  function* expireStep(id: number, now: string): Step<boolean> {
    const facts = yield* repo.facts(id);
    if (!facts?.hold_until) return false;
    const reason = holdExpiredReason(facts.hold_until);
    if (!(yield* repo.expire(id, reason, now))) return false;
    const terms = (yield* repo.terms(id))!;
    yield* repo.reserve(terms.slot_id, 0, now);
    const owner = { userId: facts.owner_id, deviceUserId: null };
    yield* activitySteps.booking(owner, facts.business_id, 'hold_expired', id);
    yield* tell(
      { ...facts, data: { booking_id: id } },
      HOLD_TEXTS.expiredTitle,
      fill(tx('{business} released your booking for {when}. {reason}.'), {
        business: facts.business_name,
        when: when(facts),
        reason,
      }),
      fill(tx("{customer}'s booking for {when} was cancelled. {reason}."), {
        customer: facts.customer_name,
        when: when(facts),
        reason,
      }),
    );
    return true;
  }

  /** One wedding's expiry at `now`: each accepted event cancelled, one line, one notice each. */
  function* expireWeddingStep(id: number, now: string): Step<boolean> {
    const facts = yield* repo.weddingFacts(id);
    if (!facts?.hold_until) return false;
    const reason = holdExpiredReason(facts.hold_until);
    const slots = yield* repo.expireWedding(id, reason, now);
    if (slots.length === 0) return false;
    for (const slot of slots) yield* repo.reserve(slot, 0, now);
    const owner = { userId: facts.owner_id, deviceUserId: null };
    yield* activitySteps.wedding(owner, facts.business_id, 'hold_expired', id);
    yield* tell(
      { ...facts, data: { wedding_id: id } },
      HOLD_TEXTS.expiredTitle,
      fill(tx('{business} released the dates of {wedding}. {reason}.'), {
        business: facts.business_name,
        wedding: facts.title,
        reason,
      }),
      fill(tx("{customer}'s {wedding} was cancelled. {reason}."), {
        customer: facts.customer_name,
        wedding: facts.title,
        reason,
      }),
    );
    return true;
  }

  /** A booking's or a wedding's reminder, once: its row first, then the notices. */
  function* remindStep(
    subject: 'booking' | 'wedding',
    id: number,
    kind: HoldReminderKind,
    sentAt: string,
  ): Step<boolean> {
    const facts = subject === 'booking' ? yield* repo.facts(id) : yield* repo.weddingFacts(id);
    if (!facts?.hold_until) return false;
    if (!(yield* repo.markSent(`${subject}:${id}`, kind, facts.hold_until, sentAt))) return false;
    const by = formatDateTime(facts.hold_until);
    const what = 'title' in facts ? facts.title : when(facts);
    const values = { what, business: facts.business_name, customer: facts.customer_name, by };
    yield* tell(
      { ...facts, data: { [`${subject}_id`]: id } },
      REMINDER_TITLES[kind],
      fill(
        subject === 'booking'
          ? tx('Pay the advance for {what} at {business} by {by}, or the date is released.')
          : tx('Pay the advance for {what} at {business} by {by}, or the dates are released.'),
        values,
      ),
      fill(tx("{customer}'s advance for {what} is due by {by}."), values),
    );
    return true;
  }

  /** The reminder each held one is owed at `now`, by its id. */
  const owedAt = (held: readonly { id: number; hold_until: string }[], now: Date) =>
    new Map(
      held.flatMap(({ id, hold_until }) => {
        const kind = holdReminderDue(hold_until, now);
        return kind ? [[Number(id), kind] as const] : [];
      }),
    );

  /** Each booking in a transaction of its own, so one failing does not hold back the others
   * (the first failure is thrown once all have run); how many `step` did. */
  async function each(ids: readonly number[], step: (id: number) => Step<boolean>) {
    let done = 0;
    const failures: unknown[] = [];
    for (const id of ids) {
      try {
        if (await db.transaction(() => step(id))) done += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
    return done;
  }

  return {
    /** Cancels every booking whose hold passed unpaid before `now`; how many this run did. */
    expire: async (now: Date) => {
      const at = now.toISOString();
      const bookings = await each(await db.read(repo.expiredBefore(at)), (id) =>
        expireStep(id, at),
      );
      const weddings = await each(await db.read(repo.expiredWeddingsBefore(at)), (id) =>
        expireWeddingStep(id, at),
      );
      return bookings + weddings;
    },
    /** Sends the reminders owed at `now` (the day before the deadline, and its day); how many. */
    remind: async (now: Date) => {
      const at = now.toISOString();
      const until = new Date(now.getTime() + 2 * 86_400_000).toISOString();
      const bookings = owedAt(await db.read(repo.heldUntilBefore(at, until)), now);
      const weddings = owedAt(await db.read(repo.heldWeddingsUntilBefore(at, until)), now);
      return (
        (await each([...bookings.keys()], (id) =>
          remindStep('booking', id, bookings.get(id)!, at),
        )) +
        (await each([...weddings.keys()], (id) => remindStep('wedding', id, weddings.get(id)!, at)))
      );
    },
  };
}

export type HoldsService = ReturnType<typeof createHoldsService>;
