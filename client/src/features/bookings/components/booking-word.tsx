import { BOOKING_STATUS_LABEL } from '@baraat/shared/domain/booking';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { useLingui } from '@lingui/react/macro';
import { HoldBadge } from '@/components/hold-badge';

/** A booking's word on the customer's screens: the screen's status word, or "Held until …"
 * while its advance is awaited (docs/product/payments.md#holding-a-date). */
export function BookingWord({
  booking,
  status,
}: {
  booking: Pick<CustomerBooking, 'hold' | 'hold_until'>;
  status: keyof typeof BOOKING_STATUS_LABEL;
}) {
  const { i18n } = useLingui();
  return booking.hold === 'held' ? (
    <HoldBadge hold={booking.hold} holdUntil={booking.hold_until} />
  ) : (
    <span className={`status status-${status}`}>{i18n._(BOOKING_STATUS_LABEL[status])}</span>
  );
}
