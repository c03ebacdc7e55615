import {
  BOOKING_STATUS_LABEL,
  dashboardChip,
  isCompletedBooking,
} from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import { heldUntilText } from '@baraat/shared/domain/holds';
import { vendorName } from '@baraat/shared/domain/vendor-name';
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import type { Favorite } from '@baraat/shared/schemas/favorites';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';

/** The tabs the overview's quick actions open (docs/product/booking.md#customer-dashboard). */
const QUICK_ACTIONS = [
  ['search', 'Find vendors', 'Search by city, service, rating and budget.'],
  ['booking-management', 'Book a date', 'Pick a time with a saved vendor in three steps.'],
  ['favorites', 'Saved vendors', 'The vendors you keep to compare and book.'],
  ['payments', 'Payments', 'What you have paid and what is still due.'],
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
  const today = todayInPakistan();
  const completed = bookings.filter((b) => isCompletedBooking(b.status, b.slot.date, today)).length;
  return (
    <>
      {/* First: what the customer owes now, then what is next on each wedding. */}
      <Suspense fallback={null}>{userId !== null && <DueList />}</Suspense>
      <Suspense fallback={null}>
        <YourWeddings userId={userId} />
      </Suspense>
      <ul className="stat-grid" aria-label="Your numbers">
        <li>
          <strong>{bookings.length}</strong> Total bookings
        </li>
        <li>
          <strong>{favorites.length}</strong> Favorite vendors
        </li>
        <li>
          <strong>{bookings.filter((b) => b.status === 'pending').length}</strong> Pending bookings
        </li>
        <li>
          <strong>{completed}</strong> Completed
        </li>
      </ul>
      <ul className="quick-actions" aria-label="Quick actions">
        {QUICK_ACTIONS.map(([tab, title, text]) => (
          <li key={tab}>
            <button type="button" className="quick-action" onClick={() => onOpenTab(tab)}>
              <strong>{title}</strong>
              <span className="muted">{text}</span>
            </button>
          </li>
        ))}
      </ul>
      <h2>Recent activity</h2>
      {bookings.length === 0 && favorites.length === 0 && <p className="muted">No bookings yet.</p>}
      <ul className="review-list">
        {bookings.slice(0, 5).map((b) => (
          <li key={b.booking_id}>
            {vendorName(b.business.business_name, b.business.city)} ·{' '}
            {formatDate(b.slot.date, { dense: true })} ·{' '}
            {b.hold === 'held' && b.hold_until
              ? heldUntilText(b.hold_until)
              : BOOKING_STATUS_LABEL[dashboardChip(b.status)]}
          </li>
        ))}
        {favorites.slice(0, 3).map((f) => (
          <li key={`f${f.id}`}>
            Saved <Link to={link.vendorProfile(f.business.slug)}>{f.business.business_name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
