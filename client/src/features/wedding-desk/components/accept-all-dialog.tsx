import { formatDateWithTimes } from '@baraat/shared/domain/format';
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import type { Wedding, WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/textarea-field';
import { type ApiError, call } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useApproveWedding } from '../api/wedding-writes';
import { type ResourceWindow, useWeddingDeskLinks } from '../desk-context';
import { pendingEvents } from '../wedding-view';
import { AnswerDialog, refusalText } from './answer-dialog';

/** The free one to start with: where the event is now (the hall or team asked for, else the
 * slot's; docs/product/calendar.md#where-an-event-is) when free, else the first free one (a team
 * business may accept with none yet). */
function firstFree(event: WeddingEvent, resources: AvailableResource[], isHall: boolean) {
  const free = resources.filter((resource) => resource.is_available);
  if (free.some((resource) => resource.resource_id === event.worker_id)) return event.worker_id;
  return isHall ? (free[0]?.resource_id ?? null) : null;
}

/** One pending event's choice of hall or team, from those the server says are free then. */
function EventChoice({
  event,
  isHall,
  resourceNoun,
  picked,
  onPick,
}: {
  event: WeddingEvent;
  isHall: boolean;
  resourceNoun: string;
  picked: number | null | undefined;
  onPick: (bookingId: number, id: number | null) => void;
}) {
  const { freeResources } = useWeddingDeskLinks();
  const at: ResourceWindow = {
    date: event.date,
    startTime: event.start_time,
    endTime: event.end_time,
    excludeBookingId: event.booking_id,
  };
  const resources = useQuery<AvailableResource[], ApiError>({
    queryKey: ['available-resources', at],
    queryFn: () => call(() => freeResources(at)),
    // Always asked afresh when the dialog opens: another request may have taken a hall.
    staleTime: 0,
  });
  // Until the owner picks, the event takes its first free choice once the list is in.
  useEffect(() => {
    if (picked === undefined && resources.data) {
      onPick(event.booking_id, firstFree(event, resources.data, isHall));
    }
  }, [picked, resources.data, event, isHall, onPick]);
  const chosen = picked ?? null;
  const label = `${event.event_name ?? 'Event'}, ${formatDateWithTimes(event.date, event.start_time, event.end_time)}`;
  if (resources.status === 'pending') return <Spinner />;
  if (resources.status === 'error') {
    return (
      <RetryAlert onRetry={() => void resources.refetch()}>
        {resources.error.detail ?? `Failed to load ${resourceNoun.toLowerCase()}s`}
      </RetryAlert>
    );
  }
  return (
    <SelectField
      label={label}
      name={`resource-${event.booking_id}`}
      value={chosen === null ? '' : String(chosen)}
      onChange={(change) =>
        onPick(event.booking_id, change.target.value ? Number(change.target.value) : null)
      }
    >
      <option value="">{isHall ? `Choose a ${resourceNoun.toLowerCase()}` : 'None yet'}</option>
      {resources.data.map((resource) => (
        <option
          key={resource.resource_id}
          value={resource.resource_id}
          disabled={!resource.is_available}
        >
          {resource.name}
          {resource.conflict ? ` (busy: ${resource.conflict})` : ''}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Accept all (docs/product/weddings.md#the-owner-answers): a hall (or team) per pending event,
 * chosen among those free at its time; the server checks again and accepts all or none.
 */
export function AcceptAllDialog({
  ownerId,
  wedding,
  isHall,
  resourceNoun,
  onClose,
}: {
  ownerId: number;
  wedding: Wedding;
  isHall: boolean;
  resourceNoun: string;
  onClose: () => void;
}) {
  const events = pendingEvents(wedding);
  const approve = useApproveWedding(ownerId, wedding.wedding_id);
  const [picked, setPicked] = useState<Record<number, number | null>>({});
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kind = isHall ? 'hall_id' : 'worker_id';
  const pick = useCallback(
    (bookingId: number, id: number | null) =>
      setPicked((current) => ({ ...current, [bookingId]: id })),
    [],
  );

  const submit = async () => {
    const choices = events.map((one) => ({
      booking_id: one.booking_id,
      chosen: picked[one.booking_id],
    }));
    if (isHall && choices.some((choice) => choice.chosen == null)) {
      setError(WEDDING_TEXTS.hallForEvery);
      return;
    }
    setError(null);
    try {
      await approve.mutateAsync({
        events: choices.map(({ booking_id, chosen }) => ({
          booking_id,
          ...(chosen == null ? {} : { [kind]: chosen }),
        })),
        notes,
      });
      showToast('success', 'Wedding accepted');
      onClose();
    } catch (failure) {
      setError(refusalText(failure));
    }
  };

  return (
    <AnswerDialog
      id="accept-all-title"
      title="Accept all"
      intro={`${wedding.title} · ${events.length} event${events.length === 1 ? '' : 's'} waiting`}
      error={error}
      busy={approve.isPending}
      busyLabel="Accepting..."
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <fieldset className="accept-all-choices">
        <legend>{resourceNoun} for each event</legend>
        {events.map((one) => (
          <EventChoice
            key={one.booking_id}
            event={one}
            isHall={isHall}
            resourceNoun={resourceNoun}
            picked={picked[one.booking_id]}
            onPick={pick}
          />
        ))}
      </fieldset>
      <TextAreaField
        label="Notes"
        value={notes}
        maxLength={1000}
        onChange={(change) => setNotes(change.target.value)}
      />
    </AnswerDialog>
  );
}
