// The owner's wedding view (docs/product/weddings.md): the family, the events with Accept all
// and Decline all, the payment plan and its editor, and the payments with Record payment. It
// opens offline from the device's copy; answering and planning wait for the signal, a payment
// does not (it is queued).
import { formatPkr } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { HoldBadge } from '@/components/hold-badge';
import { Alert } from '@/components/ui/alert';
import { EmailAddress } from '@/components/ui/email-address';
import { useDeskCan } from '@/lib/desk-role';
import type { ResourceNoun } from '@/lib/resource-words';
import { useSavePlan } from '../api/wedding-writes';
import { pendingEvents, takesPayments } from '../wedding-view';
import { AcceptAllDialog } from './accept-all-dialog';
import { DeclineAllDialog } from './decline-all-dialog';
import { PlanEditor } from './plan-editor';
import { PlanView } from './plan-view';
import { RecordPaymentDialog } from './record-payment-dialog';
import { WeddingEvents } from './wedding-events';
import { useQueuedPayments, WeddingPayments } from './wedding-payments';

/** Translated where shown. */
export const NEEDS_SIGNAL = msg`Answering and changing the plan need a connection.`;

type Open = 'accept' | 'decline' | 'payment' | null;

function Family({ wedding }: { wedding: Wedding }) {
  const { t } = useLingui();
  return (
    <dl className="wedding-facts">
      <div>
        <dt>
          <Trans>Family</Trans>
        </dt>
        <dd>
          <bdi translate="no">{wedding.customer_name}</bdi>
          {wedding.is_walkin && <span className="status status-walkin"> {t`Walk-in`}</span>}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>
          {wedding.customer_phone ? (
            <a href={`tel:${wedding.customer_phone}`}>{wedding.customer_phone}</a>
          ) : (
            '—'
          )}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd className="wedding-email">
          {wedding.customer_email ? <EmailAddress address={wedding.customer_email} link /> : '—'}
        </dd>
      </div>
    </dl>
  );
}

function Totals({ wedding }: { wedding: Wedding }) {
  const { t, i18n } = useLingui();
  const figures: [string, MessageDescriptor, number][] = [
    ['total', msg`Total`, wedding.total],
    ['paid', msg`Paid`, wedding.paid],
    ['outstanding', msg`Outstanding`, wedding.outstanding],
    ['unscheduled', msg`Not in the plan`, wedding.unscheduled],
  ];
  return (
    <dl className="wedding-totals" aria-label={t`Totals`}>
      {figures.map(([key, label, amount]) => (
        <div key={key}>
          <dt>{i18n._(label)}</dt>
          <dd>{formatPkr(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function WeddingDesk({
  ownerId,
  wedding,
  offline,
  isHall,
  resourceNoun,
}: {
  ownerId: number;
  wedding: Wedding;
  /** Shown from the device's copy: the server could not be reached. */
  offline: boolean;
  isHall: boolean;
  resourceNoun: ResourceNoun;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [planning, setPlanning] = useState(false);
  // The plan is the owner's and the manager's (docs/product/accounts.md#what-each-role-may-do).
  const mayPlan = useDeskCan('plans');
  const savePlan = useSavePlan(ownerId, wedding.wedding_id);
  const queued = useQueuedPayments(ownerId, wedding.wedding_id) ?? [];
  const waiting = pendingEvents(wedding).length;
  const payable = takesPayments(wedding);
  const close = () => setOpen(null);
  const { i18n } = useLingui();
  const needsSignal = i18n._(NEEDS_SIGNAL);

  return (
    <>
      {offline && (
        <Alert tone="warning">
          <Trans>You are offline: this is the wedding as last seen. {needsSignal}</Trans>
        </Alert>
      )}
      <Family wedding={wedding} />
      <HoldBadge hold={wedding.hold} holdUntil={wedding.hold_until} />
      <Totals wedding={wedding} />

      <section aria-labelledby="wedding-events-title" className="wedding-section">
        <div className="toolbar">
          <h2 id="wedding-events-title">
            <Trans>Events</Trans>
          </h2>
          {waiting > 0 && (
            <div className="button-row">
              <button
                type="button"
                className="button"
                disabled={offline}
                onClick={() => setOpen('accept')}
              >
                <Trans>Accept all</Trans>
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={offline}
                onClick={() => setOpen('decline')}
              >
                <Trans>Decline all</Trans>
              </button>
            </div>
          )}
        </div>
        <WeddingEvents wedding={wedding} resourceNoun={resourceNoun} />
      </section>

      <section aria-labelledby="wedding-plan-title" className="wedding-section">
        <div className="toolbar">
          <h2 id="wedding-plan-title">
            <Trans>Payment plan</Trans>
          </h2>
          {!planning && mayPlan && (
            <button
              type="button"
              className="button button-secondary"
              disabled={offline}
              onClick={() => setPlanning(true)}
            >
              <Trans>Edit plan</Trans>
            </button>
          )}
        </div>
        {planning ? (
          <PlanEditor
            wedding={wedding}
            save={(input) => savePlan.mutateAsync(input)}
            onDone={() => setPlanning(false)}
          />
        ) : wedding.plan.length > 0 ? (
          <PlanView wedding={wedding} />
        ) : (
          <Alert tone="info">
            <Trans>No payment plan yet.</Trans>
          </Alert>
        )}
      </section>

      <section aria-labelledby="wedding-payments-title" className="wedding-section">
        <div className="toolbar">
          <h2 id="wedding-payments-title">
            <Trans>Payments</Trans>
          </h2>
          <button
            type="button"
            className="button"
            disabled={!payable}
            aria-describedby={payable ? undefined : 'wedding-payments-why'}
            onClick={() => setOpen('payment')}
          >
            <Trans>Record payment</Trans>
          </button>
        </div>
        {!payable && (
          <p id="wedding-payments-why" className="muted">
            {i18n._(WEDDING_TEXTS.noAcceptedEvent)}
          </p>
        )}
        <WeddingPayments wedding={wedding} queued={queued} />
      </section>

      {open === 'accept' && (
        <AcceptAllDialog
          ownerId={ownerId}
          wedding={wedding}
          isHall={isHall}
          resourceNoun={resourceNoun}
          onClose={close}
        />
      )}
      {open === 'decline' && (
        <DeclineAllDialog ownerId={ownerId} wedding={wedding} onClose={close} />
      )}
      {open === 'payment' && (
        <RecordPaymentDialog ownerId={ownerId} wedding={wedding} onClose={close} />
      )}
    </>
  );
}
