import { formatRating } from '@baraat/shared/domain/format';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ShareButton } from './share-button';

/** `favorite` is the page's save button: favourites are their own feature. */
export function ProfileHero({ vendor, favorite }: { vendor: VendorProfile; favorite: ReactNode }) {
  const links = [
    ['Website', vendor.website],
    ['Facebook', vendor.facebook_page],
    ['Instagram', vendor.instagram_page],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <header className="profile-hero">
      <Link to={paths.listings} className="back-link">
        <span className="icon-directional">←</span> Back to Listings
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
          <p className="muted">{vendor.business_type_name}</p>
          <h1>
            {vendor.business_name}
            {vendor.is_verified && <span className="verified-badge">Verified</span>}
          </h1>
          <p>
            <span className="rating">★ {formatRating(vendor.rating)}</span>{' '}
            <span className="muted">({vendor.review_count} reviews)</span>
          </p>
          <p>
            {vendor.address}, {vendor.city_name} · {vendor.business_phone}
          </p>
          <ul className="facts">
            {vendor.max_capacity > 0 && <li>Up to {vendor.max_capacity} guests</li>}
            <li>{vendor.no_of_packages} packages</li>
          </ul>
          {links.length > 0 && (
            <p className="social-links">
              {links.map(([label, url]) => (
                <a key={label} href={url} target="_blank" rel="noopener noreferrer">
                  {label}
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
