import { DEFAULT_EVENT_TYPE_ID } from '@baraat/shared/constants/catalog';
import { functionHoursRule, ruleText } from '@baraat/shared/constants/function-hours';
import { timeInPakistan, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDateWithTimes } from '@baraat/shared/domain/format';
import { personName } from '@baraat/shared/domain/names';
import { uniqueSlots } from '@baraat/shared/domain/slot-labels';
import type { VendorPackage, VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { createWeddingSchema, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { link } from '@/config/paths';
import { toApiError } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { showToast } from '@/lib/toasts';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useErrorFocus } from '@/lib/use-error-focus';
import { createBooking } from '../api/create-booking';
import { createWedding } from '../api/create-wedding';
import {
  addedEvent,
  CHOOSE_SLOT,
  canAddEvent,
  choosableSlots,
  defaultWeddingTitle,
  type EventDraft,
  eventNamedIn,
  type FormProblems,
  issuePaths,
  placeIssues,
  weddingPayload,
} from '../wedding-draft';
import { EventFields } from './event-fields';
import { WeddingTotal } from './wedding-total';

/** The toast once a single booking is sent; translated where shown. */
export const BOOKING_SUCCESS = msg`Booking request submitted successfully! You will receive a confirmation email soon.`;
const NO_PROBLEMS: FormProblems = { form: {}, events: {} };
const eventId = (key: number) => `wedding-event-${key}`;

interface BookingFormProps {
  slot: VendorSlot;
  /** The vendor's times: an added event chooses among the open ones. */
  slots: readonly VendorSlot[];
  packages: VendorPackage[];
  initialPackageId: number | null;
  mappingId: number;
  /** The business's city: Punjab's function hours are told (docs/product/weddings.md#function-hours-in-punjab). */
  cityId: number | null;
  onClose: () => void;
  onBooked: () => void;
  /** A slot was taken meanwhile (409): the vendor's times are worth asking for again. */
  onConflict?: () => void;
}

/** The booking form for one chosen time (docs/product/booking.md#booking-a-slot), in a modal
 * dialog; Add another event makes it a wedding's (docs/product/weddings.md#a-wedding-groups-events). */
export function BookingForm({
  slot,
  slots,
  packages,
  initialPackageId,
  mappingId,
  cityId,
  onClose,
  onBooked,
  onConflict,
}: BookingFormProps) {
  const { t, i18n } = useLingui();
  const user = useSessionStore((state) => state.session?.user ?? null);
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<EventDraft[]>([
    {
      key: 1,
      slotId: slot.slot_id,
      eventTypeId: DEFAULT_EVENT_TYPE_ID,
      people: '1',
      packageId: initialPackageId,
    },
  ]);
  const [title, setTitle] = useState(() => defaultWeddingTitle(user?.first_name));
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [error, setError] = useState<string>();
  const sent = useRef<{ body: string; key: string } | null>(null);
  const wedding = drafts.length > 1;
  const first = drafts[0]!;
  const firstSlot = slots.find((s) => s.slot_id === first.slotId) ?? (wedding ? null : slot);
  useUnsavedChanges(message !== '' || wedding || first.people !== '1');

  const now = { today: todayInPakistan(), time: timeInPakistan() };
  /** An event's times: the open ones no other event holds, and its own even if taken since. */
  const slotsFor = (draft: EventDraft) => {
    const open = choosableSlots(slots, drafts, draft.key, now);
    const own = slots.find((s) => s.slot_id === draft.slotId);
    return own ? uniqueSlots([own, ...open]) : open;
  };
  const change = (key: number, next: Partial<EventDraft>) => {
    setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...next } : d)));
    setProblems(({ form, events: { [key]: _dropped, ...events } }) => ({ form, events }));
  };
  const remove = (key: number) => {
    setDrafts((current) => current.filter((d) => d.key !== key));
    setFocus({ key: null });
  };
  const add = () => {
    const next = addedEvent(drafts);
    setDrafts([...drafts, next]);
    setFocus({ key: next.key });
  };
  // After Add, the keyboard goes on in the new event; after Remove, to Add another event.
  const [focus, setFocus] = useState<{ key: number | null } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focus) return;
    const fieldset = focus.key === null ? null : document.getElementById(eventId(focus.key));
    (fieldset?.querySelector('select') ?? addButton.current)?.focus();
  }, [focus]);
  // What stops a send is told beside its field and next to the button, the focus on the first
  // (docs/product/texts.md#forms).
  const { ref: formRef, showErrors } = useErrorFocus();
  const showProblems = (found: FormProblems, refusal?: string) => {
    setProblems(found);
    setError(refusal);
    if (refusal || Object.keys(found.form).length + Object.keys(found.events).length > 0)
      showErrors();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const payload = weddingPayload(title, message, drafts);
    const checked = createWeddingSchema.safeParse(payload);
    // The shared schema's texts, in the reader's language.
    const issues = (checked.success ? [] : checked.error.issues).map((issue) => ({
      path: issue.path,
      message: i18n._(issue.message),
    }));
    const found = placeIssues(issues, drafts);
    for (const draft of drafts)
      if (draft.slotId === null)
        found.events[draft.key] = { field: 'slot_id', message: i18n._(CHOOSE_SLOT) };
    if (!wedding) delete found.form.title;
    showProblems(found);
    if (Object.keys(found.form).length + Object.keys(found.events).length > 0) return;
    setStatus('sending');
    try {
      if (!wedding) {
        const [only] = payload.events;
        await createBooking({
          ...only!,
          user_business_mapping_id: mappingId,
          message: payload.message ?? '',
        });
        onBooked();
        return;
      }
      const body = JSON.stringify(payload);
      if (sent.current?.body !== body) sent.current = { body, key: crypto.randomUUID() };
      const booked = await createWedding(payload, sent.current.key);
      showToast('success', i18n._(WEDDING_TEXTS.created));
      navigate(link.customerWedding(booked.wedding_id));
    } catch (failure) {
      const apiError = toApiError(failure);
      setStatus('idle');
      if (apiError.status === 409) onConflict?.();
      const text =
        apiError.detail ??
        (apiError.issues[0]?.msg || t`Failed to submit booking. Please try again.`);
      if (!wedding) return showProblems(NO_PROBLEMS, text);
      const placed = placeIssues(issuePaths(apiError.issues), drafts);
      const named = apiError.detail
        ? eventNamedIn(apiError.detail, drafts, slots, i18n._)
        : undefined;
      // A refusal naming an event is about its time: told beside the event's Date and time.
      if (named) placed.events[named.key] = { field: 'slot_id', message: apiError.detail! };
      showProblems(placed, text);
    }
  };

  const rule = functionHoursRule(cityId);
  const when = firstSlot
    ? formatDateWithTimes(firstSlot.date, firstSlot.start_time, firstSlot.end_time)
    : '';
  return (
    <Modal labelledBy="booking-title" onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <h2 id="booking-title">{!wedding && firstSlot ? t`Book ${when}` : t`Book a wedding`}</h2>
        {rule && <Alert tone="info">{ruleText(rule, i18n._)}</Alert>}
        {wedding && (
          <TextField
            label={t`Wedding title`}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setProblems(({ form: { title: _dropped, ...form }, events }) => ({ form, events }));
            }}
            error={problems.form.title}
            required
          />
        )}
        {drafts.map((draft, index) => {
          const fields = (
            <EventFields
              draft={draft}
              packages={packages}
              slots={wedding || draft.slotId === null ? slotsFor(draft) : undefined}
              problem={problems.events[draft.key]}
              onChange={(next) => change(draft.key, next)}
            />
          );
          if (!wedding) return <div key={draft.key}>{fields}</div>;
          const number = index + 1;
          return (
            <fieldset key={draft.key} id={eventId(draft.key)} className="booking-wedding-event">
              <legend>
                <Trans>Event {number}</Trans>
              </legend>
              {fields}
              <button
                type="button"
                className="button button-small button-secondary"
                aria-label={t`Remove event ${number}`}
                onClick={() => remove(draft.key)}
              >
                <Trans>Remove</Trans>
              </button>
            </fieldset>
          );
        })}
        {wedding && <WeddingTotal drafts={drafts} packages={packages} />}
        {!canAddEvent(drafts) && <p className="muted">{i18n._(WEDDING_TEXTS.eventsMax)}</p>}
        {canAddEvent(drafts) && (
          <button type="button" className="button button-secondary" ref={addButton} onClick={add}>
            <Trans>Add another event</Trans>
          </button>
        )}
        <TextAreaField
          label={t`Special requests (optional)`}
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={problems.form.message}
        />
        {user && <BookingAs name={personName(user)} email={user.email} mobile={user.mobile} />}
        <FormSummary message={error} />
        <DialogFooter
          action={wedding ? t`Send Wedding Request` : t`Send Booking Request`}
          busyLabel={t`Processing...`}
          busy={status === 'sending'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** Who the request is sent as: the name, e-mail and mobile as written, kept left to right. */
function BookingAs({
  name,
  email,
  mobile,
}: {
  name: string;
  email: string;
  mobile: string | null | undefined;
}) {
  return (
    <p className="muted">
      <Trans>
        Booking as <bdi>{name}</bdi> · <bdi>{email}</bdi>
      </Trans>
      {mobile && (
        <>
          {' · '}
          <bdi>{mobile}</bdi>
        </>
      )}
    </p>
  );
}
