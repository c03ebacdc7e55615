import { formatDate, formatPkr, formatTimeRange } from '@baraat/shared/domain/format';
import { totalBreakdown } from '@baraat/shared/domain/pricing';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VendorCity } from '@/components/ui/vendor-city';
import { link } from '@/config/paths';

/** What a booking is: vendor, date and time, guests, event and package (docs/product/booking.md#what-a-booking-holds). */
export function BookingSummary({
  booking,
  children,
}: {
  booking: CustomerBooking;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const breakdown = totalBreakdown(booking.package_selected, booking.number_of_people, i18n._);
  const people = booking.number_of_people;
  const total = formatPkr(booking.total_amount);
  const wedding = booking.wedding;
  const weddingTitle = wedding?.title;
  return (
    <div>
      <Link to={link.vendorProfile(booking.business.slug)}>
        <strong translate="no">{booking.business.business_name}</strong>
      </Link>
      {/* Saved copies from before cities have no city. */}
      <VendorCity city={booking.business.city} />
      <p className="muted">
        {formatDate(booking.slot.date)} ·{' '}
        {formatTimeRange(booking.slot.start_time, booking.slot.end_time)} · {t`${people} guests`}
        {booking.event_type ? ` · ${i18n._(booking.event_type.event_name)}` : ''}
      </p>
      {booking.package_selected && (
        <p>
          <bdi translate="no">{booking.package_selected.package_name}</bdi> · {t`Total ${total}`}
          {breakdown && <span className="muted"> ({breakdown})</span>}
        </p>
      )}
      {/* Saved copies from before weddings have no wedding field. */}
      {wedding && (
        <p className="muted">
          <Trans>
            Part of{' '}
            <Link to={link.customerWedding(wedding.wedding_id)} translate="no">
              {weddingTitle}
            </Link>
          </Trans>
        </p>
      )}
      {children}
    </div>
  );
}
