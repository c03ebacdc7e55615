import { proposeHalls } from '@baraat/shared/domain/hall-proposals';
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import type { Wedding, WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TextAreaField } from '@/components/ui/textarea-field';
import { type ApiError, call, toApiError } from '@/lib/http';
import { RESOURCE_WORDS, type ResourceNoun } from '@/lib/resource-words';
import { showToast } from '@/lib/toasts';
import { placeRefusals } from '../accept-all-refusals';
import { useApproveWedding } from '../api/wedding-writes';
import { type ResourceWindow, useWeddingDeskLinks } from '../desk-context';
import { pendingEvents } from '../wedding-view';
import { AcceptAllEvent } from './accept-all-event';
import { AnswerDialog } from './answer-dialog';

const windowOf = (event: WeddingEvent): ResourceWindow => ({
  date: event.date,
  startTime: event.start_time,
  endTime: event.end_time,
  excludeBookingId: event.booking_id,
});

/**
 * Accept all (docs/product/weddings.md#accept-all): every pending event with every hall (or
 * team) of the business, each event starting on the proposal of domain/hall-proposals.ts once
 * all their lists are in; the server checks every event again and accepts all or none, and
 * each refusal shows beside its event, the focus on the first.
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
  resourceNoun: ResourceNoun;
  onClose: () => void;
}) {
  const events = pendingEvents(wedding);
  const { t, i18n } = useLingui();
  const waiting = events.length;
  const { freeResources } = useWeddingDeskLinks();
  const lists = useQueries({
    queries: events.map((event) =>
      queryOptions<AvailableResource[], ApiError>({
        queryKey: ['available-resources', windowOf(event)],
        queryFn: () => call(() => freeResources(windowOf(event))),
        // Always asked afresh when the dialog opens: another request may have taken a hall.
        staleTime: 0,
      }),
    ),
  });
  const loaded = lists.map((list) => list.data);
  const proposed = loaded.every((data) => data !== undefined)
    ? proposeHalls(
        events.map((event, index) => ({
          ...event,
          preferred: [event.slot_worker_id ?? null, event.worker_id],
          options: loaded[index]!,
        })),
        isHall ? 'hall' : 'team',
      )
    : [];
  const approve = useApproveWedding(ownerId, wedding.wedding_id);
  const [picked, setPicked] = useState<Record<number, number | null>>({});
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const [focusOn, setFocusOn] = useState<{ bookingId: number } | null>(null);
  const groups = useRef(new Map<number, HTMLFieldSetElement>());
  const kind = isHall ? 'hall_id' : 'worker_id';
  const chosenFor = (event: WeddingEvent, index: number) =>
    picked[event.booking_id] !== undefined ? picked[event.booking_id]! : (proposed[index] ?? null);

  // Once the refusals show, the owner is taken to the first refused event's choice.
  useEffect(() => {
    if (!focusOn) return;
    const group = groups.current.get(focusOn.bookingId);
    const choice = group?.querySelector('input:checked') ?? group?.querySelector('input');
    if (choice instanceof HTMLInputElement) choice.focus();
  }, [focusOn]);

  const submit = async () => {
    const choices = events.map((event, index) => ({
      booking_id: event.booking_id,
      chosen: chosenFor(event, index),
    }));
    setRefusals({});
    const unchosen = choices.find((choice) => choice.chosen === null);
    if (isHall && unchosen) {
      setError(i18n._(WEDDING_TEXTS.hallForEvery));
      setFocusOn({ bookingId: unchosen.booking_id });
      return;
    }
    setError(null);
    try {
      await approve.mutateAsync({
        events: choices.map(({ booking_id, chosen }) => ({
          booking_id,
          ...(chosen === null ? {} : { [kind]: chosen }),
        })),
        notes,
      });
      showToast('success', t`Wedding accepted`);
      onClose();
    } catch (failure) {
      // The choices stay as sent, each refusal beside its own; the lists are asked again, so
      // a hall taken meanwhile shows Busy.
      setPicked(Object.fromEntries(choices.map(({ booking_id, chosen }) => [booking_id, chosen])));
      for (const list of lists) void list.refetch();
      const placed = placeRefusals(toApiError(failure), events);
      setRefusals(placed.byEvent);
      setError(placed.summary);
      const first = events.find((event) => placed.byEvent[event.booking_id]);
      if (first) setFocusOn({ bookingId: first.booking_id });
    }
  };

  return (
    <AnswerDialog
      id="accept-all-title"
      title={t`Accept all`}
      intro={
        <>
          <bdi translate="no">{wedding.title}</bdi> ·{' '}
          {t`${plural(waiting, { one: '# event waiting', other: '# events waiting' })}`}
        </>
      }
      error={error}
      busy={approve.isPending}
      busyLabel={t`Accepting...`}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <fieldset className="accept-all-choices">
        <legend>{i18n._(RESOURCE_WORDS[resourceNoun].forEachEvent)}</legend>
        {events.map((event, index) => (
          <AcceptAllEvent
            key={event.booking_id}
            event={event}
            resources={lists[index]!}
            isHall={isHall}
            resourceNoun={resourceNoun}
            chosen={chosenFor(event, index)}
            refusal={refusals[event.booking_id]}
            onPick={(id) => setPicked((current) => ({ ...current, [event.booking_id]: id }))}
            groupRef={(element) => {
              if (element) groups.current.set(event.booking_id, element);
              else groups.current.delete(event.booking_id);
            }}
          />
        ))}
      </fieldset>
      <TextAreaField
        label={t`Notes`}
        value={notes}
        maxLength={1000}
        onChange={(change) => setNotes(change.target.value)}
      />
    </AnswerDialog>
  );
}
