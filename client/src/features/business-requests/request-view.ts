// What the Booking Requests screen shows (docs/product/requests.md#booking-requests-screen), as pure rules: which tab a request is in,
// the search, the sorts, the counts, and the spec's texts for a failed load or approval, in the
// reader's language (shared texts through the runtime).
import {
  REQUEST_ERRORS,
  REQUEST_TOASTS,
  REQUESTS_LOAD_ERRORS,
} from '@baraat/shared/constants/business-requests';
import { comma } from '@baraat/shared/domain/format';
import { personName } from '@baraat/shared/domain/names';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';

export const REQUEST_TABS = ['pending', 'verified', 'declined', 'past'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

/** Translated where shown. */
export const TAB_LABELS: Record<RequestTab, MessageDescriptor> = {
  pending: msg`Pending`,
  verified: msg`Verified`,
  declined: msg`Declined`,
  past: msg`Past Events`,
};

export const SORT_KEYS = ['date', 'price', 'customer', 'assignment'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Upcoming requests by tab; past ones (any answer) are the past tab's. */
export function inTab(booking: OwnerBooking, tab: RequestTab): boolean {
  if (tab === 'past') return booking.is_past;
  if (booking.is_past) return false;
  if (tab === 'verified') return booking.is_verified;
  return booking.status === tab;
}

export function customerName(booking: OwnerBooking): string {
  if (!booking.user) {
    const name = booking.walkin_customer?.name;
    return name ? t`${name} (Walk-in customer)` : t`Walk-in customer`;
  }
  return personName(booking.user);
}

/** The search box: customer name, email, message and wedding title, any case. */
export function matchesSearch(booking: OwnerBooking, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const fields = [customerName(booking), booking.user?.email ?? '', booking.message];
  return [...fields, booking.wedding?.title ?? ''].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

const SORT_VALUE: Record<SortKey, (b: OwnerBooking) => string | number> = {
  date: (b) => `${b.slot.date} ${b.slot.start_time}`,
  price: (b) => b.total_amount,
  customer: (b) => customerName(b).toLowerCase(),
  assignment: (b) => (b.event_hall?.name ?? '').toLowerCase(),
};

export function sortRequests(list: OwnerBooking[], key: SortKey, ascending: boolean) {
  const value = SORT_VALUE[key];
  return [...list].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = x < y ? -1 : x > y ? 1 : a.booking_id - b.booking_id;
    return ascending ? order : -order;
  });
}

/** What the screen shows, and how many each tab holds under the search. */
export function requestView(
  upcoming: OwnerBooking[],
  past: OwnerBooking[],
  options: { tab: RequestTab; search: string; sort: SortKey; ascending: boolean },
) {
  const all = [...upcoming, ...past].filter((b) => matchesSearch(b, options.search));
  const counts = Object.fromEntries(
    REQUEST_TABS.map((tab) => [tab, all.filter((b) => inTab(b, tab)).length]),
  ) as Record<RequestTab, number>;
  // The hall or assignment sort belongs to the verified tab only.
  const sort = options.sort === 'assignment' && options.tab !== 'verified' ? 'date' : options.sort;
  const rows = sortRequests(
    all.filter((b) => inTab(b, options.tab)),
    sort,
    options.ascending,
  );
  return { rows, counts };
}

/** docs/product/requests.md#texts, by what went wrong. */
export function loadErrorText(error: ApiError, signedIn: boolean): string {
  if (!signedIn) return i18n._(REQUESTS_LOAD_ERRORS.noToken);
  if (error.status >= 500) return i18n._(REQUESTS_LOAD_ERRORS[500]);
  const byStatus = REQUESTS_LOAD_ERRORS[error.status as 401 | 403 | 404];
  if (byStatus) return i18n._(byStatus);
  if (error.detail) return error.detail;
  if (error.issues.length > 0) return error.issues.map((issue) => issue.msg).join(comma());
  if (error.status === 0) {
    const reason = error.message;
    return t`Network error: ${reason}`;
  }
  return i18n._(REQUESTS_LOAD_ERRORS.fallback);
}

/** docs/product/requests.md#accepting-a-request: the 409's own sentence, a 400's detail, else the default. */
export function approveErrorText(error: ApiError): string {
  if (error.status === 409) return error.detail ?? i18n._(REQUEST_ERRORS.hallBooked);
  if (error.status === 400 || error.status === 422) {
    return error.detail ?? error.issues[0]?.msg ?? i18n._(REQUEST_TOASTS.approveFailed);
  }
  return i18n._(REQUEST_TOASTS.approveFailed);
}
