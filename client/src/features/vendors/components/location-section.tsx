import { formatTimeRange } from '@baraat/shared/domain/format';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { EmailAddress } from '@/components/ui/email-address';

const HOURS = [
  ['Monday – Friday', formatTimeRange('09:00', '20:00')],
  ['Saturday', formatTimeRange('10:00', '18:00')],
  ['Sunday', formatTimeRange('12:00', '17:00')],
];

/** No maps key is configured: a placeholder and an OpenStreetMap link (docs/product/decisions.md#the-decisions-at-a-glance). */
function mapLink(vendor: VendorProfile): string {
  if (vendor.latitude !== null && vendor.longitude !== null) {
    const { latitude: lat, longitude: lng } = vendor;
    return `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=15/${lat.toFixed(5)}/${lng.toFixed(5)}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${vendor.address}, ${vendor.city_name}`)}`;
}

export function LocationSection({ vendor }: { vendor: VendorProfile }) {
  return (
    <section className="profile-section location" aria-labelledby="location-title">
      <h2 id="location-title">Location & Contact</h2>
      <div className="location-grid">
        {/* The picture is the pin alone: a link inside role="img" would be hidden from
            assistive technology. */}
        <div className="map-placeholder">
          <span role="img" aria-label={`Map of ${vendor.address}, ${vendor.city_name}`}>
            📍 {vendor.city_name}
          </span>
          <a href={mapLink(vendor)} target="_blank" rel="noopener noreferrer">
            Open in OpenStreetMap
          </a>
        </div>
        <div>
          <p>
            {vendor.address}, {vendor.city_name}
          </p>
          <p>
            <a href={`tel:${vendor.business_phone.replace(/[^\d+]/g, '')}`}>
              {vendor.business_phone}
            </a>
          </p>
          {vendor.business_email && (
            <p>
              <EmailAddress address={vendor.business_email} link />
            </p>
          )}
          <h3>Business hours</h3>
          <dl className="hours">
            {HOURS.map(([days, time]) => (
              <div key={days}>
                <dt>{days}</dt>
                <dd>{time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
