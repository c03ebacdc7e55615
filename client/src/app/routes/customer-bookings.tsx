import {
  BOOKINGS_PAGE_FILTERS,
  type BookingsPageFilter,
  bookingsPageStatus,
  matchesBookingsPageFilter,
} from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { Alert } from '@/components/ui/alert';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { confirmAndCancel } from '@/features/bookings/api/cancel-booking';
import { useMyBookings } from '@/features/bookings/api/get-my-bookings';
import { BookingCard } from '@/features/bookings/components/booking-card';
import { useSessionStore } from '@/lib/session';

const LOAD_FAILED = msg`Failed to fetch bookings. Please try again`;
const CANCEL_FAILED = msg`Failed to cancel booking. Please try again.`;

/** Each filter's chip: its name, capitalised. */
const FILTER_LABELS: Record<BookingsPageFilter, MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  past: msg`Past`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/** The filter named by the path; an unknown one shows all. */
function toFilter(param: string | undefined): BookingsPageFilter {
  return (BOOKINGS_PAGE_FILTERS as readonly string[]).includes(param ?? '')
    ? (param as BookingsPageFilter)
    : 'all';
}

/** /customers/bookings[/{status}] and its aliases: the customer's booking requests (docs/product/discovery.md#the-customer-screens). */
export default function CustomerBookingsRoute() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const location = useLocation();
  const pathStatus =
    params.status ?? (location.pathname.endsWith('/approved') ? 'approved' : undefined);
  const filter = toFilter(pathStatus);
  const userId = useSessionStore((state) => state.session?.user.user_id ?? null);
  const bookings = useMyBookings(userId);
  const [error, setError] = useState<string>();
  const [confirm, confirmDialog] = useConfirm();

  const cancel = async (id: number) => {
    setError(undefined);
    if (await confirmAndCancel(id, i18n._(CANCEL_FAILED), setError, confirm))
      void bookings.refetch();
  };

  const today = todayInPakistan();
  const shown = (bookings.data ?? []).filter((b) =>
    matchesBookingsPageFilter(filter, b.status, b.slot.date, today),
  );
  return (
    <section className="page" aria-labelledby="bookings-title">
      <h1 id="bookings-title">
        <Trans>My Bookings</Trans>
      </h1>
      <div className="button-row">
        <Link className="button button-secondary" to={paths.home}>
          <Trans>Back</Trans>
        </Link>
        <Link className="button" to={paths.listings}>
          <Trans>Browse Venues</Trans>
        </Link>
      </div>
      <nav className="chip-row" aria-label={t`Booking status`}>
        {BOOKINGS_PAGE_FILTERS.map((name) => (
          <Link
            key={name}
            className={`chip${filter === name ? ' chip-on' : ''}`}
            aria-current={filter === name ? 'page' : undefined}
            to={name === 'all' ? paths.customersBookings : link.customersBookings(name)}
          >
            {i18n._(FILTER_LABELS[name])}
          </Link>
        ))}
      </nav>
      {bookings.offline && (
        <OfflineNotice>{t`Offline — showing your saved bookings`}</OfflineNotice>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {bookings.isFetching && !bookings.data && <Spinner label={t`Loading bookings...`} />}
      {bookings.status === 'error' && (
        <RetryAlert onRetry={() => void bookings.refetch()}>{i18n._(LOAD_FAILED)}</RetryAlert>
      )}
      {bookings.data && shown.length === 0 && (
        <p className="empty-state">
          <Trans>No bookings here yet.</Trans>
        </p>
      )}
      <ul className="booking-list">
        {shown.map((booking) => {
          const word = bookingsPageStatus(booking.status, booking.slot.date, today);
          return (
            <BookingCard
              key={booking.booking_id}
              booking={booking}
              status={word}
              onCancel={cancel}
              actions={
                <Link
                  className="button button-small button-secondary"
                  to={paths.messages}
                  state={{
                    recipientId: booking.business_owner_id,
                    recipientName: booking.business_owner_name,
                    businessName: booking.business.business_name,
                    recipientType: 'business',
                  }}
                >
                  <Trans>Message Business</Trans>
                </Link>
              }
            />
          );
        })}
      </ul>
      {confirmDialog}
    </section>
  );
}
