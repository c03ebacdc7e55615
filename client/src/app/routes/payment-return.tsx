import { formatPkr } from '@baraat/shared/domain/format';
import {
  CHECKOUT_PROVIDER_LABELS,
  CHECKOUT_TEXTS,
  type Checkout,
  type CheckoutStatus,
} from '@baraat/shared/schemas/checkouts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { link, paths } from '@/config/paths';
import { useCheckout } from '@/features/checkouts/api/get-checkout';
import { PayFlow } from '@/features/checkouts/components/pay-flow';
import { targetOf } from '@/features/checkouts/components/target';
import { i18n } from '@/lib/i18n';
import '@/styles/checkouts.css';

const REFERENCE = /^[A-Za-z0-9]{1,20}$/;

const OUTCOMES: Record<CheckoutStatus, (checkout: Checkout) => { title: string; text: string }> = {
  pending: () => ({
    title: i18n._(CHECKOUT_TEXTS.pendingTitle),
    text: i18n._(CHECKOUT_TEXTS.pendingText),
  }),
  paid: (checkout) => ({
    title: i18n._(CHECKOUT_TEXTS.paidTitle),
    text: CHECKOUT_TEXTS.paidText(formatPkr(checkout.amount), checkout.business_name, i18n._),
  }),
  failed: () => ({
    title: i18n._(CHECKOUT_TEXTS.failedTitle),
    text: i18n._(CHECKOUT_TEXTS.failedText),
  }),
  expired: () => ({
    title: i18n._(CHECKOUT_TEXTS.expiredTitle),
    text: i18n._(CHECKOUT_TEXTS.expiredText),
  }),
};

/** /payments/return/{reference}: where the provider sends the customer back
 * (docs/product/online-payments.md#paying-online). It reads the checkout, never the address's
 * word on the outcome, and asks again every 2 s while the provider has not confirmed it. */
export default function PaymentReturnRoute() {
  const { i18n } = useLingui();
  const { reference = '' } = useParams();
  const known = REFERENCE.test(reference);
  const checkout = useCheckout(known ? reference : '');
  if (!known || !checkout.data) {
    const missing = !known || (checkout.status === 'error' && checkout.error.status === 404);
    return (
      <section className="page narrow payment-return">
        <h1>
          <Trans>Payment</Trans>
        </h1>
        {missing ? (
          <Alert tone="error">{i18n._(CHECKOUT_TEXTS.notFound)}</Alert>
        ) : checkout.status === 'error' ? (
          <RetryAlert onRetry={() => void checkout.refetch()}>
            {checkout.error.detail ?? i18n._(CHECKOUT_TEXTS.loadFailed)}
          </RetryAlert>
        ) : (
          <Spinner label={i18n._(CHECKOUT_TEXTS.loading)} />
        )}
        <div className="button-row">
          <Link className="button button-secondary" to={paths.customerDashboard}>
            {i18n._(CHECKOUT_TEXTS.backToDashboard)}
          </Link>
        </div>
      </section>
    );
  }
  return <Outcome checkout={checkout.data} />;
}

function Outcome({ checkout }: { checkout: Checkout }) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const { status } = checkout;
  // Each outcome takes the focus as it arrives, so a screen reader reads it out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows the status
  useEffect(() => heading.current?.focus(), [status]);
  const { title, text } = OUTCOMES[status](checkout);
  const back =
    checkout.wedding_id !== null ? (
      <Link className="button button-secondary" to={link.customerWedding(checkout.wedding_id)}>
        {i18n._(CHECKOUT_TEXTS.backToWedding)}
      </Link>
    ) : (
      <Link className="button button-secondary" to={paths.customerDashboard}>
        {i18n._(CHECKOUT_TEXTS.backToDashboard)}
      </Link>
    );
  return (
    <section className="page narrow payment-return" aria-labelledby="payment-return-title">
      <h1 id="payment-return-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {status === 'pending' ? <Spinner label={text} /> : <p>{text}</p>}
      <dl>
        <dt>
          <Trans>For</Trans>
        </dt>
        <dd>{checkout.title}</dd>
        <dt>
          <Trans>Business</Trans>
        </dt>
        <dd>{checkout.business_name}</dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <bdi>{formatPkr(checkout.amount)}</bdi>
        </dd>
        <dt>
          <Trans>Method</Trans>
        </dt>
        <dd>{CHECKOUT_PROVIDER_LABELS[checkout.provider]}</dd>
        <dt>
          <Trans>Reference</Trans>
        </dt>
        <dd>{checkout.reference}</dd>
      </dl>
      {(status === 'failed' || status === 'expired') && (
        <PayFlow target={targetOf(checkout)} kind={checkout.kind} />
      )}
      <div className="button-row">
        {status === 'paid' && checkout.payment_id !== null && (
          <Link className="button" to={link.receipt(checkout.payment_id)}>
            <Trans>Receipt</Trans>
          </Link>
        )}
        {back}
      </div>
    </section>
  );
}
