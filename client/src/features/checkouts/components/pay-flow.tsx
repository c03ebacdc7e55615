// Paying online (docs/product/online-payments.md#paying-online): a Pay button that opens "Pay
// with" and a button per provider taking payments now; the one chosen starts a checkout and the
// browser is sent to the provider's hosted page with the form the server gave. A refusal shows
// the server's reason and the choice stays, to try again. Online only: offline the button waits.
import {
  CHECKOUT_PROVIDER_LABELS,
  CHECKOUT_TEXTS,
  type CheckoutProvider,
  type DueKind,
  PAY_LABELS,
  type StartedCheckout,
} from '@baraat/shared/schemas/checkouts';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/lib/connection';
import type { ApiError } from '@/lib/http';
import { usePaymentsDue } from '../api/get-payments-due';
import { type CheckoutTarget, useStartCheckout } from '../api/start-checkout';
import '@/styles/checkouts.css';

/** The Pay button alone, for a screen that shows its panel elsewhere (a booking card). */
export function PayButton({
  kind,
  open,
  onToggle,
  small = true,
}: {
  kind: DueKind;
  open: boolean;
  onToggle: () => void;
  /** Small beside a card's other actions; full size among a page's. */
  small?: boolean;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  return (
    <>
      <button
        type="button"
        className={small ? 'button button-small' : 'button'}
        aria-expanded={open}
        disabled={!online}
        onClick={onToggle}
      >
        {i18n._(PAY_LABELS[kind])}
      </button>
      {!online && <span className="muted pay-offline">{i18n._(CHECKOUT_TEXTS.needsSignal)}</span>}
    </>
  );
}

/** The Pay button with its panel under it. */
export function PayFlow({ target, kind }: { target: CheckoutTarget; kind: DueKind }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="pay-flow">
      <div className="button-row">
        <PayButton kind={kind} open={open} onToggle={() => setOpen(!open)} />
      </div>
      {open && <PayPanel target={target} />}
    </div>
  );
}

const refusalOf = (error: ApiError, translate: (text: string) => string) =>
  error.detail ?? error.issues[0]?.msg ?? translate(CHECKOUT_TEXTS.couldNotStart);

/** "Pay with": the providers taking payments now, or why none can. */
export function PayPanel({ target }: { target: CheckoutTarget }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const due = usePaymentsDue();
  const start = useStartCheckout();
  const online = useOnline();
  // Opened by its button: the panel's title takes the focus, so the choice is read next.
  useEffect(() => title.current?.focus(), []);

  const body = () => {
    if (due.isPending) return <Spinner label={i18n._(CHECKOUT_TEXTS.loadingDue)} />;
    if (due.isError)
      return (
        <RetryAlert onRetry={() => void due.refetch()}>
          {i18n._(CHECKOUT_TEXTS.loadDueFailed)}
        </RetryAlert>
      );
    if (start.data) return <SendToProvider started={start.data} onBack={start.reset} />;
    if (due.data.providers.length === 0) return <p>{i18n._(CHECKOUT_TEXTS.noProviders)}</p>;
    return (
      <>
        <div className="button-row">
          {due.data.providers.map((provider: CheckoutProvider) => (
            <button
              key={provider}
              type="button"
              className="button button-secondary"
              disabled={!online || start.isPending}
              onClick={() => start.mutate({ target, provider })}
            >
              {CHECKOUT_PROVIDER_LABELS[provider]}
            </button>
          ))}
        </div>
        {start.isError && <Alert tone="error">{refusalOf(start.error, i18n._)}</Alert>}
      </>
    );
  };

  return (
    <section className="pay-panel" aria-labelledby={titleId}>
      <h3 id={titleId} ref={title} tabIndex={-1}>
        {i18n._(CHECKOUT_TEXTS.payWith)}
      </h3>
      {body()}
    </section>
  );
}

/** The form that takes the browser to the provider's hosted page, sent as soon as it is drawn.
 * Come back to by the browser's Back (the page kept whole), the choice is offered again. */
function SendToProvider({ started, onBack }: { started: StartedCheckout; onBack: () => void }) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && onBack();
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [onBack]);
  const { redirect, checkout } = started;
  const provider = CHECKOUT_PROVIDER_LABELS[checkout.provider];
  return (
    <form ref={form} method={redirect.method} action={redirect.url}>
      {Object.entries(redirect.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{t`Taking you to ${provider}…`}</p>
    </form>
  );
}
