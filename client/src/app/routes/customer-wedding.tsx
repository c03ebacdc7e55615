import { formatDate } from '@baraat/shared/domain/format';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HoldBadge } from '@/components/hold-badge';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { VendorCity } from '@/components/ui/vendor-city';
import { link, paths } from '@/config/paths';
import { usePaymentsDue } from '@/features/checkouts/api/get-payments-due';
import { PayButton, PayPanel } from '@/features/checkouts/components/pay-flow';
import { TransferPanel } from '@/features/transfers/components/transfer-panel';
import { useWedding } from '@/features/weddings/api/get-weddings';
import { WeddingEvents } from '@/features/weddings/components/wedding-events';
import { WeddingPayments } from '@/features/weddings/components/wedding-payments';
import { WeddingPlan } from '@/features/weddings/components/wedding-plan';
import { WeddingTotals } from '@/features/weddings/components/wedding-totals';

const NOT_FOUND = msg`Wedding not found`;
const LOAD_FAILED = msg`Failed to load the wedding. Please try again.`;

/** /customer/weddings/{id}: the customer's wedding, its events, plan and payments
 * (docs/product/weddings.md#a-wedding-groups-events, docs/product/weddings.md#what-is-due). */
export default function CustomerWeddingRoute() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const wedding = useWedding(Number(id));
  const back = (
    <Link className="button button-secondary" to={paths.customerDashboard}>
      <Trans>Back to dashboard</Trans>
    </Link>
  );

  if (!wedding.data) {
    const missing = wedding.status === 'error' && wedding.error.status === 404;
    if (missing || !(/^\d+$/.test(id) && Number(id) > 0))
      return (
        <section className="page narrow">
          <h1>
            <Trans>Wedding</Trans>
          </h1>
          <Alert tone="error">{i18n._(NOT_FOUND)}</Alert>
          <div className="button-row">{back}</div>
        </section>
      );
    if (wedding.status === 'error')
      return (
        <section className="page narrow">
          <h1>
            <Trans>Wedding</Trans>
          </h1>
          <RetryAlert onRetry={() => void wedding.refetch()}>
            {wedding.error.detail ?? i18n._(LOAD_FAILED)}
          </RetryAlert>
          <div className="button-row">{back}</div>
        </section>
      );
    return <Spinner label={t`Loading wedding...`} />;
  }

  const w = wedding.data;
  const vendor = w.business_name;
  const booked = formatDate(w.booked_on);
  const requests = w.message;
  const events = t`${plural(w.events.length, { one: '# event', other: '# events' })}`;
  return (
    <article className="page wedding-page" aria-labelledby="wedding-title">
      <h1 id="wedding-title" translate="no" dir="auto">
        {w.title}
      </h1>
      <HoldBadge hold={w.hold} holdUntil={w.hold_until} />
      <p>
        <Trans>
          At{' '}
          <Link to={link.vendorProfile(w.business_slug)} translate="no">
            {vendor}
          </Link>
          <VendorCity city={w.business_city} /> · {events} · Booked{' '}
          <time dateTime={w.booked_on}>{booked}</time>
        </Trans>
      </p>
      {w.message && (
        <p className="muted">
          <Trans>
            Your requests: <bdi>{requests}</bdi>
          </Trans>
        </p>
      )}
      <WeddingTotals wedding={w} />
      <section aria-labelledby="wedding-events-title">
        <h2 id="wedding-events-title">
          <Trans>Events</Trans>
        </h2>
        <WeddingEvents events={w.events} />
      </section>
      <section aria-labelledby="wedding-plan-title">
        <h2 id="wedding-plan-title">
          <Trans>Payment plan</Trans>
        </h2>
        <WeddingPlan wedding={w} />
      </section>
      <section aria-labelledby="wedding-payments-title">
        <h2 id="wedding-payments-title">
          <Trans>Payments</Trans>
        </h2>
        <WeddingPayments payments={w.payments} />
      </section>
      {w.accepted_on !== null && <PayActions weddingId={w.wedding_id} />}
      <div className="button-row">{back}</div>
    </article>
  );
}

/** Pay online when the wedding owes a payment now (docs/product/online-payments.md#paying-online),
 * and pay by transfer (docs/product/payments.md#bank-transfer-and-raast), each opened on demand. */
function PayActions({ weddingId }: { weddingId: number }) {
  const [open, setOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const owed = usePaymentsDue().data?.due.find((item) => item.wedding_id === weddingId);
  return (
    <>
      <div className="button-row">
        {owed && (
          <PayButton
            kind={owed.kind}
            open={paying}
            onToggle={() => setPaying(!paying)}
            small={false}
          />
        )}
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <Trans>Pay by transfer</Trans>
        </button>
      </div>
      {owed && paying && <PayPanel target={{ wedding_id: weddingId }} />}
      {open && <TransferPanel target={{ wedding_id: weddingId }} />}
    </>
  );
}
