// Add Slot (docs/product/calendar.md#the-calendar-screen, docs/product/texts.md#limits): a date from today to 3 months ahead, times on the quarter hour
// (09:00–13:00 by default), an optional hall or team, name and description. It only writes
// the device's copy and the outbox, so it works with no signal. In Punjab a slot ending after
// 22:00 is warned of, and still saved (docs/product/weddings.md#function-hours-in-punjab).

import { todayInPakistan } from '@baraat/shared/domain/dates';
import { DEFAULT_SLOT_TIME, lastSlotDate, slotName } from '@baraat/shared/domain/slot-times';
import { Trans, useLingui } from '@lingui/react/macro';
import { DateField } from '@/components/ui/date-field';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { useForm } from '@/lib/use-form';
import { timeProblems } from '../api/check-on-device';
import { queueSlot } from '../api/create-slot';
import { useHalls } from '../api/use-halls';
import { ChoiceField, hallChoices } from './form-parts';
import { FunctionHoursWarning } from './function-hours-warning';
import { TimeField } from './time-field';
import { useQueuedSave } from './use-queued-save';

type Values = {
  date: string;
  start_time: string;
  end_time: string;
  worker_id: string;
  slot_name: string;
  description: string;
};

const RULES = {
  schema: () => import('@baraat/shared/schemas/slots').then((s) => s.createSlotSchema),
  payload: (values: Values) => ({
    ...values,
    worker_id: values.worker_id || null,
    slot_name: values.slot_name.trim() || undefined,
  }),
  extra: (values: Values) => timeProblems(values, todayInPakistan()),
  show: 'submit',
} as const;

export function AddSlotModal({
  ownerId,
  cityId,
  date,
  onClose,
}: {
  ownerId: number;
  cityId: number;
  date: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const today = todayInPakistan();
  const halls = useHalls(ownerId);
  const form = useForm<Values, Awaited<ReturnType<typeof RULES.schema>>>(
    {
      date: date < today ? today : date,
      ...DEFAULT_SLOT_TIME,
      worker_id: '',
      slot_name: '',
      description: '',
    },
    RULES,
  );
  const { refusal, saving, submit } = useQueuedSave(
    form,
    (data) => queueSlot(ownerId, data),
    { what: 'Slot', failed: t`Failed to create slot` },
    onClose,
  );
  const { values } = form;

  return (
    <Modal labelledBy="add-slot-title" onClose={onClose}>
      <form ref={form.formRef} className="form calendar-write-form" onSubmit={submit} noValidate>
        <h2 id="add-slot-title">
          <Trans>Add Slot</Trans>
        </h2>
        <DateField
          label={t`Date`}
          required
          min={today}
          max={lastSlotDate(today)}
          {...form.bind('date')}
        />
        <div className="calendar-times">
          <TimeField
            label={t`Start time`}
            required
            value={values.start_time}
            onChange={(value) => form.set('start_time', value)}
            error={form.shown.start_time}
          />
          <TimeField
            label={t`End time`}
            required
            value={values.end_time}
            onChange={(value) => form.set('end_time', value)}
            error={form.shown.end_time}
          />
        </div>
        <FunctionHoursWarning
          still={t`The slot is still saved.`}
          cityId={cityId}
          endTimes={[values.end_time]}
        />
        <ChoiceField
          label={t`Hall or team`}
          none={t`None`}
          choices={hallChoices(halls)}
          {...form.bind('worker_id')}
        />
        <TextField
          label={t`Slot name`}
          placeholder={
            values.start_time && values.end_time ? slotName(values.start_time, values.end_time) : ''
          }
          hint={t`Left empty, the slot is named by its times`}
          maxLength={100}
          {...form.bind('slot_name')}
        />
        <TextAreaField
          label={t`Description`}
          maxLength={500}
          rows={2}
          {...form.bind('description')}
        />
        <FormSummary message={refusal} />
        <DialogFooter
          action={t`Add Slot`}
          busyLabel={t`Saving...`}
          busy={saving}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
