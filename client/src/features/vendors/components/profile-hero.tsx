import { comma, formatRating } from '@baraat/shared/domain/format';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ShareButton } from './share-button';

/** `favorite` is the page's save button: favourites are their own feature. */
export function ProfileHero({ vendor, favorite }: { vendor: VendorProfile; favorite: ReactNode }) {
  const { i18n } = useLingui();
  const links = [
    ['website', msg`Website`, vendor.website],
    ['facebook', msg`Facebook`, vendor.facebook_page],
    ['instagram', msg`Instagram`, vendor.instagram_page],
  ] as const;
  const shownLinks = links.filter(([, , url]) => Boolean(url));
  const reviews = vendor.review_count;
  const guests = vendor.max_capacity;
  const packages = vendor.no_of_packages;
  return (
    <header className="profile-hero">
      <Link to={paths.listings} className="back-link">
        <span className="icon-directional">←</span> <Trans>Back to Listings</Trans>
      </Link>
      <div className="profile-hero-main">
        {vendor.thumbnail_url && (
          // The cover is the largest paint: fetched first, never lazily; its box is reserved
          // by the width, height and the CSS aspect ratio.
          <img
            className="profile-cover"
            src={vendor.thumbnail_url}
            alt=""
            width={400}
            height={300}
            fetchPriority="high"
          />
        )}
        <div>
          <p className="muted">{i18n._(vendor.business_type_name)}</p>
          <h1>
            <bdi>{vendor.business_name}</bdi>
            {vendor.is_verified && (
              <span className="verified-badge">
                <Trans>Verified</Trans>
              </span>
            )}
          </h1>
          <p>
            <span className="rating">★ {formatRating(vendor.rating)}</span>{' '}
            <span className="muted">
              <Trans>({reviews} reviews)</Trans>
            </span>
          </p>
          <p>
            <bdi>{vendor.address}</bdi>
            {comma()}
            {i18n._(vendor.city_name)} · <bdi>{vendor.business_phone}</bdi>
          </p>
          <ul className="facts">
            {vendor.max_capacity > 0 && (
              <li>
                <Trans>Up to {guests} guests</Trans>
              </li>
            )}
            <li>
              <Trans>{packages} packages</Trans>
            </li>
          </ul>
          {shownLinks.length > 0 && (
            <p className="social-links">
              {shownLinks.map(([key, label, url]) => (
                <a key={key} href={url ?? undefined} target="_blank" rel="noopener noreferrer">
                  {i18n._(label)}
                </a>
              ))}
            </p>
          )}
          <div className="button-row">
            {favorite}
            <ShareButton title={vendor.business_name} />
          </div>
        </div>
      </div>
    </header>
  );
}
