import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const PROMISES: [key: string, title: MessageDescriptor, text: MessageDescriptor][] = [
  [
    'verified',
    msg`Verified vendors`,
    msg`We check business details before a vendor is marked as verified.`,
  ],
  [
    'reviews',
    msg`Genuine reviews`,
    msg`Only customers whose booking was confirmed can review a vendor.`,
  ],
  [
    'compare',
    msg`Easy comparison`,
    msg`Compare up to 3 vendors at once, and packages side by side.`,
  ],
  ['support', msg`Quick support`, msg`Our team replies to every message within 24 hours.`],
];

export default function AboutUsRoute() {
  const { i18n } = useLingui();
  return (
    <section className="page static-page prose" aria-labelledby="about-title">
      <h1 id="about-title">
        <Trans>About Us</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Baraat brings Pakistan's wedding and event vendors together in one place, so couples can
          plan with confidence and vendors can run their business with less hassle.
        </Trans>
      </p>

      <h2>
        <Trans>Our story</Trans>
      </h2>
      <p>
        <Trans>
          Planning a shaadi means dozens of phone calls, visits and WhatsApp threads: which marquee
          is free on the date, what the photographer charges, whether the caterer can serve 500
          guests. Baraat was built to make that simpler. Couples search marquees, halls,
          photographers, caterers, salons, car rental and more by city, compare prices and packages,
          and send booking requests for open dates, all from one app. More than 10,000 couples have
          planned their events with Baraat.
        </Trans>
      </p>

      <h2>
        <Trans>What we promise</Trans>
      </h2>
      <ul className="feature-list">
        {PROMISES.map(([key, title, text]) => (
          <li key={key}>
            <strong>{i18n._(title)}</strong>
            <p className="muted">{i18n._(text)}</p>
          </li>
        ))}
      </ul>

      <h2>
        <Trans>For vendors</Trans>
      </h2>
      <p>
        <Trans>
          Vendors list their business, photos, packages, halls and teams, open time slots, and
          manage booking requests, walk-ins and payments received, even from a tablet at a venue
          with a weak signal. Listing is free; a small service fee applies to bookings.
        </Trans>
      </p>

      <h2>
        <Trans>Planning advice</Trans>
      </h2>
      <p>
        <Trans>
          Peak wedding season in Pakistan runs from November to February. Popular venues and
          photographers are booked early, so we recommend booking 3 to 6 months ahead.
        </Trans>
      </p>

      <div className="button-row">
        <Link className="button" to={paths.listings}>
          <Trans>Browse Vendors</Trans>
        </Link>
        <Link className="button button-secondary" to={paths.businessSignup}>
          <Trans>Register as Business</Trans>
        </Link>
        <Link className="button button-secondary" to={paths.contactUs}>
          <Trans>Contact Us</Trans>
        </Link>
      </div>
    </section>
  );
}
