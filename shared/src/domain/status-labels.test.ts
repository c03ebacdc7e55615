// Every status a screen prints has a label (docs/product/texts.md#status-labels): a word of
// each kind's list maps to a capitalised label, never to itself in lower case.
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '../schemas/payments';
import { TRANSFER_STATUS_LABELS, TRANSFER_STATUSES } from '../schemas/transfers';
import { INSTALMENT_STATUS_LABELS, INSTALMENT_STATUSES } from '../schemas/weddings';
import {
  BOOKING_STATUS_LABEL,
  BOOKING_STATUSES,
  BOOKINGS_PAGE_STATUSES,
  bookingFilterLabel,
  DASHBOARD_STATUSES,
  REQUEST_STATUS_LABEL,
} from './booking';

const labelled = (words: readonly string[], labels: Record<string, string>) =>
  words.map((word) => [word, labels[word]]);

describe('status labels', () => {
  it('give every status of every kind a capitalised label', () => {
    for (const [word, label] of [
      ...labelled([...DASHBOARD_STATUSES, ...BOOKINGS_PAGE_STATUSES], BOOKING_STATUS_LABEL),
      ...labelled(BOOKING_STATUSES, REQUEST_STATUS_LABEL),
      ...labelled(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS),
      ...labelled(PAYMENT_KINDS, PAYMENT_KIND_LABELS),
      ...labelled(INSTALMENT_STATUSES, INSTALMENT_STATUS_LABELS),
      ...labelled(TRANSFER_STATUSES, TRANSFER_STATUS_LABELS),
    ]) {
      expect(label, word).toMatch(/^[A-Z]/);
    }
  });

  it('word the owner’s and the customer’s screens each their own way', () => {
    expect(BOOKING_STATUS_LABEL.confirmed).toBe('Confirmed');
    expect(REQUEST_STATUS_LABEL.verified).toBe('Verified');
    expect(REQUEST_STATUS_LABEL.cancelled).toBe('Withdrawn');
    expect(PAYMENT_STATUS_LABELS.refunded).toBe('Refunded');
    expect(PAYMENT_KIND_LABELS.advance).toBe('Advance');
  });

  it('label the customer’s filters by the same words, All first', () => {
    const filters = ['all', 'pending', 'confirmed', 'declined'] as const;
    expect(filters.map(bookingFilterLabel)).toEqual(['All', 'Pending', 'Confirmed', 'Declined']);
  });
});
