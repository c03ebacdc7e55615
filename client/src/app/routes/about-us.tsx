import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const PROMISES = [
  ['Verified vendors', 'We check business details before a vendor is marked as verified.'],
  ['Genuine reviews', 'Only customers whose booking was confirmed can review a vendor.'],
  ['Easy comparison', 'Compare up to 3 vendors at once, and packages side by side.'],
  ['Quick support', 'Our team replies to every message within 24 hours.'],
];

export default function AboutUsRoute() {
  return (
    <section className="page static-page prose" aria-labelledby="about-title">
      <h1 id="about-title">About Us</h1>
      <p className="lead">
        Baraat brings Pakistan's wedding and event vendors together in one place, so couples can
        plan with confidence and vendors can run their business with less hassle.
      </p>

      <h2>Our story</h2>
      <p>
        Planning a shaadi means dozens of phone calls, visits and WhatsApp threads: which marquee is
        free on the date, what the photographer charges, whether the caterer can serve 500 guests.
        Baraat was built to make that simpler. Couples search marquees, halls, photographers,
        caterers, salons, car rental and more by city, compare prices and packages, and send booking
        requests for open dates, all from one app. More than 10,000 couples have planned their
        events with Baraat.
      </p>

      <h2>What we promise</h2>
      <ul className="feature-list">
        {PROMISES.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>
            <p className="muted">{text}</p>
          </li>
        ))}
      </ul>

      <h2>For vendors</h2>
      <p>
        Vendors list their business, photos, packages, halls and teams, open time slots, and manage
        booking requests, walk-ins and payments received, even from a tablet at a venue with a weak
        signal. Listing is free; a small service fee applies to bookings.
      </p>

      <h2>Planning advice</h2>
      <p>
        Peak wedding season in Pakistan runs from November to February. Popular venues and
        photographers are booked early, so we recommend booking 3 to 6 months ahead.
      </p>

      <div className="button-row">
        <Link className="button" to={paths.listings}>
          Browse Vendors
        </Link>
        <Link className="button button-secondary" to={paths.businessSignup}>
          Register as Business
        </Link>
        <Link className="button button-secondary" to={paths.contactUs}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}
