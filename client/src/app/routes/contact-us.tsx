import { formatTimeRange } from '@baraat/shared/domain/format';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactUsRoute() {
  return (
    <section className="page static-page" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact Us</h1>
      <p className="lead">
        Questions about a booking, a vendor or your account? Send us a message and we will reply
        within 24 hours.
      </p>
      <div className="contact-layout">
        <ContactForm />
        <aside className="info-panel" aria-labelledby="hours-title">
          <h2 id="hours-title">Business hours</h2>
          <p>
            Mon-Fri {formatTimeRange('09:00', '18:00')}, Sat {formatTimeRange('10:00', '16:00')} PKT
          </p>
          <h2>Replies within 24 hours</h2>
          <p>Every message is read by our support team, and we reply within 24 hours.</p>
          <h2>Quick answers</h2>
          <p>
            Many questions about booking, payments and vendors are answered in our{' '}
            <Link to={paths.faq}>Frequently Asked Questions</Link>.
          </p>
          <p>
            Own a wedding business? Choose <strong>Become a Vendor</strong> as the subject, or{' '}
            <Link to={paths.businessSignup}>register your business</Link> directly.
          </p>
        </aside>
      </div>
    </section>
  );
}
