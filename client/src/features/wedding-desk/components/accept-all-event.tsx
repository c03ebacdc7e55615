import { formatDateWithTimes } from '@baraat/shared/domain/format';
import { holdsPeople } from '@baraat/shared/domain/hall-proposals';
import { shownEventName } from '@baraat/shared/domain/names';
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import type { WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { RESOURCE_WORDS, type ResourceNoun } from '@/lib/resource-words';

/** "Mehndi · Sat, 12 Dec 2026, 7:00 – 11:00 pm · 250 guests", in the reader's language. */
export const eventChoiceLabel = (event: WeddingEvent) => {
  const name = i18n._(shownEventName(event.event_name));
  const when = formatDateWithTimes(event.date, event.start_time, event.end_time);
  const guests = event.number_of_people;
  return t`${name} · ${when} · ${guests} guests`;
};

/**
 * One pending event of Accept all (docs/product/weddings.md#accept-all): its day, times and
 * guests, and every active hall or team of the business to choose from by touch or keyboard,
 * each with its capacity, marked Busy (the booking holding it then) or too small for the
 * guests, as one request's dialog lists them; the server's refusal of the event beside it.
 */
export function AcceptAllEvent({
  event,
  resources,
  isHall,
  resourceNoun,
  chosen,
  refusal,
  onPick,
  groupRef,
}: {
  event: WeddingEvent;
  resources: UseQueryResult<AvailableResource[], ApiError>;
  isHall: boolean;
  resourceNoun: ResourceNoun;
  chosen: number | null;
  refusal: string | undefined;
  onPick: (id: number | null) => void;
  groupRef: (element: HTMLFieldSetElement | null) => void;
}) {
  const name = `resource-${event.booking_id}`;
  const errorId = `${name}-refusal`;
  const { i18n: active } = useLingui();
  const words = RESOURCE_WORDS[resourceNoun];
  const people = event.number_of_people;
  return (
    <fieldset
      ref={groupRef}
      className="resource-choices accept-all-event"
      aria-describedby={refusal ? errorId : undefined}
    >
      <legend>{eventChoiceLabel(event)}</legend>
      {resources.status === 'pending' && <Spinner />}
      {resources.status === 'error' && (
        <RetryAlert onRetry={() => void resources.refetch()}>
          {resources.error.detail ?? active._(words.loadFailed)}
        </RetryAlert>
      )}
      {resources.data?.length === 0 && <Alert tone="info">{active._(words.noneActive)}</Alert>}
      {resources.data && resources.data.length > 0 && !isHall && (
        <label className="resource-choice">
          <input type="radio" name={name} checked={chosen === null} onChange={() => onPick(null)} />
          <span>{active._(words.noneYet)}</span>
        </label>
      )}
      {resources.data?.map((resource) => {
        const { capacity, conflict } = resource;
        return (
          <label key={resource.resource_id} className="resource-choice">
            <input
              type="radio"
              name={name}
              value={resource.resource_id}
              checked={chosen === resource.resource_id}
              onChange={() => onPick(resource.resource_id)}
            />
            <span>
              <bdi translate="no">{resource.name}</bdi>
              {resource.capacity > 0 && (
                <span className="muted">
                  {' '}
                  · <Trans>{capacity} guests</Trans>
                </span>
              )}
              {resource.conflict && (
                <span className="resource-busy">
                  <Trans>Busy: {conflict}</Trans>
                </span>
              )}
              {!holdsPeople(resource, event.number_of_people) && (
                <span className="resource-busy">
                  <Trans>Too small for {people} guests</Trans>
                </span>
              )}
            </span>
          </label>
        );
      })}
      {refusal && (
        <p id={errorId} className="field-error">
          {refusal}
        </p>
      )}
    </fieldset>
  );
}
