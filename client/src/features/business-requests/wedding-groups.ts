// Booking Requests groups a wedding's events under one row (docs/product/weddings.md#the-owner-answers):
// the wedding's title, its number of events, the family and the total, expanding to the events as
// ordinary requests. Pure: it takes the rows the tab shows, already searched and sorted.
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { plural, t } from '@lingui/core/macro';
import { customerName } from './request-view';

export interface WeddingGroup {
  kind: 'wedding';
  wedding_id: number;
  title: string;
  /** The family: the customer of its first event. */
  customer: string;
  /** Its events in this tab, in the tab's order. */
  events: OwnerBooking[];
  /** The sum of those events' totals. */
  total: number;
  /** The first and the last of their dates. */
  from: string;
  to: string;
}

export type RequestRow = { kind: 'booking'; booking: OwnerBooking } | WeddingGroup;

/**
 * The tab's rows with each wedding's events gathered into one row, placed where its first event
 * falls in the tab's order (so the sorts still order weddings among single requests); single
 * requests are left as they are.
 */
export function groupWeddings(rows: readonly OwnerBooking[]): RequestRow[] {
  const out: RequestRow[] = [];
  const groups = new Map<number, WeddingGroup>();
  for (const booking of rows) {
    const { wedding } = booking;
    if (!wedding) {
      out.push({ kind: 'booking', booking });
      continue;
    }
    const group = groups.get(wedding.wedding_id);
    if (group) {
      group.events.push(booking);
      group.total += booking.total_amount;
      if (booking.slot.date < group.from) group.from = booking.slot.date;
      if (booking.slot.date > group.to) group.to = booking.slot.date;
      continue;
    }
    const created: WeddingGroup = {
      kind: 'wedding',
      wedding_id: wedding.wedding_id,
      title: wedding.title,
      customer: customerName(booking),
      events: [booking],
      total: booking.total_amount,
      from: booking.slot.date,
      to: booking.slot.date,
    };
    groups.set(wedding.wedding_id, created);
    out.push(created);
  }
  return out;
}

/** "1 event", "3 events", in the reader's language. */
export const eventsCount = (count: number) =>
  t`${plural(count, { one: '# event', other: '# events' })}`;
