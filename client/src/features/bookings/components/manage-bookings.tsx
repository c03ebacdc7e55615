import {
  BOOKING_STATUS_LABEL,
  bookingFilterLabel,
  MANAGE_FILTERS,
  type ManageFilter,
} from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FilterChips } from '@/components/ui/filter-chips';
import { SelectField } from '@/components/ui/select-field';
import { showToast } from '@/lib/toasts';
import { CANCEL_FAILED, confirmAndCancel } from '../api/cancel-booking';
import { countBy, filterAndSort, MANAGE_SORTS, type ManageSort, statusOf } from '../manage-view';
import { BookingCard } from './booking-card';
import { BookingDetailsDialog } from './booking-details-dialog';
import { type BookableVendor, NewBookingDialog } from './new-booking-dialog';

/** Manage Bookings (docs/product/discovery.md#the-customer-screens): stats, filter tabs, sort, details with timeline, new booking. */
const toastError = (message: string) => showToast('error', message);

export function ManageBookings({
  bookings,
  vendors,
  bookingVendor,
  onBookingVendorDone,
  onChanged,
}: {
  bookings: CustomerBooking[];
  /** Vendors the customer may book here: favourites and those booked before. */
  vendors: BookableVendor[];
  /** A vendor picked elsewhere (the Search tab's Book) to start a new booking with. */
  bookingVendor: BookableVendor | null;
  onBookingVendorDone: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const [filter, setFilter] = useState<ManageFilter>('all');
  const [sort, setSort] = useState<ManageSort>('event-newest');
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const counts = countBy(bookings, today);
  const shown = filterAndSort(bookings, filter, sort, today);
  const open = bookings.find((b) => b.booking_id === openId);
  const choices = bookingVendor
    ? [bookingVendor, ...vendors.filter((v) => v.business_id !== bookingVendor.business_id)]
    : vendors;

  const cancel = async (id: number) => {
    if (await confirmAndCancel(id, CANCEL_FAILED, toastError, confirm)) onChanged();
  };
  const closeNew = () => {
    setCreating(false);
    onBookingVendorDone();
  };

  return (
    <section aria-label={t`Manage Bookings`}>
      <ul className="stat-grid" aria-label={t`Booking stats`}>
        {(['all', 'pending', 'confirmed', 'completed'] as const).map((name) => (
          <li key={name}>
            <strong>{counts[name]}</strong>{' '}
            {name === 'all' ? t`Total` : i18n._(BOOKING_STATUS_LABEL[name])}
          </li>
        ))}
      </ul>
      <div className="toolbar">
        <FilterChips
          label={t`Filter bookings`}
          options={MANAGE_FILTERS.map(
            (name) => [name, `${i18n._(bookingFilterLabel(name))} (${counts[name]})`] as const,
          )}
          value={filter}
          onChange={setFilter}
        />
        <SelectField
          label={t`Sort by`}
          value={sort}
          onChange={(e) => setSort(e.target.value as ManageSort)}
        >
          {Object.entries(MANAGE_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className="button"
          disabled={choices.length === 0}
          onClick={() => setCreating(true)}
        >
          <Trans>New Booking</Trans>
        </button>
      </div>
      {choices.length === 0 && (
        <p className="muted">
          <Trans>To book from here, save a vendor to your favourites or find one in Search.</Trans>
        </p>
      )}
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
            status={statusOf(booking, today)}
            actions={
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => setOpenId(booking.booking_id)}
              >
                <Trans>Details</Trans>
              </button>
            }
          />
        ))}
      </ul>
      {open && (
        <BookingDetailsDialog
          booking={open}
          today={today}
          onCancelBooking={(id) => void cancel(id)}
          onClose={() => setOpenId(null)}
        />
      )}
      {(creating || bookingVendor) && choices.length > 0 && (
        <NewBookingDialog
          vendors={choices}
          onClose={closeNew}
          onBooked={(message) => {
            closeNew();
            showToast('success', i18n._(message));
            onChanged();
          }}
        />
      )}
      {confirmDialog}
    </section>
  );
}
