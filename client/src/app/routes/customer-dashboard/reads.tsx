// The customer's dashboard below its heading and tabs: the bookings, favourites and reviews it
// reads, and the tab shown, once the heading has painted (app/reading-part.tsx).
import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import type { Favorite } from '@baraat/shared/schemas/favorites';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useMyBookings } from '@/features/bookings/api/get-my-bookings';
import type { BookableVendor } from '@/features/bookings/components/new-booking-dialog';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { useMyReviews } from '@/features/reviews/api/get-my-reviews';
import { OverviewTab } from './overview-tab';
import type { DashboardTab as Tab } from './tabs';

// The overview opens first; the other tabs (forms, their schemas and zod) load when chosen,
// so the dashboard's first download stays within its budget.
const FavoritesList = lazy(() =>
  import('@/features/favorites/components/favorites-list').then((module) => ({
    default: module.FavoritesList,
  })),
);
const MyReviews = lazy(() =>
  import('@/features/reviews/components/my-reviews').then((module) => ({
    default: module.MyReviews,
  })),
);
const BookingsTab = lazy(() =>
  import('./bookings-tab').then((module) => ({ default: module.BookingsTab })),
);
const ManageBookings = lazy(() =>
  import('@/features/bookings/components/manage-bookings').then((module) => ({
    default: module.ManageBookings,
  })),
);
const PaymentsOverview = lazy(() =>
  import('@/features/payments/components/payments-overview').then((module) => ({
    default: module.PaymentsOverview,
  })),
);
const SearchTab = lazy(() =>
  import('./search-tab').then((module) => ({ default: module.SearchTab })),
);
const Inbox = lazy(() =>
  import('@/features/messaging/components/inbox').then((module) => ({ default: module.Inbox })),
);
const ProfilePanel = lazy(() =>
  import('@/features/customer-profile/components/profile-panel').then((module) => ({
    default: module.ProfilePanel,
  })),
);

export interface DashboardReadsProps {
  tab: Tab;
  userId: number | null;
  go: (tab: Tab) => void;
}

export function DashboardReads({ tab, userId, go }: DashboardReadsProps) {
  const { t } = useLingui();
  const bookings = useMyBookings(userId);
  const favorites = useFavorites(userId);
  const reviews = useMyReviews(userId);
  const [bookingVendor, setBookingVendor] = useState<BookableVendor | null>(null);
  const reload = () => {
    for (const query of [bookings, favorites, reviews]) void query.refetch();
  };
  const settled = (q: { data?: unknown; status: string }) =>
    q.data !== undefined || q.status === 'error';
  // Offline, the bookings come from the device; favourites and reviews are not kept there,
  // so the tabs show what there is rather than only an error.
  const failed = [bookings, favorites, reviews].some((q) => q.status === 'error');
  const ready = bookings.data !== undefined && settled(favorites) && settled(reviews);
  const all = bookings.data ?? [];
  const saved = favorites.data ?? [];

  return (
    <>
      {bookings.offline && (
        <OfflineNotice>{t`Offline — showing your saved bookings`}</OfflineNotice>
      )}
      {failed && !bookings.offline && (
        <RetryAlert onRetry={reload}>
          <Trans>Failed to load dashboard data</Trans>
        </RetryAlert>
      )}
      {!ready && !failed && <Spinner />}
      <Suspense fallback={<Spinner />}>
        {ready && tab === 'overview' && (
          <OverviewTab userId={userId} bookings={all} favorites={saved} onOpenTab={go} />
        )}
        {ready && tab === 'bookings' && (
          <BookingsTab bookings={all} reviews={reviews.data ?? []} onChanged={reload} />
        )}
        {ready && tab === 'booking-management' && (
          <ManageBookings
            bookings={all}
            vendors={bookableVendors(saved, all)}
            bookingVendor={bookingVendor}
            onBookingVendorDone={() => setBookingVendor(null)}
            onChanged={reload}
          />
        )}
        {ready && tab === 'favorites' && favorites.data && (
          <FavoritesList favorites={favorites.data} onChanged={reload} />
        )}
        {ready && tab === 'reviews' && reviews.data && (
          <MyReviews reviews={reviews.data} onChanged={reload} />
        )}
        {tab === 'search' && (
          <SearchTab
            onBook={(business) => {
              setBookingVendor({
                business_id: business.business_id,
                business_name: business.business_name,
                city: business.city,
              });
              go('booking-management');
            }}
            onFavoriteChanged={reload}
          />
        )}
        {tab === 'profile' && userId && <ProfilePanel userId={userId} />}
        {tab === 'inbox' && userId && <Inbox ownerId={userId} nested />}
        {ready && tab === 'payments' && userId && (
          <PaymentsOverview userId={userId} bookings={all} />
        )}
      </Suspense>
    </>
  );
}

/** Who the customer can book from the dashboard: saved vendors, then those booked before. */
function bookableVendors(favorites: Favorite[], bookings: CustomerBooking[]): BookableVendor[] {
  const vendors = new Map<number, BookableVendor>();
  for (const { business } of [...favorites, ...bookings])
    if (!vendors.has(business.business_id))
      vendors.set(business.business_id, {
        business_id: business.business_id,
        business_name: business.business_name,
        city: 'city_name' in business ? business.city_name : business.city,
      });
  return [...vendors.values()];
}
