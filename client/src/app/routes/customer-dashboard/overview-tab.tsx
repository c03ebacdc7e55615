import {
  BOOKING_STATUS_LABEL,
  dashboardChip,
  isCompletedBooking,
} from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import { heldUntilText } from '@baraat/shared/domain/holds';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import type { Favorite } from '@baraat/shared/schemas/favorites';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { VendorName } from '@/components/ui/vendor-name';
import { link } from '@/config/paths';

/** The tabs the overview's quick actions open (docs/product/booking.md#customer-dashboard). */
const QUICK_ACTIONS = [
  ['search', msg`Find vendors`, msg`Search by city, service, rating and budget.`],
  ['booking-management', msg`Book a date`, msg`Pick a time with a saved vendor in three steps.`],
  ['favorites', msg`Saved vendors`, msg`The vendors you keep to compare and book.`],
  ['payments', msg`Payments`, msg`What you have paid and what is still due.`],
] as const;
// Its own download: the weddings read the shared schemas' labels, which the dashboard's first
// load does without.
const YourWeddings = lazy(() =>
  import('./your-weddings').then((module) => ({ default: module.YourWeddings })),
);

// Its own download too: what is owed now and the Pay buttons, with the checkout's schemas.
const DueList = lazy(() =>
  import('@/features/checkouts/components/due-list').then((module) => ({
    default: module.DueList,
  })),
);

export type QuickActionTab = (typeof QUICK_ACTIONS)[number][0];

/** Overview (docs/product/discovery.md#the-customer-screens): four stat cards, quick actions, recent bookings and favourites. */
export function OverviewTab({
  userId,
  bookings,
  favorites,
  onOpenTab,
}: {
  userId: number | null;
  bookings: CustomerBooking[];
  favorites: Favorite[];
  onOpenTab: (tab: QuickActionTab) => void;
}) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const total = bookings.length;
  const saved = favorites.length;
  const pending = bookings.filter((b) => b.status === 'pending').length;
  const completed = bookings.filter((b) => isCompletedBooking(b.status, b.slot.date, today)).length;
  return (
    <>
      {/* First: what the customer owes now, then what is next on each wedding. */}
      <Suspense fallback={null}>{userId !== null && <DueList />}</Suspense>
      <Suspense fallback={null}>
        <YourWeddings userId={userId} />
      </Suspense>
      <ul className="stat-grid" aria-label={t`Your numbers`}>
        <li>
          <Trans>
            <strong>{total}</strong> Total bookings
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{saved}</strong> Favorite vendors
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{pending}</strong> Pending bookings
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{completed}</strong> Completed
          </Trans>
        </li>
      </ul>
      <ul className="quick-actions" aria-label={t`Quick actions`}>
        {QUICK_ACTIONS.map(([tab, title, text]) => (
          <li key={tab}>
            <button type="button" className="quick-action" onClick={() => onOpenTab(tab)}>
              <strong>{i18n._(title)}</strong>
              <span className="muted">{i18n._(text)}</span>
            </button>
          </li>
        ))}
      </ul>
      <h2>
        <Trans>Recent activity</Trans>
      </h2>
      {bookings.length === 0 && favorites.length === 0 && (
        <p className="muted">
          <Trans>No bookings yet.</Trans>
        </p>
      )}
      <ul className="review-list">
        {bookings.slice(0, 5).map((b) => (
          <li key={b.booking_id}>
            <VendorName name={b.business.business_name} city={b.business.city} /> ·{' '}
            {formatDate(b.slot.date, { dense: true })} ·{' '}
            {b.hold === 'held' && b.hold_until
              ? heldUntilText(b.hold_until)
              : i18n._(BOOKING_STATUS_LABEL[dashboardChip(b.status)])}
          </li>
        ))}
        {favorites.slice(0, 3).map((f) => {
          const vendor = f.business.business_name;
          return (
            <li key={`f${f.id}`}>
              <Trans>
                Saved{' '}
                <Link to={link.vendorProfile(f.business.slug)} translate="no">
                  {vendor}
                </Link>
              </Trans>
            </li>
          );
        })}
      </ul>
    </>
  );
}
