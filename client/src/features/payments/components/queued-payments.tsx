// A booking's payments still in the desk's outbox (docs/product/offline.md#the-outbox): recorded
// with no signal, shown as waiting to sync, or not saved with the server's reason, until the
// server has them (docs/product/payments.md#recording-a-payment).
import { formatPkr } from '@baraat/shared/domain/format';
import type { RecordPayment } from '@baraat/shared/schemas/payments';
import { QueuedStatus } from '@/components/outbox/queued-status';
import type { OutboxEntry } from '@/lib/db';
import { useQueued } from '@/lib/outbox-send';
import { bookingPaymentKind } from '../api/record-payment';

/** The owner's booking payments queued on this device, oldest first. */
export const useQueuedBookingPayments = (ownerId: number): readonly OutboxEntry[] =>
  useQueued(ownerId, bookingPaymentKind) ?? [];

export const queuedPayment = (entry: OutboxEntry) => entry.body as RecordPayment;

/** A booking's queued payments in its row of Bookings to collect: amount and where it stands. */
export function QueuedForBooking({ entries }: { entries: readonly OutboxEntry[] }) {
  return entries.map((entry) => (
    <span key={entry.id} className="payment-queued queued-for-booking">
      {formatPkr(queuedPayment(entry).amount)} <QueuedStatus entry={entry} brief />
    </span>
  ));
}
