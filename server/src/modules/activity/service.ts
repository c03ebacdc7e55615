// Who did what on a desk (docs/product/accounts.md#who-did-what). Each change of the desk writes
// a line of its business's Activity as a step of its own transaction, so a change and its line
// commit or roll back together; the line's summary is written from the change's facts as they
// stand then. The owner and the manager read the lines back by person and day.
import type { ActivityKind } from '@baraat/shared/domain/desk-activity';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { fill, tx } from '@baraat/shared/i18n/text';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import type { DeskAuthor } from '../../policies/actor';
import { presentActivity } from './presenter';
import { type EventFacts, activityRepo as lines } from './repo';

/** What a line is about: the records it names, and its details when they are not read. */
interface Subject {
  booking_id?: number | null;
  slot_id?: number | null;
  payment_id?: number | null;
  wedding_id?: number | null;
}

/** "Bilal Ahmed, Shalimar Hall, Sat, 12 Dec, 6:00 – 10:00 pm": who, where and when. */
const eventDetails = (facts: EventFacts | undefined): string =>
  facts
    ? [
        facts.customer_name,
        facts.hall_name,
        formatDateWithTimes(facts.date, facts.start_time, facts.end_time, { dense: true }),
      ]
        .filter(Boolean)
        .join(', ')
    : '';

function* write(
  author: DeskAuthor,
  businessId: number,
  kind: ActivityKind,
  subject: Subject,
  details: string,
): Step<number> {
  return yield* lines.insert({
    business_id: businessId,
    user_id: author.userId,
    device_user_id: author.deviceUserId,
    kind,
    booking_id: subject.booking_id ?? null,
    slot_id: subject.slot_id ?? null,
    payment_id: subject.payment_id ?? null,
    wedding_id: subject.wedding_id ?? null,
    details,
    now: nowIso(),
  });
}

/** The steps other modules' changes record their lines with, in their own transactions. */
export const activitySteps = {
  /** `facts`: the booking as the change left it, when the change has just read it. */
  *booking(
    author: DeskAuthor,
    businessId: number,
    kind: ActivityKind,
    bookingId: number,
    facts?: EventFacts,
  ) {
    const details = eventDetails(facts ?? (yield* lines.bookingFacts(bookingId)));
    return yield* write(author, businessId, kind, { booking_id: bookingId }, details);
  },
  *slot(author: DeskAuthor, businessId: number, kind: ActivityKind, slotId: number) {
    const details = eventDetails(yield* lines.slotFacts(slotId));
    return yield* write(author, businessId, kind, { slot_id: slotId }, details);
  },
  *slots(author: DeskAuthor, businessId: number, count: number) {
    const details = count === 1 ? tx('1 slot') : fill(tx('{count} slots'), { count });
    return yield* write(author, businessId, 'slots_added', {}, details);
  },
  *wedding(author: DeskAuthor, businessId: number, kind: ActivityKind, weddingId: number) {
    const details = (yield* lines.weddingTitle(weddingId))?.title ?? '';
    return yield* write(author, businessId, kind, { wedding_id: weddingId }, details);
  },
  *payment(author: DeskAuthor, businessId: number, kind: ActivityKind, paymentId: number) {
    const payment = yield* lines.payment(paymentId);
    const facts = payment ? yield* lines.bookingFacts(payment.booking_id) : undefined;
    const details = [payment && formatPkr(payment.amount), facts?.customer_name]
      .filter(Boolean)
      .join(', ');
    const subject = {
      payment_id: paymentId,
      booking_id: payment?.booking_id ?? null,
      wedding_id: payment?.wedding_id ?? null,
    };
    return yield* write(author, businessId, kind, subject, details);
  },
};

/** The first moment of a day in Pakistan (UTC+5, no summer time) as the stored ISO text. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00+05:00`).toISOString();
const nextDay = (date: string) =>
  new Date(new Date(`${date}T00:00:00+05:00`).getTime() + 86_400_000).toISOString();

export interface ActivityQuery {
  user_id?: number | undefined;
  date?: string | undefined;
  skip: number;
  limit: number;
}

export function createActivityService(db: Database) {
  return {
    /** The business's lines, newest first: one person's, one day's, a page of them. */
    async list(businessId: number, query: ActivityQuery) {
      const rows = await db.read(
        lines.list({
          business: businessId,
          user: query.user_id ?? null,
          from: query.date ? startOfDay(query.date) : null,
          to: query.date ? nextDay(query.date) : null,
          skip: query.skip,
          limit: query.limit,
        }),
      );
      return rows.map(presentActivity);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

/** What a line about a booking names, as a change that has read its booking hands it over. */
export type { EventFacts } from './repo';
