import { formatPkr } from '@baraat/shared/domain/format';
import {
  CHECKOUT_PROVIDER_LABELS,
  CHECKOUT_TEXTS,
  type Checkout,
  type CheckoutStatus,
} from '@baraat/shared/schemas/checkouts';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { useCheckout } from '@/features/checkouts/api/get-checkout';
import { PayFlow } from '@/features/checkouts/components/pay-flow';
import { targetOf } from '@/features/checkouts/components/target';
import '@/styles/checkouts.css';

const REFERENCE = /^[A-Za-z0-9]{1,20}$/;

const OUTCOMES: Record<CheckoutStatus, (checkout: Checkout) => { title: string; text: string }> = {
  pending: () => ({ title: CHECKOUT_TEXTS.pendingTitle, text: CHECKOUT_TEXTS.pendingText }),
  paid: (checkout) => ({
    title: CHECKOUT_TEXTS.paidTitle,
    text: CHECKOUT_TEXTS.paidText(formatPkr(checkout.amount), checkout.business_name),
  }),
  failed: () => ({ title: CHECKOUT_TEXTS.failedTitle, text: CHECKOUT_TEXTS.failedText }),
  expired: () => ({ title: CHECKOUT_TEXTS.expiredTitle, text: CHECKOUT_TEXTS.expiredText }),
};

/** /payments/return/{reference}: where the provider sends the customer back
 * (docs/product/online-payments.md#paying-online). It reads the checkout, never the address's
 * word on the outcome, and asks again every 2 s while the provider has not confirmed it. */
export default function PaymentReturnRoute() {
  const { reference = '' } = useParams();
  const known = REFERENCE.test(reference);
  const checkout = useCheckout(known ? reference : '');
  if (!known || !checkout.data) {
    const missing = !known || (checkout.status === 'error' && checkout.error.status === 404);
    return (
      <section className="page narrow payment-return">
        <h1>Payment</h1>
        {missing ? (
          <Alert tone="error">{CHECKOUT_TEXTS.notFound}</Alert>
        ) : checkout.status === 'error' ? (
          <RetryAlert onRetry={() => void checkout.refetch()}>
            {checkout.error.detail ?? CHECKOUT_TEXTS.loadFailed}
          </RetryAlert>
        ) : (
          <Spinner label={CHECKOUT_TEXTS.loading} />
        )}
        <div className="button-row">
          <Link className="button button-secondary" to={paths.customerDashboard}>
            {CHECKOUT_TEXTS.backToDashboard}
          </Link>
        </div>
      </section>
    );
  }
  return <Outcome checkout={checkout.data} />;
}

function Outcome({ checkout }: { checkout: Checkout }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { status } = checkout;
  // Each outcome takes the focus as it arrives, so a screen reader reads it out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows the status
  useEffect(() => heading.current?.focus(), [status]);
  const { title, text } = OUTCOMES[status](checkout);
  const back =
    checkout.wedding_id !== null ? (
      <Link className="button button-secondary" to={link.customerWedding(checkout.wedding_id)}>
        {CHECKOUT_TEXTS.backToWedding}
      </Link>
    ) : (
      <Link className="button button-secondary" to={paths.customerDashboard}>
        {CHECKOUT_TEXTS.backToDashboard}
      </Link>
    );
  return (
    <section className="page narrow payment-return" aria-labelledby="payment-return-title">
      <h1 id="payment-return-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {status === 'pending' ? <Spinner label={text} /> : <p>{text}</p>}
      <dl>
        <dt>For</dt>
        <dd>{checkout.title}</dd>
        <dt>Business</dt>
        <dd>{checkout.business_name}</dd>
        <dt>Amount</dt>
        <dd>{formatPkr(checkout.amount)}</dd>
        <dt>Method</dt>
        <dd>{CHECKOUT_PROVIDER_LABELS[checkout.provider]}</dd>
        <dt>Reference</dt>
        <dd>{checkout.reference}</dd>
      </dl>
      {(status === 'failed' || status === 'expired') && (
        <PayFlow target={targetOf(checkout)} kind={checkout.kind} />
      )}
      <div className="button-row">
        {status === 'paid' && checkout.payment_id !== null && (
          <Link className="button" to={link.receipt(checkout.payment_id)}>
            Receipt
          </Link>
        )}
        {back}
      </div>
    </section>
  );
}
