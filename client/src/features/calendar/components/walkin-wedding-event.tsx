// One event of a walk-in wedding (docs/product/weddings.md#the-owner-answers): its type, day,
// new times or an open slot of that day on the device (one no other event of the wedding has
// taken, named by its hours and hall), hall or team, people and package, and its total by the
// one pricing rule.
import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { formatPkr } from '@baraat/shared/domain/format';
import { slotChoiceLabel } from '@baraat/shared/domain/slot-labels';
import { lastSlotDate } from '@baraat/shared/domain/slot-times';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { DateField } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useDatabase } from '@/lib/use-database';
import { ChoiceField, hallChoices, packageChoices } from './form-parts';
import { TimeField } from './time-field';
import {
  type DeviceLimits,
  type EventValues,
  eventPeopleLimit,
  eventTotal,
  type WeddingErrors,
} from './walkin-wedding-values';

/** The open slots of one day on the device, any hall's: an event may take one. */
function useOpenSlots(ownerId: number, date: string) {
  const db = useDatabase();
  return useLiveQuery(
    async () =>
      db && date
        ? db.calendarSlots
            .where('[owner_id+date]')
            .equals([ownerId, date])
            .filter((slot) => slot.is_available && !slot.is_reserved && !slot.is_blocked)
            .sortBy('start_time')
        : [],
    [db, ownerId, date],
  );
}

interface EventProps {
  ownerId: number;
  index: number;
  count: number;
  event: EventValues;
  /** The open slots the wedding's other events have taken: not offered again. */
  otherSlots: readonly string[];
  errors: WeddingErrors;
  limits: DeviceLimits & { halls: CalendarWorker[] };
  packages: Package[] | undefined;
  onChange: (change: Partial<EventValues>) => void;
  onRemove: () => void;
}

export function WeddingEventFields({
  ownerId,
  index,
  count,
  event,
  otherSlots,
  errors,
  limits,
  packages,
  onChange,
  onRemove,
}: EventProps) {
  const { t, i18n } = useLingui();
  const number = index + 1;
  const name = t`Event ${number}`;
  const error = (field: keyof EventValues) => errors[`events.${index}.${field}`];
  const open = (useOpenSlots(ownerId, event.date) ?? []).filter(
    (slot) => !otherSlots.includes(String(slot.slot_id)),
  );
  const taken = open.find((slot) => String(slot.slot_id) === event.slot_id);
  // An open slot of a hall stands for the hall: a refusal of the hall is told beside it.
  const slotError = error('slot_id') ?? (taken?.worker_id ? error('worker_id') : undefined);
  const total = eventTotal(event, packages);
  const bind = (field: 'number_of_people' | 'package_id' | 'event_type_id' | 'worker_id') => ({
    name: `events.${index}.${field}`,
    value: event[field],
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
    error: error(field),
  });

  return (
    <fieldset className="walkin-wedding-event" id={`wedding-event-${event.key}`}>
      <legend>{name}</legend>
      <ChoiceField
        label={t`Event type`}
        required
        none={t`Choose an event type`}
        choices={EVENT_TYPES.map((type) => ({ id: type.id, name: i18n._(type.name) }))}
        {...bind('event_type_id')}
      />
      <DateField
        label={t`Date`}
        required
        min={limits.today}
        max={lastSlotDate(limits.today)}
        name={`events.${index}.date`}
        value={event.date}
        // Another day's open slot is not this day's: the choice goes with the day.
        onChange={(e) => onChange({ date: e.target.value, slot_id: '' })}
        error={error('date')}
      />
      {open.length > 0 && (
        <SelectField
          label={t`Open slot`}
          name={`events.${index}.slot_id`}
          value={event.slot_id}
          onChange={(e) => {
            const slot = open.find((s) => String(s.slot_id) === e.target.value);
            onChange({
              slot_id: e.target.value,
              ...(slot?.worker_id ? { worker_id: String(slot.worker_id) } : {}),
            });
          }}
          error={slotError}
        >
          <option value="">{t`New times`}</option>
          {open.map((slot) => (
            <option key={slot.slot_id} value={slot.slot_id}>
              {slotChoiceLabel({ ...slot, hall_name: slot.worker_name }, { date: 'none' })}
            </option>
          ))}
        </SelectField>
      )}
      {!taken && (
        <div className="calendar-times">
          <TimeField
            label={t`Start time`}
            required
            value={event.start_time}
            onChange={(value) => onChange({ start_time: value })}
            error={error('start_time')}
          />
          <TimeField
            label={t`End time`}
            required
            value={event.end_time}
            onChange={(value) => onChange({ end_time: value })}
            error={error('end_time')}
          />
        </div>
      )}
      {!taken?.worker_id && (
        <ChoiceField
          label={t`Hall or team`}
          required
          none={t`Choose a hall or team`}
          choices={hallChoices(limits.halls)}
          {...bind('worker_id')}
        />
      )}
      <TextField
        label={t`Number of people`}
        type="number"
        inputMode="numeric"
        min={1}
        max={eventPeopleLimit(event, limits).max}
        required
        {...bind('number_of_people')}
      />
      <ChoiceField
        label={t`Package`}
        none={t`No package`}
        choices={packageChoices(packages)}
        {...bind('package_id')}
      />
      <div className="walkin-wedding-event-foot">
        <p className="muted">
          {total > 0 ? `${name}: ${formatPkr(total)}` : t`${name}: no package`}
        </p>
        {count > 1 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={onRemove}
            aria-label={t`Remove event ${number}`}
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
    </fieldset>
  );
}
