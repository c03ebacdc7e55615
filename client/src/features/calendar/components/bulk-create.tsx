// Bulk Create (docs/product/calendar.md#the-calendar-screen): a date range, days of the week, halls or teams and time slots, with
// a summary of what will be made before anything is sent. It needs the network; with none it
// says so and keeps the input. The answer lists what was created and what was skipped and
// why, then the calendar pulls the new slots. What stops it is said next to Create slots, the
// focus on the first problem (docs/product/texts.md#forms).

import { todayInPakistan } from '@baraat/shared/domain/dates';
import { lastSlotDate } from '@baraat/shared/domain/slot-times';
import type { BulkSlotsResponse } from '@baraat/shared/schemas/slots';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { toApiError } from '@/lib/http';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { createBulkSlots } from '../api/create-bulk-slots';
import { pullCalendar } from '../api/pull-calendar';
import { useCalendarResources } from '../api/use-calendar-resources';
import { bulkPayload, bulkProblems, initialBulk, timesOf } from '../bulk-pattern';
import { DayPicker, HallPicker, TimeSlots } from './bulk-create-fields';
import { BulkResult, BulkSummary } from './bulk-summary';
import { FunctionHoursWarning } from './function-hours-warning';

const schema = () => import('@baraat/shared/schemas/slots').then((m) => m.bulkPatternSchema);
// Fetched with this module, so the form checks its input even once the signal has gone.
void schema().catch(() => undefined);
const NO_SIGNAL = msg`No connection: Bulk Create needs the network. Your choices are kept; try again when you are online.`;
const FAILED = msg`Failed to create bulk slots`;

export default function BulkCreate({
  ownerId,
  cityId,
  onClose,
}: {
  ownerId: number;
  /** The business's city: times ending after its function hours are warned of. */
  cityId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const resources = useCalendarResources(ownerId);
  const form = useForm(initialBulk(today), {
    schema,
    payload: bulkPayload,
    extra: (values) => bulkProblems(values, today),
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<BulkSlotsResponse | null>(null);
  // One key per input: a resend of the same input after a lost answer is stored once.
  const sent = useRef<{ body: string; key: string } | null>(null);
  useUnsavedChanges(form.dirty && result === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = await form.check();
    if (!checked.ok) return;
    const body = JSON.stringify(checked.data);
    if (sent.current?.body !== body) sent.current = { body, key: crypto.randomUUID() };
    setSending(true);
    try {
      setResult(await createBulkSlots(checked.data, sent.current.key));
      void pullCalendar(ownerId).catch(() => undefined);
    } catch (error) {
      const refused = toApiError(error);
      const fields = Object.values(refused.fieldErrors());
      setFailure(
        refused.status === 0
          ? i18n._(NO_SIGNAL)
          : fields.length > 0
            ? fields.join(' ')
            : (refused.detail ?? i18n._(FAILED)),
      );
      form.showErrors();
    } finally {
      setSending(false);
    }
  };

  const workers = resources?.workers ?? [];
  const names = new Map(workers.map((worker) => [worker.worker_id, worker.name]));
  const problems = bulkProblems(form.values, today);
  const shown = form.shown;

  return (
    <Modal labelledBy="bulk-create-title" onClose={onClose}>
      <h2 id="bulk-create-title">
        <Trans>Bulk Create</Trans>
      </h2>
      {result ? (
        <BulkResult result={result} names={names} onDone={onClose} />
      ) : (
        <form ref={form.formRef} className="form bulk-create" onSubmit={submit} noValidate>
          <div className="form-grid">
            <DateField
              label={t`Start date`}
              required
              min={today}
              max={lastSlotDate(today)}
              {...form.bind('start_date')}
            />
            <DateField
              label={t`End date`}
              required
              min={today}
              max={lastSlotDate(today)}
              {...form.bind('end_date')}
            />
          </div>
          <DayPicker days={form.values.days} onChange={(days) => form.set('days', days)} />
          <HallPicker
            workers={workers}
            isHall={resources?.isHall ?? true}
            chosen={form.values.workers}
            onChange={(chosen) => form.set('workers', chosen)}
          />
          <TimeSlots
            times={form.values.times}
            error={shown.times ?? shown.start_time ?? shown.end_time}
            onChange={(times) => form.set('times', times)}
          />
          <FunctionHoursWarning
            still={t`The slots are still created.`}
            cityId={cityId}
            endTimes={timesOf(form.values.times).map((time) => time.end_time)}
          />
          {Object.keys(problems).length === 0 && (
            <BulkSummary pattern={bulkPayload(form.values)} names={names} />
          )}
          <FormSummary message={failure ?? shown.form} />
          <DialogFooter
            action={t`Create slots`}
            busyLabel={t`Creating…`}
            busy={sending}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
