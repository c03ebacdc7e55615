// Walk-in (docs/product/calendar.md#the-calendar-screen, docs/product/business-desk.md#what-a-business-holds, docs/product/texts.md#limits): someone at the venue books on the spot. Name, times and hall or
// team are required ('Please fill in all required fields'); people up to the hall's capacity
// and the package's most guests (50 where neither says more, domain/people.ts), told beside
// the field before anything is queued; phone, e-mail and notes optional. Given an open slot it converts that slot, keeping its date and times. It
// only writes the device's copy and the outbox, so it works with no signal.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { peopleLimit } from '@baraat/shared/domain/people';
import { slotChoiceLabel } from '@baraat/shared/domain/slot-labels';
import { DEFAULT_SLOT_TIME, lastSlotDate } from '@baraat/shared/domain/slot-times';
import type { OwnerSlot } from '@baraat/shared/schemas/slots';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import { Trans, useLingui } from '@lingui/react/macro';
import { DateField } from '@/components/ui/date-field';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { useForm } from '@/lib/use-form';
import { timeProblems } from '../api/check-on-device';
import { queueWalkIn } from '../api/create-walkin';
import { useWalkInPackages } from '../api/get-walkin-packages';
import { ChoiceField, HallsModal, hallChoices, packageChoices, WalkInFoot } from './form-parts';
import { FunctionHoursWarning } from './function-hours-warning';
import { TimeField } from './time-field';
import { useQueuedSave } from './use-queued-save';

type Values = {
  slot_id: string;
  date: string;
  start_time: string;
  end_time: string;
  worker_id: string;
  customer_name: string;
  number_of_people: string;
  customer_phone: string;
  customer_email: string;
  package_id: string;
  description: string;
};

const RULES = {
  schema: () => import('@baraat/shared/schemas/walkins').then((s) => s.walkInSchema),
  payload: ({ slot_id, date, start_time, end_time, package_id, ...rest }: Values) => ({
    ...rest,
    package_id: package_id || null,
    // A converted slot is named by its id; its times are the server's to keep.
    ...(slot_id
      ? { slot_id }
      : {
          date: date || undefined,
          start_time: start_time || undefined,
          end_time: end_time || undefined,
        }),
    type: 'walkin',
    status: 'confirmed',
  }),
  extra: (values: Values) => (values.slot_id ? {} : timeProblems(values, todayInPakistan())),
  show: 'submit',
} as const;

interface WalkInProps {
  ownerId: number;
  /** The business's city: a walk-in at new times ending late there is warned of. */
  cityId: number;
  date: string;
  /** An open slot to convert to a walk-in. */
  slot?: OwnerSlot | undefined;
  onClose: () => void;
}

export function WalkInModal(props: WalkInProps) {
  return (
    <HallsModal ownerId={props.ownerId} labelledBy="walkin-title" onClose={props.onClose}>
      {(halls) => <WalkInForm {...props} halls={halls} />}
    </HallsModal>
  );
}

function WalkInForm({
  ownerId,
  cityId,
  date,
  slot,
  onClose,
  halls,
}: WalkInProps & { halls: CalendarWorker[] }) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const packages = useWalkInPackages(ownerId);
  // The limit the server will apply, from the halls on the device and the packages fetched.
  const limitOf = (values: Values) =>
    peopleLimit(
      {
        resource: halls.find((hall) => String(hall.worker_id) === values.worker_id),
        package: packages.data?.find((p) => String(p.package_id) === values.package_id),
      },
      undefined,
      i18n._,
    );
  const tooMany = (values: Values): Record<string, string> => {
    const limit = limitOf(values);
    return Number(values.number_of_people) > limit.max ? { number_of_people: limit.text } : {};
  };
  const form = useForm<Values, Awaited<ReturnType<typeof RULES.schema>>>(
    {
      slot_id: slot ? String(slot.slot_id) : '',
      date: slot?.date ?? (date < today ? today : date),
      start_time: slot?.start_time ?? DEFAULT_SLOT_TIME.start_time,
      end_time: slot?.end_time ?? DEFAULT_SLOT_TIME.end_time,
      // With one hall or team, it is the only answer, so it is chosen already.
      worker_id: String(slot?.worker_id ?? (halls.length === 1 ? halls[0]!.worker_id : '')),
      customer_name: '',
      number_of_people: '1',
      customer_phone: '',
      customer_email: '',
      package_id: '',
      description: '',
    },
    { ...RULES, extra: (values) => ({ ...RULES.extra(values), ...tooMany(values) }) },
  );
  const { refusal, saving, submit } = useQueuedSave(
    form,
    (data) => {
      const chosen = packages.data?.find((p) => p.package_id === data.package_id);
      return queueWalkIn(ownerId, data, chosen?.package_name ?? null);
    },
    { what: 'Walk-in', failed: t`Failed to create walk-in appointment` },
    onClose,
  );
  const { values, set } = form;
  // A slot that belongs to a hall or team is converted in it: nothing to ask.
  const slotHall = slot?.worker_id ? halls.find((hall) => hall.worker_id === slot.worker_id) : null;
  const required = i18n._(WALKIN_TEXTS.required);
  const missing = Object.values(form.shown).some(
    (text) => text === WALKIN_TEXTS.required || text === required,
  );
  const summary = refusal ?? (missing ? required : undefined);

  return (
    <form ref={form.formRef} className="form calendar-write-form" onSubmit={submit} noValidate>
      <h2 id="walkin-title">{slot ? t`Convert to walk-in` : t`Walk-in`}</h2>
      <TextField
        label={t`Customer name`}
        required
        autoFocus
        maxLength={100}
        autoComplete="off"
        {...form.bind('customer_name')}
      />
      {slot ? (
        <p>
          {slotChoiceLabel(
            { ...slot, hall_name: slotHall?.name ?? slot.worker_name },
            { date: 'full' },
          )}
        </p>
      ) : (
        <>
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
              onChange={(value) => set('start_time', value)}
              error={form.shown.start_time}
            />
            <TimeField
              label={t`End time`}
              required
              value={values.end_time}
              onChange={(value) => set('end_time', value)}
              error={form.shown.end_time}
            />
          </div>
          <FunctionHoursWarning
            still={t`The walk-in is still saved.`}
            cityId={cityId}
            endTimes={[values.end_time]}
          />
        </>
      )}
      {!slotHall && (
        <>
          <ChoiceField
            label={t`Hall or team`}
            required
            none={t`Choose a hall or team`}
            choices={hallChoices(halls)}
            {...form.bind('worker_id')}
          />
          {halls.length === 0 && (
            <p className="muted">
              <Trans>Add a hall or team on the Halls or Workers tab first.</Trans>
            </p>
          )}
        </>
      )}
      <TextField
        label={t`Number of people`}
        type="number"
        inputMode="numeric"
        min={1}
        max={limitOf(values).max}
        required
        {...form.bind('number_of_people')}
      />
      <TextField label={t`Phone`} type="tel" autoComplete="off" {...form.bind('customer_phone')} />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="off"
        {...form.bind('customer_email')}
      />
      <ChoiceField
        label={t`Package`}
        none={t`No package`}
        choices={packageChoices(packages.data)}
        {...form.bind('package_id')}
      />
      {packages.isError && (
        <p className="muted">
          <Trans>Packages can be chosen when there is signal.</Trans>
        </p>
      )}
      <TextAreaField label={t`Notes`} maxLength={1000} rows={2} {...form.bind('description')} />
      <WalkInFoot saving={saving} save={t`Save walk-in`} summary={summary} onClose={onClose} />
    </form>
  );
}
