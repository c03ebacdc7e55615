import { REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import { isIsoDate } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { countsTowardTotal } from '@baraat/shared/domain/payment-plan';
import { dueWords } from '@baraat/shared/domain/plan-words';
import type { WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { PLAN_LABEL_MAX, type PlanBasis } from '@baraat/shared/schemas/weddings';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { DueKind, PlanRow, RowCheck } from '../plan-draft';
import { eventLabel } from '../wedding-view';

const BASIS_LABELS: Record<PlanBasis, string> = {
  fixed: 'Fixed',
  percent: 'Percent',
  remainder: 'Remainder',
};

const DUE_LABELS: Record<DueKind, string> = {
  on: 'On a day',
  before: 'Days before an event',
  after: 'Days after an event',
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
        )
      : null;
  // The events a date may be chosen from: those still counted, and the one already chosen.
  const choices = events.filter(
    (event) => countsTowardTotal(event) || String(event.booking_id) === row.event_id,
  );
  return (
    <fieldset className="plan-row">
      <legend>Instalment {number}</legend>
      <div className="plan-row-fields">
        <TextField
          label="Label"
          required
          maxLength={PLAN_LABEL_MAX}
          error={check.errors.label}
          {...bind('label')}
        />
        <SelectField
          label="Basis"
          value={row.basis}
          // A percentage is no amount in rupees: the figure is typed again for the new basis.
          onChange={(event) => onChange({ basis: event.target.value as PlanBasis, value: '' })}
        >
          {Object.entries(BASIS_LABELS).map(([basis, label]) => (
            <option key={basis} value={basis}>
              {label}
            </option>
          ))}
        </SelectField>
        {row.basis !== 'remainder' && (
          <TextField
            label={row.basis === 'fixed' ? 'Amount (Rs)' : 'Percent (%)'}
            inputMode="numeric"
            required
            error={check.errors.value}
            {...bind('value')}
          />
        )}
        <SelectField
          label="Due"
          value={row.due}
          onChange={(event) => onChange({ due: event.target.value as DueKind })}
        >
          {Object.entries(DUE_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </SelectField>
        {row.due === 'on' ? (
          <DateField
            label="Due date"
            required
            error={check.errors.due}
            value={row.due_on}
            onChange={(event) => onChange({ due_on: event.target.value })}
          />
        ) : (
          <>
            <TextField
              label="Days"
              inputMode="numeric"
              error={check.errors.days}
              {...bind('days')}
            />
            <SelectField
              label={row.due === 'before' ? 'Before' : 'After'}
              value={row.event_id}
              error={check.errors.due}
              onChange={(event) => onChange({ event_id: event.target.value })}
            >
              <option value="">Choose an event</option>
              {choices.map((event) => (
                <option key={event.booking_id} value={event.booking_id}>
                  {eventLabel(event)}
                  {!countsTowardTotal(event) && ` (${REQUEST_STATUS_LABEL[event.status]})`}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </div>
      <p className="plan-row-outcome" aria-live="polite">
        {`${check.amount === null ? 'Amount to come' : formatPkr(check.amount)} · ${due ? `due ${due}` : 'due date to come'}${follows ? ` · ${follows}` : ''}`}
      </p>
      <div className="button-row plan-row-moves">
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move instalment ${number} up`}
        >
          Up
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move instalment ${number} down`}
        >
          Down
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={count === 1}
          onClick={onRemove}
          aria-label={`Remove instalment ${number}`}
        >
          Remove
        </button>
      </div>
    </fieldset>
  );
}
