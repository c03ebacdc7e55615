// The Booking Requests texts both sides show (docs/product/texts.md#limits, docs/product/requests.md#texts), verbatim, and the one sentence the
// server writes when a hall or worker is already taken, so the client can show it as it is.
import { formatDateWithTimes } from '../domain/format';

export const REQUEST_ERRORS = {
  hallRequired: 'Hall selection is required for approval.',
  missingTime: 'Missing booking time information',
  hallBooked: 'Hall is already booked for this time slot',
  resourceUnavailable:
    'The selected hall/worker is not available for this time slot. Please select a different hall/worker or check for conflicts.',
  notPending: 'Only pending requests can be accepted or declined.',
  notEditable: 'Only pending or accepted bookings can be changed.',
  notesOnlyVerified: 'Notes can be kept on accepted bookings only.',
  resourceNotFound: 'Hall or worker not found',
  resourceInactive: 'This hall or worker is not active.',
  packageNotOffered: 'This package is not offered by your business.',
} as const;

/** docs/product/requests.md#texts, by the answer's status. */
export const REQUESTS_LOAD_ERRORS = {
  noToken: 'Please log in to view booking requests',
  401: 'Authentication expired. Please log in again.',
  403: 'Business account required. Please upgrade your account.',
  404: 'Booking requests feature is not available. Please contact support.',
  500: 'Server error. Please try again later.',
  invalid: 'Server returned an invalid response',
  fallback: 'Failed to load booking requests',
} as const;

/** docs/product/requests.md#accepting-a-request and "Toasts". */
export const REQUEST_TOASTS = {
  approveFailed: 'Failed to approve request',
  rejectFailed: 'Failed to reject request',
  updateFailed: 'Failed to update request',
  detailsFailed: 'Failed to update booking details',
  rejected: 'Request rejected successfully',
  approved: 'Request approved successfully',
  assigned: (resource: string) => `${resource} assigned successfully`,
  updated: 'Request updated successfully',
  detailsUpdated: 'Booking details updated successfully',
} as const;

/** docs/product/requests.md#booking-requests-screen messaging texts. */
export const REQUEST_MESSAGING = {
  walkIn: "Cannot send messages to walk-in customers as they don't have user accounts",
  noUser: 'Unable to find customer information for messaging',
} as const;

export interface BookedBy {
  resourceName: string;
  eventName: string | null;
  customerName: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** The 409 that names the hall, the event and the customer (docs/product/requests.md#accepting-a-request). */
export function resourceConflictText(b: BookedBy): string {
  return `${b.resourceName} is already booked for ${b.eventName ?? 'an event'} of ${b.customerName} on ${formatDateWithTimes(b.date, b.startTime, b.endTime)}`;
}
