import { REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import { isIsoDate } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { countsTowardTotal } from '@baraat/shared/domain/payment-plan';
import { dueWords } from '@baraat/shared/domain/plan-words';
import type { WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { PLAN_LABEL_MAX, type PlanBasis } from '@baraat/shared/schemas/weddings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { DueKind, PlanRow, RowCheck } from '../plan-draft';
import { eventLabel } from '../wedding-view';

const BASIS_LABELS: Record<PlanBasis, MessageDescriptor> = {
  fixed: msg`Fixed`,
  percent: msg`Percent`,
  remainder: msg`Remainder`,
};

const DUE_LABELS: Record<DueKind, MessageDescriptor> = {
  on: msg`On a day`,
  before: msg`Days before an event`,
  after: msg`Days after an event`,
};

/** One instalment of the plan editor: its fields, what it comes to, and its moves. `events` are
 * the wedding's, declined and withdrawn ones too (a saved date may still name one). */
export function PlanRowFields({
  row,
  index,
  count,
  check,
  events,
  onChange,
  onMove,
  onRemove,
}: {
  row: PlanRow;
  index: number;
  count: number;
  check: RowCheck;
  events: readonly WeddingEvent[];
  onChange: (change: Partial<PlanRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const { t, i18n } = useLingui();
  /** The live check's texts are the shared schema's: shown in the reader's language. */
  const shown = (text: string | undefined) => (text === undefined ? undefined : i18n._(text));
  const bind = (field: 'label' | 'value' | 'days') => ({
    value: row[field],
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });
  const due = check.due_on && isIsoDate(check.due_on) ? formatDate(check.due_on) : null;
  const anchor = row.due === 'on' ? null : Number(row.event_id) || null;
  // A date whose own event was declined or withdrawn follows another: say which, and why.
  const follows =
    anchor !== null && due && check.due_event_id !== anchor
      ? dueWords(
          row.due === 'before'
            ? { before_event_id: anchor, days: Number(row.days) || 0 }
            : { after_event_id: anchor, days: Number(row.days) || 0 },
          check.due_event_id,
          events,
          i18n._,
        )
      : null;
  // The events a date may be chosen from: those still counted, and the one already chosen.
  const choices = events.filter(
    (event) => countsTowardTotal(event) || String(event.booking_id) === row.event_id,
  );
  return (
    <fieldset className="plan-row">
      <legend>{t`Instalment ${number}`}</legend>
      <div className="plan-row-fields">
        <TextField
          label={t`Label`}
          required
          maxLength={PLAN_LABEL_MAX}
          error={shown(check.errors.label)}
          {...bind('label')}
        />
        <SelectField
          label={t`Basis`}
          value={row.basis}
          // A percentage is no amount in rupees: the figure is typed again for the new basis.
          onChange={(event) => onChange({ basis: event.target.value as PlanBasis, value: '' })}
        >
          {Object.entries(BASIS_LABELS).map(([basis, label]) => (
            <option key={basis} value={basis}>
              {i18n._(label)}
            </option>
          ))}
        </SelectField>
        {row.basis !== 'remainder' && (
          <TextField
            label={row.basis === 'fixed' ? t`Amount (Rs)` : t`Percent (%)`}
            inputMode="numeric"
            required
            error={shown(check.errors.value)}
            {...bind('value')}
          />
        )}
        <SelectField
          label={t`Due`}
          value={row.due}
          onChange={(event) => onChange({ due: event.target.value as DueKind })}
        >
          {Object.entries(DUE_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {i18n._(label)}
            </option>
          ))}
        </SelectField>
        {row.due === 'on' ? (
          <DateField
            label={t`Due date`}
            required
            error={shown(check.errors.due)}
            value={row.due_on}
            onChange={(event) => onChange({ due_on: event.target.value })}
          />
        ) : (
          <>
            <TextField
              label={t`Days`}
              inputMode="numeric"
              error={shown(check.errors.days)}
              {...bind('days')}
            />
            <SelectField
              label={row.due === 'before' ? t`Before` : t`After`}
              value={row.event_id}
              error={shown(check.errors.due)}
              onChange={(event) => onChange({ event_id: event.target.value })}
            >
              <option value="">{t`Choose an event`}</option>
              {choices.map((event) => (
                <option key={event.booking_id} value={event.booking_id}>
                  {eventLabel(event)}
                  {!countsTowardTotal(event) && ` (${i18n._(REQUEST_STATUS_LABEL[event.status])})`}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </div>
      <p className="plan-row-outcome" aria-live="polite">
        {`${check.amount === null ? t`Amount to come` : formatPkr(check.amount)} · ${due ? t`due ${due}` : t`due date to come`}${follows ? ` · ${follows}` : ''}`}
      </p>
      <div className="button-row plan-row-moves">
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t`Move instalment ${number} up`}
        >
          <Trans>Up</Trans>
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t`Move instalment ${number} down`}
        >
          <Trans>Down</Trans>
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={count === 1}
          onClick={onRemove}
          aria-label={t`Remove instalment ${number}`}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
    </fieldset>
  );
}
