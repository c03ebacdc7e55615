import { formatDate } from '@baraat/shared/domain/format';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function TermsConditionsRoute() {
  const updated = formatDate('2025-07-21');
  return (
    <article className="page static-page prose" aria-labelledby="terms-title">
      <h1 id="terms-title">
        <Trans>Terms &amp; Conditions</Trans>
      </h1>
      <p className="muted">
        <Trans>
          Last updated: <time dateTime="2025-07-21">{updated}</time>
        </Trans>
      </p>
      <p>
        <Trans>
          These terms govern your use of Baraat, a marketplace for wedding and event vendors in
          Pakistan. By creating an account or using Baraat you accept them, together with our{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>1. Accounts</Trans>
      </h2>
      <p>
        <Trans>
          You must be 18 or over and give accurate details. You are responsible for everything done
          with your account; keep your password private and tell us at once if you suspect misuse.
        </Trans>
      </p>

      <h2>
        <Trans>2. Baraat's role</Trans>
      </h2>
      <p>
        <Trans>
          Baraat connects customers with independent vendors. The agreement for a service is between
          the customer and the vendor; Baraat is not a party to it and does not provide the services
          itself. We help resolve complaints, but the vendor is responsible for the service it
          delivers.
        </Trans>
      </p>

      <h2>
        <Trans>3. Bookings</Trans>
      </h2>
      <p>
        <Trans>
          A booking request is not confirmed until the vendor accepts it. A customer may cancel a
          request while it is pending. Changes, cancellations and refunds after confirmation follow
          the terms agreed with the vendor, which the vendor must explain before taking an advance.
        </Trans>
      </p>

      <h2>
        <Trans>4. Prices and payments</Trans>
      </h2>
      <p>
        <Trans>
          Prices are set by vendors in Pakistani rupees (PKR) and may depend on the date, guest
          count and extras. Customers pay vendors directly; a small service fee applies to bookings.
          Payment records shown on Baraat are entered by the vendor.
        </Trans>
      </p>

      <h2>
        <Trans>5. Vendors</Trans>
      </h2>
      <p>
        <Trans>
          Vendors must hold the licences their business needs, describe their services, prices and
          availability truthfully, use only photos they have the right to publish, and honour the
          bookings they accept.
        </Trans>
      </p>

      <h2>
        <Trans>6. Reviews and content</Trans>
      </h2>
      <p>
        <Trans>
          Reviews must be honest and based on a confirmed booking. You may not post content that is
          false, abusive, discriminatory, or that infringes another person's rights. You allow
          Baraat to display the content you publish on the service, and we may remove content that
          breaks these terms.
        </Trans>
      </p>

      <h2>
        <Trans>7. Acceptable use</Trans>
      </h2>
      <p>
        <Trans>
          Do not use Baraat for fraud or spam, copy listings in bulk, interfere with the service or
          its security, or contact other users for anything other than their bookings and events. We
          may suspend or close accounts that break these terms.
        </Trans>
      </p>

      <h2>
        <Trans>8. Liability</Trans>
      </h2>
      <p>
        <Trans>
          Baraat is provided as is. To the extent the law allows, Baraat is not liable for a
          vendor's services, for indirect losses, or for interruptions of the service beyond our
          reasonable control.
        </Trans>
      </p>

      <h2>
        <Trans>9. Law, changes and contact</Trans>
      </h2>
      <p>
        <Trans>
          These terms are governed by the laws of Pakistan. We may update them; the date above shows
          the latest version, and continuing to use Baraat means you accept it. Questions are
          welcome through our <Link to={paths.contactUs}>Contact Us</Link> page.
        </Trans>
      </p>
    </article>
  );
}
