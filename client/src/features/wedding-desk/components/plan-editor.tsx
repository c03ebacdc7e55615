import { formatPkr } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { PLAN_ITEMS_MAX, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter } from '@/components/ui/modal';
import { showToast } from '@/lib/toasts';
import { useErrorFocus } from '@/lib/use-error-focus';
import { blankRow, checkPlan, defaultRows, type PlanRow, rowsOfPlan } from '../plan-draft';
import { refusalText } from './answer-dialog';
import { PlanRowFields } from './plan-row-fields';

/**
 * The plan editor (docs/product/weddings.md#the-payment-plan): rows of label, basis, amount or
 * percent and due date, checked as they are typed; Save stays disabled, saying why, until the
 * plan may be saved. `save` sends it (PUT /weddings/{id}/plan) and answers the wedding.
 */
export function PlanEditor({
  wedding,
  save,
  onDone,
}: {
  wedding: Wedding;
  save: (input: ReturnType<typeof checkPlan>['input']) => Promise<unknown>;
  onDone: () => void;
}) {
  const [rows, setRows] = useState<PlanRow[]>(() =>
    wedding.plan.length ? rowsOfPlan(wedding.plan) : defaultRows(wedding),
  );
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonId = useId();
  // The server's refusal is said next to Save and takes the focus (docs/product/texts.md#forms).
  const { ref: formRef, showErrors } = useErrorFocus();
  const check = checkPlan(rows, wedding);
  const { t, i18n } = useLingui();
  const reason = check.reason === null ? null : i18n._(check.reason);

  const change = (next: PlanRow[]) => {
    setRows(next);
    setRefusal(null);
  };
  const update = (index: number, patch: Partial<PlanRow>) =>
    change(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    change(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (check.reason) return;
    setSaving(true);
    try {
      await save(check.input);
      showToast('success', i18n._(WEDDING_TEXTS.planRecorded));
      onDone();
    } catch (failure) {
      setRefusal(refusalText(failure));
      showErrors();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="plan-editor"
      onSubmit={submit}
      noValidate
      aria-label={t`Payment plan`}
    >
      {rows.map((row, index) => (
        <PlanRowFields
          key={row.key}
          row={row}
          index={index}
          count={rows.length}
          check={check.rows[index]!}
          events={wedding.events}
          onChange={(patch) => update(index, patch)}
          onMove={(by) => move(index, by)}
          onRemove={() => change(rows.filter((_, at) => at !== index))}
        />
      ))}
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={rows.length >= PLAN_ITEMS_MAX}
          onClick={() => change([...rows, blankRow()])}
        >
          <Trans>Add instalment</Trans>
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => change(defaultRows(wedding))}
        >
          <Trans>Use the default plan</Trans>
        </button>
      </div>
      <dl className="plan-check" aria-live="polite">
        <div>
          <dt>
            <Trans>Planned</Trans>
          </dt>
          <dd>{formatPkr(check.planned)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Wedding total</Trans>
          </dt>
          <dd>{formatPkr(check.total)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Not in the plan</Trans>
          </dt>
          <dd>{formatPkr(check.unscheduled)}</dd>
        </div>
      </dl>
      {check.problems.map((problem) => (
        <Alert key={problem} tone="warning">
          {i18n._(problem)}
        </Alert>
      ))}
      <FormSummary message={refusal} />
      <DialogFooter
        action={t`Save plan`}
        busyLabel={t`Saving...`}
        busy={saving}
        disabled={check.reason !== null}
        describedBy={check.reason ? reasonId : undefined}
        onCancel={onDone}
      />
      {reason && (
        <p id={reasonId} className="field-hint plan-save-reason">
          <Trans>Cannot save yet: {reason}</Trans>
        </p>
      )}
    </form>
  );
}
