// The Booking Requests texts both sides show (docs/product/texts.md#limits, docs/product/requests.md#texts), verbatim, and the one sentence the
// server writes when a hall or worker is already taken, so the client can show it as it is.
import { formatDateWithTimes } from '../domain/format';
import { fill, inEnglish, type Say, tx } from '../i18n/text';

export const REQUEST_ERRORS = {
  hallRequired: tx('Hall selection is required for approval.'),
  missingTime: tx('Missing booking time information'),
  hallBooked: tx('Hall is already booked for this time slot'),
  resourceUnavailable: tx(
    'The selected hall/worker is not available for this time slot. Please select a different hall/worker or check for conflicts.',
  ),
  notPending: tx('Only pending requests can be accepted or declined.'),
  notEditable: tx('Only pending or accepted bookings can be changed.'),
  notesOnlyVerified: tx('Notes can be kept on accepted bookings only.'),
  resourceNotFound: tx('Hall or worker not found'),
  resourceInactive: tx('This hall or worker is not active.'),
  packageNotOffered: tx('This package is not offered by your business.'),
} as const;

/** docs/product/requests.md#texts, by the answer's status. */
export const REQUESTS_LOAD_ERRORS = {
  noToken: tx('Please log in to view booking requests'),
  401: tx('Authentication expired. Please log in again.'),
  403: tx('Business account required. Please upgrade your account.'),
  404: tx('Booking requests feature is not available. Please contact support.'),
  500: tx('Server error. Please try again later.'),
  invalid: tx('Server returned an invalid response'),
  fallback: tx('Failed to load booking requests'),
} as const;

/** docs/product/requests.md#accepting-a-request and "Toasts". */
export const REQUEST_TOASTS = {
  approveFailed: tx('Failed to approve request'),
  rejectFailed: tx('Failed to reject request'),
  updateFailed: tx('Failed to update request'),
  detailsFailed: tx('Failed to update booking details'),
  rejected: tx('Request rejected successfully'),
  approved: tx('Request approved successfully'),
  assigned: (resource: string) => fill(tx('{resource} assigned successfully'), { resource }),
  updated: tx('Request updated successfully'),
  detailsUpdated: tx('Booking details updated successfully'),
} as const;

/** docs/product/requests.md#booking-requests-screen messaging texts. */
export const REQUEST_MESSAGING = {
  walkIn: tx("Cannot send messages to walk-in customers as they don't have user accounts"),
  noUser: tx('Unable to find customer information for messaging'),
} as const;

export interface BookedBy {
  resourceName: string;
  eventName: string | null;
  customerName: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** The 409 that names the hall, the event and the customer (docs/product/requests.md#accepting-a-request),
 * in `say`'s language (an event's name is one of the catalog's event types). */
export function resourceConflictText(b: BookedBy, say: Say = inEnglish): string {
  const when = formatDateWithTimes(b.date, b.startTime, b.endTime);
  const values = { resource: b.resourceName, customer: b.customerName, when };
  return b.eventName == null
    ? say(tx('{resource} is already booked for an event of {customer} on {when}'), values)
    : say(tx('{resource} is already booked for {event} of {customer} on {when}'), {
        ...values,
        event: say(b.eventName),
      });
}
