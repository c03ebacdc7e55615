import { comma, formatTimeRange } from '@baraat/shared/domain/format';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmailAddress } from '@/components/ui/email-address';

// The times follow the language, so they are written when shown.
const HOURS = [
  ['weekdays', msg`Monday – Friday`, ['09:00', '20:00']],
  ['saturday', msg`Saturday`, ['10:00', '18:00']],
  ['sunday', msg`Sunday`, ['12:00', '17:00']],
] as const;

/** No maps key is configured: a placeholder and an OpenStreetMap link (docs/product/decisions.md#the-decisions-at-a-glance). */
function mapLink(vendor: VendorProfile): string {
  if (vendor.latitude !== null && vendor.longitude !== null) {
    const { latitude: lat, longitude: lng } = vendor;
    return `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=15/${lat.toFixed(5)}/${lng.toFixed(5)}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${vendor.address}, ${vendor.city_name}`)}`;
}

export function LocationSection({ vendor }: { vendor: VendorProfile }) {
  const { t, i18n } = useLingui();
  const city = i18n._(vendor.city_name);
  const place = `${vendor.address}${comma()}${city}`;
  return (
    <section className="profile-section location" aria-labelledby="location-title">
      <h2 id="location-title">
        <Trans>Location & Contact</Trans>
      </h2>
      <div className="location-grid">
        {/* The picture is the pin alone: a link inside role="img" would be hidden from
            assistive technology. */}
        <div className="map-placeholder">
          {/* Its name holds the vendor's address, kept as written. */}
          <span role="img" aria-label={t`Map of ${place}`} translate="no">
            📍 {city}
          </span>
          <a href={mapLink(vendor)} target="_blank" rel="noopener noreferrer">
            <Trans>Open in OpenStreetMap</Trans>
          </a>
        </div>
        <div>
          <p>
            <bdi>{vendor.address}</bdi>
            {comma()}
            {city}
          </p>
          <p>
            <a href={`tel:${vendor.business_phone.replace(/[^\d+]/g, '')}`}>
              <bdi>{vendor.business_phone}</bdi>
            </a>
          </p>
          {vendor.business_email && (
            <p>
              <EmailAddress address={vendor.business_email} link />
            </p>
          )}
          <h3>
            <Trans>Business hours</Trans>
          </h3>
          <dl className="hours">
            {HOURS.map(([key, days, [from, to]]) => (
              <div key={key}>
                <dt>{i18n._(days)}</dt>
                <dd>
                  <bdi>{formatTimeRange(from, to)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
