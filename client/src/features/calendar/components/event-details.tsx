// The event detail modal (docs/product/calendar.md#the-calendar-screen): what the chosen slot or booking is, and what the owner
// can do with it — accept or reject a request; block, delete or convert an open slot; unblock
// or delete a blocked one. Every action works with no signal (the outbox); a row still
// waiting to sync offers none, so no change is ever stacked on an unacknowledged one.
import { REQUEST_MESSAGING } from '@baraat/shared/constants/business-requests';
import { type BookingStatus, REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import { loggedByLine } from '@baraat/shared/domain/desk-activity';
import { formatDate, formatTimeRange } from '@baraat/shared/domain/format';
import { holdLabel } from '@baraat/shared/domain/holds';
import { slotOwnName } from '@baraat/shared/domain/slot-labels';
import type { OwnerSlot } from '@baraat/shared/schemas/slots';
import { Trans, useLingui } from '@lingui/react/macro';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { setSlotBlocked } from '../api/block-slot';
import { deleteSlot } from '../api/delete-slot';
import type { CalendarEvent } from '../calendar-month';
import { EVENT_LABELS } from '../event-labels';
import { AnswerRequest } from './answer-request';

export interface EventDetailsProps {
  ownerId: number;
  event: CalendarEvent;
  onClose: () => void;
  /** Opens the walk-in form on this slot (the caller closes this modal); without it the
   * modal offers no conversion. */
  onConvertToWalkIn?: ((slot: OwnerSlot) => void) | undefined;
}

export default function EventDetails({
  ownerId,
  event,
  onClose,
  onConvertToWalkIn,
}: EventDetailsProps) {
  const { t, i18n } = useLingui();
  const { slot, booking } = event;
  const time = formatTimeRange(event.start_time, event.end_time);
  const ownName = slotOwnName(slot, slot.worker_name);
  const status = booking
    ? i18n._(REQUEST_STATUS_LABEL[booking.status as BookingStatus])
    : slot.is_blocked
      ? t`Blocked`
      : slot.is_reserved
        ? t`Reserved`
        : t`Available`;
  // Who logged or answered it (docs/product/accounts.md#who-logged-an-event); a row kept on the
  // device from before names nobody.
  const loggedBy = booking ? loggedByLine(booking, i18n._) : null;
  const hold = booking?.hold ? holdLabel(booking.hold, booking.hold_until ?? null, i18n._) : null;
  const rows: [string, string | number | null | undefined][] = [
    [t`Date`, formatDate(event.date)],
    [t`Time`, time],
    [t`Hall / team`, event.hall?.name],
    [t`Customer`, booking?.customer_name],
    [t`Event`, booking?.event_name],
    [t`People`, booking?.number_of_people],
    [t`Package`, booking?.package_name],
    [t`Message`, booking?.message],
    [t`Status`, status],
    // A row kept on the device from before knows no hold (docs/product/payments.md#holding-a-date).
    [t`Advance`, hold && i18n._(hold)],
  ];

  return (
    <Modal labelledBy="event-details-title" onClose={onClose}>
      <h2 id="event-details-title">
        {i18n._(EVENT_LABELS[event.type])} {time}
      </h2>
      {ownName && <p className="muted">{ownName}</p>}
      <dl className="event-details">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {booking?.is_walkin && <p className="muted">{i18n._(REQUEST_MESSAGING.walkIn)}</p>}
      {loggedBy && <p className="muted logged-by">{loggedBy}</p>}
      {event.pending ? (
        <p role="status">
          <Trans>Waiting to sync</Trans>
        </p>
      ) : (
        <EventActions
          ownerId={ownerId}
          event={event}
          time={time}
          onDone={onClose}
          onConvertToWalkIn={onConvertToWalkIn}
        />
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}

function EventActions({
  ownerId,
  event,
  time,
  onDone,
  onConvertToWalkIn,
}: {
  ownerId: number;
  event: CalendarEvent;
  time: string;
  onDone: () => void;
  onConvertToWalkIn?: ((slot: OwnerSlot) => void) | undefined;
}) {
  const { t } = useLingui();
  const [confirm, confirmDialog] = useConfirm();
  const { slot, booking } = event;
  if (event.type === 'request' && booking?.status === 'pending') {
    return <AnswerRequest ownerId={ownerId} booking={booking} slot={slot} onDone={onDone} />;
  }
  if (event.type !== 'available' && event.type !== 'blocked') return null;
  const blocked = event.type === 'blocked';
  const remove = async () => {
    const question = t`Are you sure you want to delete this slot?`;
    if (!(await confirm({ question, confirmLabel: t`Delete slot` }))) return;
    await deleteSlot(ownerId, slot.slot_id);
    onDone();
  };
  return (
    <div className="button-row">
      <button
        type="button"
        className="button"
        aria-label={blocked ? t`Unblock ${time}` : t`Block ${time}`}
        onClick={() => void setSlotBlocked(ownerId, slot, !blocked).then(onDone)}
      >
        {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
      </button>
      {!blocked && onConvertToWalkIn && (
        <button type="button" className="button" onClick={() => onConvertToWalkIn(slot)}>
          <Trans>Convert to walk-in</Trans>
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={() => void remove()}>
        <Trans>Delete</Trans>
      </button>
      {confirmDialog}
    </div>
  );
}
