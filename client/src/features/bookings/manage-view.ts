// What the Manage Bookings tab shows (docs/product/discovery.md#the-customer-screens): the manage status words, filter tabs,
// sort options, stats and each booking's timeline. Pure, so the rules are tested apart.
import {
  countManageStatuses,
  type ManageFilter,
  type ManageStatus,
  manageStatus,
} from '@baraat/shared/domain/booking';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** The sort options; each label is translated where shown. */
export const MANAGE_SORTS = {
  'event-newest': msg`Event date (newest first)`,
  'event-oldest': msg`Event date (oldest first)`,
  'created-newest': msg`Created (newest first)`,
  'created-oldest': msg`Created (oldest first)`,
} as const satisfies Record<string, MessageDescriptor>;
export type ManageSort = keyof typeof MANAGE_SORTS;

export function statusOf(booking: CustomerBooking, today: string): ManageStatus {
  return manageStatus(booking.status, booking.slot.date, today);
}

export function filterAndSort(
  bookings: readonly CustomerBooking[],
  filter: ManageFilter,
  sort: ManageSort,
  today: string,
): CustomerBooking[] {
  const shown =
    filter === 'all' ? [...bookings] : bookings.filter((b) => statusOf(b, today) === filter);
  const eventKey = (b: CustomerBooking) => `${b.slot.date} ${b.slot.start_time}`;
  const byKey = (key: (b: CustomerBooking) => string, newestFirst: boolean) =>
    shown.sort((a, b) => (newestFirst ? -1 : 1) * key(a).localeCompare(key(b)));
  if (sort === 'event-newest') return byKey(eventKey, true);
  if (sort === 'event-oldest') return byKey(eventKey, false);
  return byKey((b) => b.created_at, sort === 'created-newest');
}

export function countBy(
  bookings: readonly CustomerBooking[],
  today: string,
): Record<ManageFilter, number> {
  const {
    total,
    cancelled: _,
    ...words
  } = countManageStatuses(
    bookings.map((booking) => ({ status: booking.status, date: booking.slot.date })),
    today,
  );
  return { all: total, ...words };
}

export interface TimelineStep {
  label: string;
  /** An ISO timestamp or a YYYY-MM-DD date; null when not known or not yet reached. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming' | 'stopped';
}

/** The steps a booking has taken and has still to take, for the details modal, in the
 * reader's language. */
export function bookingTimeline(booking: CustomerBooking, today: string): TimelineStep[] {
  const steps: TimelineStep[] = [{ label: t`Request sent`, at: booking.created_at, state: 'done' }];
  const status = statusOf(booking, today);
  const event = booking.slot.date;
  if (status === 'cancelled')
    return [...steps, { label: t`Cancelled by you`, at: booking.decided_at, state: 'stopped' }];
  if (status === 'declined')
    return [
      ...steps,
      { label: t`Declined by the vendor`, at: booking.decided_at, state: 'stopped' },
    ];
  if (status === 'pending' && event < today)
    return [
      ...steps,
      { label: t`The event day passed without an answer`, at: event, state: 'stopped' },
    ];
  if (status === 'pending')
    return [
      ...steps,
      { label: t`Waiting for the vendor to confirm`, at: null, state: 'current' },
      { label: t`Event day`, at: event, state: 'upcoming' },
    ];
  return [
    ...steps,
    { label: t`Confirmed by the vendor`, at: booking.decided_at, state: 'done' },
    status === 'completed'
      ? { label: t`Completed`, at: event, state: 'done' }
      : { label: t`Event day`, at: event, state: 'current' },
  ];
}
