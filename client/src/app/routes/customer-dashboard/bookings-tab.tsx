import {
  bookingFilterLabel,
  DASHBOARD_CHIPS,
  type DashboardChip,
  dashboardChip,
  isCompletedBooking,
} from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import type { CustomerReview } from '@baraat/shared/schemas/reviews';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FilterChips } from '@/components/ui/filter-chips';
import { CANCEL_FAILED, confirmAndCancel } from '@/features/bookings/api/cancel-booking';
import { BookingCard } from '@/features/bookings/components/booking-card';
import { usePaymentsDue } from '@/features/checkouts/api/get-payments-due';
import { PayButton, PayPanel } from '@/features/checkouts/components/pay-flow';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { TransferPanel } from '@/features/transfers/components/transfer-panel';
import { i18n as runtime } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';

const toastError = (message: string) => showToast('error', message);

interface BookingsTabProps {
  bookings: CustomerBooking[];
  reviews: CustomerReview[];
  onChanged: () => void;
}

/** My Bookings (docs/product/discovery.md#the-customer-screens): the customer's bookings by dashboard word; a past confirmed one
 * can be reviewed in place. */
export function BookingsTab({ bookings, reviews, onChanged }: BookingsTabProps) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const [chip, setChip] = useState<DashboardChip>('all');
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [paying, setPaying] = useState<number | null>(null);
  const [payingOnline, setPayingOnline] = useState<number | null>(null);
  // What each booking owes now, for its Pay button (docs/product/online-payments.md#paying-online).
  const due = usePaymentsDue();
  const dueOn = (id: number) => due.data?.due.find((item) => item.booking_id === id);
  const [confirm, confirmDialog] = useConfirm();
  const count = (name: DashboardChip) =>
    name === 'all'
      ? bookings.length
      : bookings.filter((b) => dashboardChip(b.status) === name).length;
  const shown =
    chip === 'all' ? bookings : bookings.filter((b) => dashboardChip(b.status) === chip);
  const reviewed = new Set(reviews.map((r) => r.booking?.booking_id));

  const cancel = async (id: number) => {
    if (await confirmAndCancel(id, runtime._(CANCEL_FAILED), toastError, confirm)) onChanged();
  };

  return (
    <section aria-label={t`My Bookings`}>
      <FilterChips
        label={t`Filter bookings`}
        options={DASHBOARD_CHIPS.map(
          (name) => [name, `${i18n._(bookingFilterLabel(name))} (${count(name)})`] as const,
        )}
        value={chip}
        onChange={setChip}
      />
      {shown.length === 0 && (
        <p className="muted">
          <Trans>No bookings here yet.</Trans>
        </p>
      )}
      <ul className="booking-list">
        {shown.map((booking) => (
          <BookingCard
            key={booking.booking_id}
            booking={booking}
            status={dashboardChip(booking.status)}
            onCancel={cancel}
            actions={
              <>
                {isCompletedBooking(booking.status, booking.slot.date, today) &&
                  !reviewed.has(booking.booking_id) && (
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => setReviewing(booking.booking_id)}
                    >
                      <Trans>Leave Review</Trans>
                    </button>
                  )}
                {dueOn(booking.booking_id) && (
                  <PayButton
                    kind={dueOn(booking.booking_id)!.kind}
                    open={payingOnline === booking.booking_id}
                    onToggle={() =>
                      setPayingOnline(
                        payingOnline === booking.booking_id ? null : booking.booking_id,
                      )
                    }
                  />
                )}
                {booking.status === 'verified' && booking.wedding === null && (
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    aria-expanded={paying === booking.booking_id}
                    onClick={() =>
                      setPaying(paying === booking.booking_id ? null : booking.booking_id)
                    }
                  >
                    <Trans>Pay by transfer</Trans>
                  </button>
                )}
              </>
            }
          >
            {dueOn(booking.booking_id) && payingOnline === booking.booking_id && (
              <PayPanel target={{ booking_id: booking.booking_id }} />
            )}
            {paying === booking.booking_id && (
              <TransferPanel target={{ booking_id: booking.booking_id }} />
            )}
            {reviewing === booking.booking_id && (
              <ReviewForm
                bookingId={booking.booking_id}
                vendorName={booking.business.business_name}
                onCancel={() => setReviewing(null)}
                onDone={() => {
                  setReviewing(null);
                  showToast('success', t`Review saved`);
                  onChanged();
                }}
              />
            )}
          </BookingCard>
        ))}
      </ul>
      {confirmDialog}
    </section>
  );
}
