import { formatDate } from '@baraat/shared/domain/format';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function TermsConditionsRoute() {
  return (
    <article className="page static-page prose" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms &amp; Conditions</h1>
      <p className="muted">
        Last updated: <time dateTime="2025-07-21">{formatDate('2025-07-21')}</time>
      </p>
      <p>
        These terms govern your use of Baraat, a marketplace for wedding and event vendors in
        Pakistan. By creating an account or using Baraat you accept them, together with our{' '}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>

      <h2>1. Accounts</h2>
      <p>
        You must be 18 or over and give accurate details. You are responsible for everything done
        with your account; keep your password private and tell us at once if you suspect misuse.
      </p>

      <h2>2. Baraat's role</h2>
      <p>
        Baraat connects customers with independent vendors. The agreement for a service is between
        the customer and the vendor; Baraat is not a party to it and does not provide the services
        itself. We help resolve complaints, but the vendor is responsible for the service it
        delivers.
      </p>

      <h2>3. Bookings</h2>
      <p>
        A booking request is not confirmed until the vendor accepts it. A customer may cancel a
        request while it is pending. Changes, cancellations and refunds after confirmation follow
        the terms agreed with the vendor, which the vendor must explain before taking an advance.
      </p>

      <h2>4. Prices and payments</h2>
      <p>
        Prices are set by vendors in Pakistani rupees (PKR) and may depend on the date, guest count
        and extras. Customers pay vendors directly; a small service fee applies to bookings. Payment
        records shown on Baraat are entered by the vendor.
      </p>

      <h2>5. Vendors</h2>
      <p>
        Vendors must hold the licences their business needs, describe their services, prices and
        availability truthfully, use only photos they have the right to publish, and honour the
        bookings they accept.
      </p>

      <h2>6. Reviews and content</h2>
      <p>
        Reviews must be honest and based on a confirmed booking. You may not post content that is
        false, abusive, discriminatory, or that infringes another person's rights. You allow Baraat
        to display the content you publish on the service, and we may remove content that breaks
        these terms.
      </p>

      <h2>7. Acceptable use</h2>
      <p>
        Do not use Baraat for fraud or spam, copy listings in bulk, interfere with the service or
        its security, or contact other users for anything other than their bookings and events. We
        may suspend or close accounts that break these terms.
      </p>

      <h2>8. Liability</h2>
      <p>
        Baraat is provided as is. To the extent the law allows, Baraat is not liable for a vendor's
        services, for indirect losses, or for interruptions of the service beyond our reasonable
        control.
      </p>

      <h2>9. Law, changes and contact</h2>
      <p>
        These terms are governed by the laws of Pakistan. We may update them; the date above shows
        the latest version, and continuing to use Baraat means you accept it. Questions are welcome
        through our <Link to={paths.contactUs}>Contact Us</Link> page.
      </p>
    </article>
  );
}
