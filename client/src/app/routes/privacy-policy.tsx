import { formatDate } from '@baraat/shared/domain/format';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function PrivacyPolicyRoute() {
  const updated = formatDate('2025-07-21');
  return (
    <article className="page static-page prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">
        <Trans>Privacy Policy</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Last updated: <time dateTime="2025-07-21">{updated}</time>
        </Trans>
      </p>
      <p>
        <Trans>
          This policy explains what personal data Baraat collects when you use our website and app,
          why we collect it, and the choices you have. By using Baraat you agree to this policy.
        </Trans>
      </p>

      <h2>
        <Trans>1. Data we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Account details:</strong> username, name, e-mail address, mobile number and
            city. Your password is stored only as a secure hash that we cannot read.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Business details</strong> of vendors: business name, type, description, address,
            phone number, photos, packages, services, halls and team members.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Bookings:</strong> the vendor, date, time, package, number of guests, event type
            and any message or special request you send.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Messages and reviews</strong> you exchange with vendors or publish on Baraat.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Payment records</strong> that vendors enter against a booking (amount, date and
            method). We do not collect card numbers or banking passwords.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Contact form messages</strong> with the name, e-mail and phone number you give.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical data:</strong> IP address, browser type and request logs, used to keep
            the service secure and to stop abuse.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>2. How we use it</Trans>
      </h2>
      <p>
        <Trans>
          We use your data to run your account, show vendor profiles, pass your booking request to
          the vendor you choose, send notifications about bookings and messages, answer support
          requests, prevent fraud and improve Baraat. We do not sell your personal data.
        </Trans>
      </p>

      <h2>
        <Trans>3. Who can see it</Trans>
      </h2>
      <p>
        <Trans>
          A vendor you book or message sees your name, contact details and booking details. Business
          profiles, packages and reviews are public; your review shows your name. We share data with
          companies that host our service only as needed to run it, and with authorities when the
          law of Pakistan requires it.
        </Trans>
      </p>

      <h2>
        <Trans>4. Data on your device</Trans>
      </h2>
      <p>
        <Trans>
          So that Baraat keeps working with a weak or no connection, the app stores your session and
          a copy of the data you have opened in your browser's storage. Baraat does not use
          advertising or third-party tracking cookies. You can remove stored data at any time by
          clearing this site's data in your browser.
        </Trans>
      </p>

      <h2>
        <Trans>5. How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          We keep account data while your account is open. Booking and payment records are kept as
          long as vendors and customers need them for their records and as the law requires.
          Technical logs are kept only for a short time.
        </Trans>
      </p>

      <h2>
        <Trans>6. Your choices</Trans>
      </h2>
      <p>
        <Trans>
          You can see and correct your details on your profile page. To receive a copy of your data,
          change your e-mail address or close your account, contact us and we will act within 30
          days.
        </Trans>
      </p>

      <h2>
        <Trans>7. Security</Trans>
      </h2>
      <p>
        <Trans>
          We protect your data with hashed passwords, access checks on every request and encrypted
          connections. No system is perfectly secure; please keep your password private.
        </Trans>
      </p>

      <h2>
        <Trans>8. Children</Trans>
      </h2>
      <p>
        <Trans>
          Baraat is meant for adults. Accounts may only be created by people aged 18 or over.
        </Trans>
      </p>

      <h2>
        <Trans>9. Changes and contact</Trans>
      </h2>
      <p>
        <Trans>
          We may update this policy; the date above shows the latest version. Questions about your
          privacy are welcome through our <Link to={paths.contactUs}>Contact Us</Link> page.
        </Trans>
      </p>
    </article>
  );
}
