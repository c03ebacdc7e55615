// Accept or reject a request from the calendar's event modal (docs/product/calendar.md#the-calendar-screen, docs/product/texts.md#limits, docs/product/requests.md#texts), with or
// without signal: accept with a hall (required for hall businesses) or a team, checked first
// against the bookings this device holds; reject only with a reason.
import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { acceptBooking } from '../api/accept-booking';
import { declineBooking, REASON_REQUIRED } from '../api/decline-booking';
import { heldConflict } from '../api/hall-conflict';
import { useCalendarResources } from '../api/use-calendar-resources';

const approveSchema = () =>
  import('@baraat/shared/schemas/business-bookings').then((m) => m.approveBookingSchema);
const declineSchema = () =>
  import('@baraat/shared/schemas/business-bookings').then((m) => m.declineBookingSchema);
// Fetched with this module (which the calendar fetches when it shows), not when a form first
// opens: by then the signal may be gone.
void approveSchema().catch(() => undefined);

interface Props {
  ownerId: number;
  booking: SlotBooking;
  slot: OwnerSlot;
  onDone: () => void;
}

export function AnswerRequest(props: Props) {
  return (
    <>
      <AcceptForm {...props} />
      <RejectForm {...props} />
    </>
  );
}

function AcceptForm({ ownerId, booking, slot, onDone }: Props) {
  const { t, i18n } = useLingui();
  const resources = useCalendarResources(ownerId);
  const isHall = resources?.isHall ?? false;
  const field = isHall ? 'hall_id' : 'worker_id';
  const form = useForm(
    { resource: '' },
    {
      schema: approveSchema,
      payload: (values) => (values.resource ? { [field]: Number(values.resource) } : {}),
      extra: (values): Record<string, string> =>
        isHall && !values.resource ? { resource: i18n._(REQUEST_ERRORS.hallRequired) } : {},
      show: 'submit',
    },
  );
  const [clash, setClash] = useState<string | null>(null);
  const [picked, setPicked] = useState(false);
  const { set } = form;
  // Until the owner picks, the form starts on a hall this device holds free at that time:
  // the slot's own, else the one the customer asked for, else (halls must be chosen) the
  // first free one; never a busy one, which the accept would only be refused with.
  useEffect(() => {
    if (!resources || picked) return;
    let cancelled = false;
    void (async () => {
      const candidates = [slot.worker_id, booking.worker_id].filter(
        (id): id is number => typeof id === 'number' && id > 0,
      );
      if (isHall) candidates.push(...resources.workers.map((worker) => worker.worker_id));
      for (const id of candidates) {
        if (!resources.workers.some((worker) => worker.worker_id === id)) continue;
        if (await heldConflict(resources.db, ownerId, booking, slot, id)) continue;
        if (!cancelled) set('resource', String(id));
        return;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [resources, picked, isHall, ownerId, booking, slot, set]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setClash(null);
    const checked = await form.check();
    if (!checked.ok || !resources) return;
    const id = Number(form.values.resource);
    if (id) {
      const held = await heldConflict(resources.db, ownerId, booking, slot, id);
      if (held) return setClash(i18n._(held));
    }
    await acceptBooking(ownerId, booking, slot, id ? { field, id } : null);
    onDone();
  };

  return (
    <form className="event-answer" onSubmit={submit} noValidate>
      <SelectField
        label={isHall ? t`Hall` : t`Team`}
        required={isHall}
        {...form.bind('resource')}
        onChange={(event) => {
          setClash(null);
          setPicked(true);
          form.set('resource', event.target.value);
        }}
      >
        <option value="">{isHall ? t`Choose a hall` : t`Keep as requested`}</option>
        {resources?.workers.map((worker) => (
          <option key={worker.worker_id} value={worker.worker_id}>
            {worker.name}
          </option>
        ))}
      </SelectField>
      {clash && <Alert tone="error">{clash}</Alert>}
      <button type="submit" className="button" disabled={!resources}>
        <Trans>Accept</Trans>
      </button>
    </form>
  );
}

function RejectForm({ ownerId, booking, onDone }: Props) {
  const { t, i18n } = useLingui();
  const form = useForm(
    { reason: '' },
    {
      schema: declineSchema,
      extra: (values): Record<string, string> =>
        values.reason.trim() ? {} : { reason: i18n._(REASON_REQUIRED) },
      show: 'submit',
    },
  );
  useUnsavedChanges(form.dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    if (!checked.ok) return;
    await declineBooking(ownerId, booking, form.values.reason);
    onDone();
  };

  return (
    <form className="event-answer" onSubmit={submit} noValidate>
      <TextAreaField label={t`Reason`} required maxLength={500} rows={2} {...form.bind('reason')} />
      <button type="submit" className="button button-secondary">
        <Trans>Reject</Trans>
      </button>
    </form>
  );
}
