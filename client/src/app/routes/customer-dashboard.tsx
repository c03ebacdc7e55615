import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { link, paths } from '../../config/paths';
import { useMyBookings } from '../../features/bookings/api/my-bookings';
import { useFavorites, useMyReviews } from '../../features/dashboard/api';
import { BookingsTab, chipOf, FavoritesTab, ReviewsTab } from '../../features/dashboard/tabs';
import { useSessionStore } from '../../lib/session';

const TABS = [
  ['overview', 'Overview'],
  ['bookings', 'My Bookings'],
  ['booking-management', 'Manage Bookings'],
  ['favorites', 'Favorites'],
  ['reviews', 'Reviews'],
  ['search', 'Search'],
  ['payments', 'Payments'],
  ['inbox', 'Messages'],
  ['profile', 'Profile'],
] as const;
type Tab = (typeof TABS)[number][0];

/** /customer/dashboard: the tab comes from ?tab= (001 §2); overview by default. */
export default function CustomerDashboardRoute() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find(([key]) => key === params.get('tab'))?.[0] ?? 'overview';
  const user = useSessionStore((state) => state.session?.user ?? null);
  const userId = user && !user.is_business_owner ? user.user_id : null;
  const [version, setVersion] = useState(0);
  const bookings = useMyBookings(userId, version);
  const favorites = useFavorites(userId, version);
  const reviews = useMyReviews(userId, version);
  const reload = () => setVersion((n) => n + 1);
  const go = (next: Tab) => setParams(next === 'overview' ? {} : { tab: next });

  if (user?.is_business_owner) {
    return (
      <section className="page narrow">
        <h1>My dashboard</h1>
        <p>
          This dashboard is for customers.{' '}
          <Link to={paths.businessHome}>Go to your business home</Link>.
        </p>
      </section>
    );
  }
  const failed = [bookings, favorites, reviews].some((q) => q.status === 'error');
  const ready = bookings.data && favorites.data && reviews.data;
  const all = bookings.data ?? [];

  return (
    <section className="page" aria-labelledby="dashboard-title">
      <div className="toolbar">
        <h1 id="dashboard-title">Welcome, {user?.first_name}</h1>
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={() => go('search')}>
            Find Services
          </button>
          <button type="button" className="button button-secondary" onClick={() => go('profile')}>
            Edit Profile
          </button>
        </div>
      </div>
      <nav className="chip-row" aria-label="Dashboard">
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className={`chip${tab === key ? ' chip-on' : ''}`}
            aria-current={tab === key ? 'page' : undefined}
            onClick={() => go(key)}
          >
            {label}
          </button>
        ))}
      </nav>
      {failed && (
        <Alert tone="error">
          Failed to load dashboard data{' '}
          <button type="button" className="button button-small button-secondary" onClick={reload}>
            Try Again
          </button>
        </Alert>
      )}
      {!ready && !failed && <Spinner />}
      {ready && tab === 'overview' && (
        <>
          <ul className="stat-grid">
            <li>
              <strong>{all.length}</strong> Total bookings
            </li>
            <li>
              <strong>{favorites.data!.length}</strong> Favorite vendors
            </li>
            <li>
              <strong>{all.filter((b) => b.status === 'pending').length}</strong> Pending bookings
            </li>
            <li>
              <strong>
                {
                  all.filter(
                    (b) =>
                      b.status === 'completed' ||
                      (chipOf(b) === 'confirmed' && b.page_status === 'past'),
                  ).length
                }
              </strong>{' '}
              Completed
            </li>
          </ul>
          <h2>Recent activity</h2>
          {all.length === 0 && <p className="muted">No bookings yet.</p>}
          <ul className="review-list">
            {all.slice(0, 5).map((b) => (
              <li key={b.booking_id}>
                {b.business.business_name} · {b.slot.date} ·{' '}
                {chipOf(b) === 'other' ? 'cancelled' : chipOf(b)}
              </li>
            ))}
            {favorites.data!.slice(0, 3).map((f) => (
              <li key={`f${f.id}`}>
                Saved{' '}
                <Link to={link.vendorProfile(f.business.slug)}>{f.business.business_name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {ready && tab === 'bookings' && (
        <BookingsTab bookings={all} reviews={reviews.data!} onChanged={reload} />
      )}
      {ready && tab === 'favorites' && (
        <FavoritesTab favorites={favorites.data!} onChanged={reload} />
      )}
      {ready && tab === 'reviews' && <ReviewsTab reviews={reviews.data!} onChanged={reload} />}
      {tab === 'search' && (
        <p>
          Search vendors with every filter on the <Link to={paths.search}>advanced search</Link>.
        </p>
      )}
      {tab === 'profile' && (
        <p>
          Your name, mobile, address and bio are on{' '}
          <Link to={paths.customersProfile}>your profile</Link>.
        </p>
      )}
      {tab === 'inbox' && (
        <p>
          Messages are in the <Link to={paths.messages}>inbox</Link>.
        </p>
      )}
      {(tab === 'booking-management' || tab === 'payments') && (
        <p className="muted">This tab is not built yet. Your bookings are under My Bookings.</p>
      )}
    </section>
  );
}
