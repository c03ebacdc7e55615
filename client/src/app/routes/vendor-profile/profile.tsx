// The vendor profile with what it reads (app/routes/vendor-profile.tsx paints its hero first).
import type { VendorProfile, VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { MessageBusinessButton } from '@/features/messaging/components/message-business-button';
import { useVendorProfile } from '@/features/vendors/api/get-vendor-profile';
import {
  AvailabilityCalendar,
  calendarFoot,
} from '@/features/vendors/components/availability-calendar';
import { Gallery } from '@/features/vendors/components/gallery';
import { LocationSection } from '@/features/vendors/components/location-section';
import { PackagesSection } from '@/features/vendors/components/packages-section';
import { ProfileHero } from '@/features/vendors/components/profile-hero';
import { RelatedVendors } from '@/features/vendors/components/related-vendors';
import { ReviewsSection } from '@/features/vendors/components/reviews-section';
import { worksDesk } from '@/lib/desk-role';
import { whenSettled } from '@/lib/idle';
import { useSessionStore } from '@/lib/session';
import { showToast } from '@/lib/toasts';
import { useAfterPaint } from '@/lib/use-after-paint';
import { ProfileLoading } from './first-paint';

const LOAD_FAILED = msg`Failed to load business profile. Please try again.`;

// The booking form (and its fields) is fetched once the profile has painted and settled, at an
// idle moment, so neither its download nor its running competes with the profile's own.
const bookingForm = () => import('@/features/bookings/components/booking-form');
const BookingForm = lazy(() => bookingForm().then((module) => ({ default: module.BookingForm })));

/** The profile's reads and all it shows; `early`: the answer its first paint showed. */
export function VendorProfilePage({
  slug,
  early,
}: {
  slug: string;
  early: VendorProfile | undefined;
}) {
  const { t, i18n } = useLingui();
  const profile = useVendorProfile(slug, early);
  const vendor = profile.data;
  const user = useSessionStore((state) => state.session?.user ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const [chosenPackage, setChosenPackage] = useState<number | null>(null);
  const [bookingSlot, setBookingSlot] = useState<VendorSlot | null>(null);
  // The calendar's last week and times, which the floating Message Business never covers.
  const calendar = useRef<HTMLDivElement>(null);
  // The first paint shows the hero (the cover photo is the largest paint); the sections below
  // it render in the next task, once that paint is on screen.
  const painted = useAfterPaint(vendor !== undefined);
  const chosenName = vendor?.packages.find((p) => p.package_id === chosenPackage)?.package_name;
  // The booking form is fetched ahead of a click on a slot, once the profile has settled.
  useEffect(() => {
    if (painted) return whenSettled(() => void bookingForm());
  }, [painted]);

  const startBooking = (slot: VendorSlot) => {
    // Visitors sign in first and come back here (docs/product/booking.md#the-booking-lifecycle).
    if (!user) {
      navigate(paths.authLogin, { state: { from: location } });
      return;
    }
    if (worksDesk(user)) {
      showToast(
        'warning',
        t`Business accounts cannot send booking requests. Sign in as a customer.`,
      );
      return;
    }
    setBookingSlot(slot);
  };
  const bookPackage = (packageId: number) => {
    setChosenPackage(packageId);
    document.getElementById('availability-title')?.scrollIntoView({ behavior: 'smooth' });
  };

  if (!vendor) {
    if (profile.status === 'error') {
      return (
        <section className="page narrow">
          <Alert tone="error">
            {profile.error.status === 404 ? t`Business not found` : i18n._(LOAD_FAILED)}
          </Alert>
          <div className="button-row">
            <Link className="button button-secondary" to={paths.listings}>
              <Trans>Back to Listings</Trans>
            </Link>
            {profile.error.status !== 404 && (
              <button type="button" className="button" onClick={() => void profile.refetch()}>
                <Trans>Try Again</Trans>
              </button>
            )}
          </div>
        </section>
      );
    }
    return <ProfileLoading />;
  }

  return (
    <article className="page profile">
      {profile.offline && <OfflineNotice>{t`Offline — showing the saved profile`}</OfflineNotice>}
      <ProfileHero vendor={vendor} favorite={<FavoriteButton businessId={vendor.business_id} />} />
      {/* Holds the footer below the screen until the sections arrive (CLS). */}
      {!painted && <div className="profile-loading" />}
      {painted && (
        <>
          <section className="profile-section" aria-labelledby="availability-title">
            <h2 id="availability-title">
              <Trans>Check Availability</Trans>
            </h2>
            {chosenPackage !== null && (
              <p className="muted">
                <Trans>Choose a date and a time for {chosenName}.</Trans>
              </p>
            )}
            <div ref={calendar}>
              <AvailabilityCalendar slots={vendor.slots} onBook={startBooking} />
            </div>
            {bookingSlot && (
              <Suspense fallback={null}>
                <BookingForm
                  slot={bookingSlot}
                  slots={vendor.slots}
                  cityId={vendor.city_id}
                  packages={vendor.packages}
                  initialPackageId={chosenPackage}
                  mappingId={vendor.user_business_mapping_id}
                  onClose={() => setBookingSlot(null)}
                  onBooked={() => {
                    setBookingSlot(null);
                    void bookingForm().then((module) =>
                      showToast('success', i18n._(module.BOOKING_SUCCESS)),
                    );
                    void profile.refetch();
                  }}
                  onConflict={() => void profile.refetch()}
                />
              </Suspense>
            )}
          </section>
          <section className="profile-section" aria-labelledby="about-title">
            <h2 id="about-title">
              <Trans>About</Trans>
            </h2>
            <p translate="no" dir="auto">
              {vendor.bio}
            </p>
            {vendor.services.length > 0 && (
              <ul className="chip-row">
                {vendor.services.map((service) => (
                  <li key={service.service_id} className="chip">
                    {i18n._(service.service_type.service_type_name)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="profile-section" aria-labelledby="gallery-title">
            <h2 id="gallery-title">
              <Trans>Gallery</Trans>
            </h2>
            <Gallery media={vendor.media} vendorName={vendor.business_name} />
          </section>
          <PackagesSection packages={vendor.packages} onBook={bookPackage} />
          <ReviewsSection reviews={vendor.reviews} distribution={vendor.rating_distribution} />
          <LocationSection vendor={vendor} />
          <RelatedVendors vendors={vendor.relevant_vendors} />
          <MessageBusinessButton
            ownerUserId={vendor.owner_user_id}
            businessName={vendor.business_name}
            keepClearOf={calendar}
            keepClearPart={calendarFoot}
          />
        </>
      )}
    </article>
  );
}
