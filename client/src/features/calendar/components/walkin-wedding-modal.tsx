// Walk-in wedding (docs/product/weddings.md#the-owner-answers): a family at the counter books
// several events at once. The family's name, phone and e-mail, a title, and 1 to 7 events, with
// the running total of their packages; saved on the device and in the outbox as one change
// (create-walkin-wedding.ts), so it works with no signal. What stops a save is said beside its
// field and next to Save, the focus on the first (docs/product/texts.md#forms), and keeps
// everything typed.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatPkr } from '@baraat/shared/domain/format';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import { WEDDING_EVENTS_MAX } from '@baraat/shared/schemas/weddings';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { queueWalkInWedding } from '../api/create-walkin-wedding';
import { useWalkInPackages } from '../api/get-walkin-packages';
import { HallsModal, WalkInFoot } from './form-parts';
import { FunctionHoursWarning } from './function-hours-warning';
import { useQueuedSave } from './use-queued-save';
import { useWeddingForm } from './use-wedding-form';
import { WeddingEventFields } from './walkin-wedding-event';
import { canAddEvent, newEvent, type WeddingValues, weddingTotal } from './walkin-wedding-values';

interface WalkInWeddingProps {
  ownerId: number;
  /** The business's city: events at new times ending late there are warned of. */
  cityId: number;
  date: string;
  onClose: () => void;
}

/** The dialog: its form once the halls on the device are read. */
export const WalkInWeddingModal = (props: WalkInWeddingProps) => (
  <HallsModal ownerId={props.ownerId} labelledBy="walkin-wedding-title" onClose={props.onClose}>
    {(halls) => <WeddingForm {...props} halls={halls} />}
  </HallsModal>
);

function WeddingForm(props: WalkInWeddingProps & { halls: CalendarWorker[] }) {
  const { ownerId, cityId, date, onClose, halls } = props;
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  // The calendar's chosen day, or today when that has passed (ISO days sort as text).
  const first = [date, today].sort()[1]!;
  const packages = useWalkInPackages(ownerId);
  const limits = { today, halls, packages: packages.data };
  const initial: WeddingValues = {
    title: '',
    customer_name: '',
    customer_phone: '',
    customer_email: '',
    description: '',
    events: [newEvent(0, first, halls)],
  };
  const form = useWeddingForm(initial, limits);
  const { values, errors } = form;
  const { refusal, saving, submit } = useQueuedSave(
    form,
    (data) => queueWalkInWedding(ownerId, data, packages.data ?? []),
    { what: 'Walk-in wedding', failed: t`Failed to save the walk-in wedding` },
    onClose,
  );
  // An event added is where the owner goes next: its first field takes the focus; when one is
  // removed, the focus goes to Add another event.
  const moved = useRef<'added' | 'removed' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const count = values.events.length;
  const lastKey = values.events[count - 1]!.key;
  // After every render: only the render that added or removed an event has something to do.
  useLayoutEffect(() => {
    if (moved.current === 'added') {
      document.querySelector<HTMLElement>(`#wedding-event-${lastKey} select`)?.focus();
    } else if (moved.current === 'removed') addButton.current?.focus();
    moved.current = null;
  });

  const required = i18n._(WALKIN_TEXTS.required);
  const missing = Object.values(errors).some(
    (text) => text === WALKIN_TEXTS.required || text === required,
  );
  const summary = refusal ?? (missing ? required : errors.events);
  const total = weddingTotal(values.events, packages.data);
  const amount = formatPkr(total);
  const most = WEDDING_EVENTS_MAX;
  const bind = (field: 'title' | 'customer_name' | 'customer_phone' | 'customer_email') => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
    error: errors[field],
  });

  return (
    <form ref={form.formRef} className="form calendar-write-form" onSubmit={submit} noValidate>
      <h2 id="walkin-wedding-title">
        <Trans>Walk-in wedding</Trans>
      </h2>
      <TextField
        label={t`Family name`}
        required
        autoFocus
        maxLength={100}
        autoComplete="off"
        {...bind('customer_name')}
      />
      <TextField label={t`Phone`} type="tel" autoComplete="off" {...bind('customer_phone')} />
      <TextField label={t`Email`} type="email" autoComplete="off" {...bind('customer_email')} />
      <TextField
        label={t`Title`}
        required
        maxLength={100}
        placeholder={t`Ayesha & Bilal's wedding`}
        autoComplete="off"
        {...bind('title')}
      />
      {halls.length === 0 && (
        <p className="muted">
          <Trans>Add a hall or team on the Halls or Workers tab first.</Trans>
        </p>
      )}
      {values.events.map((event, index) => (
        <WeddingEventFields
          key={event.key}
          ownerId={ownerId}
          index={index}
          count={count}
          event={event}
          otherSlots={values.events.flatMap((other) =>
            other.key !== event.key && other.slot_id ? [other.slot_id] : [],
          )}
          errors={errors}
          limits={limits}
          packages={packages.data}
          onChange={(change) => form.setEvent(index, change)}
          onRemove={() => {
            moved.current = 'removed';
            form.removeEvent(index);
          }}
        />
      ))}
      <button
        ref={addButton}
        type="button"
        className="button button-secondary"
        disabled={!canAddEvent(values.events)}
        onClick={() => {
          moved.current = 'added';
          form.addEvent();
        }}
      >
        <Trans>Add another event</Trans>
      </button>
      {!canAddEvent(values.events) && (
        <p className="muted">
          <Trans>A wedding has at most {most} events.</Trans>
        </p>
      )}
      <FunctionHoursWarning
        still={t`The wedding is still saved.`}
        cityId={cityId}
        endTimes={values.events.filter((event) => !event.slot_id).map((event) => event.end_time)}
      />
      {packages.isError && (
        <p className="muted">
          <Trans>Packages can be chosen when there is signal.</Trans>
        </p>
      )}
      <p className="booking-total" aria-live="polite">
        <Trans>
          Total{' '}
          <strong>
            <bdi>{amount}</bdi>
          </strong>
          <span className="muted">
            {' '}
            (<Plural value={count} one="# event" other="# events" />)
          </span>
        </Trans>
      </p>
      <TextAreaField
        label={t`Notes`}
        maxLength={1000}
        rows={2}
        value={values.description}
        onChange={(e) => form.set('description', e.target.value)}
        error={errors.description}
      />
      <WalkInFoot
        saving={saving}
        save={t`Save walk-in wedding`}
        summary={summary}
        onClose={onClose}
      />
    </form>
  );
}
