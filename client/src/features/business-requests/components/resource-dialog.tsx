import { REQUEST_ERRORS, REQUEST_TOASTS } from '@baraat/shared/constants/business-requests';
import { formatDateWithTimes } from '@baraat/shared/domain/format';
import { HOLD_TEXTS, parseHoldDays } from '@baraat/shared/domain/holds';
import { shownEventName } from '@baraat/shared/domain/names';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { HoldDaysField } from '@/components/hold-days-field';
import { Alert } from '@/components/ui/alert';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/textarea-field';
import { toApiError } from '@/lib/http';
import { RESOURCE_WORDS, type ResourceNoun } from '@/lib/resource-words';
import { showToast } from '@/lib/toasts';
import { useApproveRequest } from '../api/answer-request';
import { useAvailableResources } from '../api/get-available-resources';
import { useAssignResource } from '../api/update-request';
import { firstChoice } from '../first-choice';
import { approveErrorText, customerName } from '../request-view';

/**
 * Accept a request with a hall or worker, or change an accepted booking's assignment
 * (docs/product/requests.md#booking-requests-screen, docs/product/texts.md#limits). The choices are the owner's active halls or workers, each marked busy with
 * the booking that holds it; the server checks again when the owner confirms. One is chosen
 * already: the slot's own when free, never a busy one (first-choice.ts).
 */
export function ResourceDialog({
  booking,
  mode,
  isHall,
  resourceNoun,
  onClose,
}: {
  booking: OwnerBooking;
  mode: 'accept' | 'assign';
  isHall: boolean;
  resourceNoun: ResourceNoun;
  onClose: () => void;
}) {
  const resources = useAvailableResources({
    date: booking.slot.date,
    startTime: booking.slot.start_time,
    endTime: booking.slot.end_time,
    excludeBookingId: booking.booking_id,
  });
  const approve = useApproveRequest();
  const { t, i18n } = useLingui();
  const words = RESOURCE_WORDS[resourceNoun];
  const assign = useAssignResource();
  // Until the owner picks, the choice follows the list as it arrives (first-choice.ts).
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const chosen =
    picked !== undefined
      ? picked
      : resources.data
        ? firstChoice(booking, resources.data, { isHall, mode })
        : null;
  const [notes, setNotes] = useState(booking.notes ?? '');
  // Blank: the business's hold period (docs/product/payments.md#holding-a-date).
  const [holdDays, setHoldDays] = useState('');
  const holdError = parseHoldDays(holdDays).error;
  const holdProblem = holdError && i18n._(holdError);
  const [error, setError] = useState<string | null>(null);
  const busy = approve.isPending || assign.isPending;
  const kind = isHall ? 'hall' : 'worker';
  const title = mode === 'accept' ? t`Accept Request` : i18n._(words.assign);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null && (isHall || mode === 'assign')) {
      setError(isHall ? i18n._(REQUEST_ERRORS.hallRequired) : i18n._(words.choose));
      return;
    }
    const hold = parseHoldDays(holdDays);
    if (mode === 'accept' && hold.error) {
      setError(i18n._(hold.error));
      return;
    }
    setError(null);
    try {
      if (mode === 'accept') {
        const pick = chosen === null ? {} : { [`${kind}_id`]: chosen };
        const held = hold.days === undefined ? {} : { hold_days: hold.days };
        await approve.mutateAsync({ id: booking.booking_id, body: { ...pick, ...held, notes } });
        showToast('success', i18n._(REQUEST_TOASTS.approved));
      } else {
        await assign.mutateAsync({ id: booking.booking_id, kind, resourceId: chosen! });
        showToast('success', i18n._(words.assigned));
      }
      onClose();
    } catch (failure) {
      const apiError = toApiError(failure);
      const text =
        mode === 'accept'
          ? approveErrorText(apiError)
          : (apiError.detail ?? i18n._(REQUEST_TOASTS.updateFailed));
      setError(text);
      showToast('error', text);
    }
  };

  return (
    <Modal labelledBy="resource-dialog-title" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id="resource-dialog-title">{title}</h2>
        <p>
          {customerName(booking)} · {i18n._(shownEventName(booking.event_type?.event_name))} ·{' '}
          {formatDateWithTimes(booking.slot.date, booking.slot.start_time, booking.slot.end_time)}
        </p>
        {resources.status === 'pending' && <Spinner />}
        {resources.status === 'error' && (
          <RetryAlert onRetry={() => void resources.refetch()}>
            {resources.error.detail ?? i18n._(words.loadFailed)}
          </RetryAlert>
        )}
        {resources.data?.length === 0 && <Alert tone="info">{i18n._(words.noneActive)}</Alert>}
        {resources.data && resources.data.length > 0 && (
          <fieldset className="resource-choices">
            <legend>{i18n._(words.noun)}</legend>
            {!isHall && mode === 'accept' && (
              <label className="resource-choice">
                <input
                  type="radio"
                  name="resource"
                  checked={chosen === null}
                  onChange={() => setPicked(null)}
                />
                <span>{i18n._(words.noneYet)}</span>
              </label>
            )}
            {resources.data.map((resource) => {
              const { capacity, conflict } = resource;
              return (
                <label key={resource.resource_id} className="resource-choice">
                  <input
                    type="radio"
                    name="resource"
                    value={resource.resource_id}
                    checked={chosen === resource.resource_id}
                    onChange={() => setPicked(resource.resource_id)}
                  />
                  <span>
                    {resource.name}
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
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        {mode === 'accept' && (
          <HoldDaysField
            value={holdDays}
            error={holdProblem}
            hint={i18n._(HOLD_TEXTS.acceptHint)}
            onChange={setHoldDays}
          />
        )}
        {mode === 'accept' && (
          <TextAreaField
            label={t`Notes`}
            value={notes}
            maxLength={1000}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <DialogFooter
          action={mode === 'accept' ? t`Accept` : t`Assign`}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
