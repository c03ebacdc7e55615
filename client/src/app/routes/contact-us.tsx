import { formatTimeRange } from '@baraat/shared/domain/format';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactUsRoute() {
  const weekdays = formatTimeRange('09:00', '18:00');
  const saturday = formatTimeRange('10:00', '16:00');
  return (
    <section className="page static-page" aria-labelledby="contact-title">
      <h1 id="contact-title">
        <Trans>Contact Us</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Questions about a booking, a vendor or your account? Send us a message and we will reply
          within 24 hours.
        </Trans>
      </p>
      <div className="contact-layout">
        <ContactForm />
        <aside className="info-panel" aria-labelledby="hours-title">
          <h2 id="hours-title">
            <Trans>Business hours</Trans>
          </h2>
          <p>
            <Trans>
              Mon-Fri <bdi>{weekdays}</bdi>, Sat <bdi>{saturday}</bdi> PKT
            </Trans>
          </p>
          <h2>
            <Trans>Replies within 24 hours</Trans>
          </h2>
          <p>
            <Trans>Every message is read by our support team, and we reply within 24 hours.</Trans>
          </p>
          <h2>
            <Trans>Quick answers</Trans>
          </h2>
          <p>
            <Trans>
              Many questions about booking, payments and vendors are answered in our{' '}
              <Link to={paths.faq}>Frequently Asked Questions</Link>.
            </Trans>
          </p>
          <p>
            <Trans>
              Own a wedding business? Choose <strong>Become a Vendor</strong> as the subject, or{' '}
              <Link to={paths.businessSignup}>register your business</Link> directly.
            </Trans>
          </p>
        </aside>
      </div>
    </section>
  );
}
