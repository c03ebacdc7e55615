import { REQUEST_TOASTS } from '@baraat/shared/constants/business-requests';
import { loggedByLine } from '@baraat/shared/domain/desk-activity';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { PEOPLE_MAX } from '@baraat/shared/domain/people';
import { bookingDetailsSchema, type OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { EmailAddress } from '@/components/ui/email-address';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useUpdateRequestDetails } from '../api/update-request';
import { customerName } from '../request-view';
import { MessageAction } from './request-row';

/** The fields this dialog edits: a refusal about one of them shows beside it. */
const EDITED = ['number_of_people', 'message', 'notes'];

/**
 * One request in full (docs/product/requests.md#booking-requests-screen): the customer, the booking, its message; guests and message
 * editable while it is pending or accepted, notes on accepted ones, and the assignment.
 */
export function RequestDetailsDialog({
  booking,
  assignmentLabel,
  onAssign,
  onClose,
}: {
  booking: OwnerBooking;
  assignmentLabel: string;
  onAssign: () => void;
  onClose: () => void;
}) {
  const update = useUpdateRequestDetails();
  const { t, i18n } = useLingui();
  const customer = customerName(booking);
  const walkInName = booking.walkin_customer?.name || t`Walk-in customer`;
  const editable =
    !booking.is_past && (booking.status === 'pending' || booking.status === 'verified');
  const verified = booking.status === 'verified';
  // Who logged or answered it (docs/product/accounts.md#who-logged-an-event).
  const loggedBy = loggedByLine(booking, i18n._);
  const [people, setPeople] = useState(String(booking.number_of_people));
  const [message, setMessage] = useState(booking.message);
  const [notes, setNotes] = useState(booking.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  // Messages on the fields they concern (the server's own, naming the limit that applied);
  // what the owner typed stays until they change it.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const refuse = (errors: Record<string, string>, text: string) => {
    const onFields = Object.fromEntries(
      Object.entries(errors).filter(([field]) => EDITED.includes(field)),
    );
    setFieldErrors(onFields);
    setError(Object.keys(onFields).length > 0 ? null : text);
  };
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setFieldErrors(({ [field]: _changed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Guests are sent only when changed: the server checks a change against the hall and
    // the package, and a request may hold more than an owner's edit would be allowed.
    const parsed = bookingDetailsSchema.safeParse({
      ...(people !== String(booking.number_of_people) ? { number_of_people: people } : {}),
      message,
      ...(verified ? { notes } : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const text = issue?.message ?? i18n._(REQUEST_TOASTS.detailsFailed);
      refuse(issue ? { [String(issue.path[0])]: text } : {}, text);
      return;
    }
    setFieldErrors({});
    setError(null);
    try {
      await update.mutateAsync({ id: booking.booking_id, body: parsed.data });
      showToast('success', i18n._(REQUEST_TOASTS.detailsUpdated));
      onClose();
    } catch (failure) {
      const apiError = toApiError(failure);
      const text =
        apiError.detail ?? apiError.issues[0]?.msg ?? i18n._(REQUEST_TOASTS.detailsFailed);
      refuse(apiError.fieldErrors(), text);
      showToast('error', text);
    }
  };

  return (
    <Modal labelledBy="request-details-title" onClose={onClose}>
      <h2 id="request-details-title">
        <Trans>Request from {customer}</Trans>
      </h2>
      <h3>
        <Trans>Customer</Trans>
      </h3>
      {booking.user ? (
        <dl className="request-facts">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{customer}</dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>
            <EmailAddress address={booking.user.email} />
          </dd>
          <dt>
            <Trans>Mobile</Trans>
          </dt>
          <dd>{booking.user.mobile || '—'}</dd>
        </dl>
      ) : (
        <dl className="request-facts">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            <Trans>{walkInName} (walk-in, no account)</Trans>
          </dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{booking.walkin_customer?.phone || '—'}</dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>
            {booking.walkin_customer?.email ? (
              <EmailAddress address={booking.walkin_customer.email} />
            ) : (
              '—'
            )}
          </dd>
        </dl>
      )}
      <h3>
        <Trans>Booking</Trans>
      </h3>
      <dl className="request-facts">
        <dt>
          <Trans>Event</Trans>
        </dt>
        <dd>{booking.event_type?.event_name ? i18n._(booking.event_type.event_name) : '—'}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>
          {formatDateWithTimes(booking.slot.date, booking.slot.start_time, booking.slot.end_time)}
        </dd>
        <dt>
          <Trans>Package</Trans>
        </dt>
        <dd>{booking.package_selected?.package_name ?? '—'}</dd>
        <dt>
          <Trans>Total Amount</Trans>
        </dt>
        <dd>{formatPkr(booking.total_amount)}</dd>
        <dt>{assignmentLabel}</dt>
        <dd>{booking.event_hall?.name ?? t`Not assigned`}</dd>
        {booking.decline_reason && (
          <>
            <dt>
              <Trans>Decline reason</Trans>
            </dt>
            <dd>{booking.decline_reason}</dd>
          </>
        )}
      </dl>
      {loggedBy && <p className="muted logged-by">{loggedBy}</p>}
      {!editable && (
        <p>
          <Trans>Message:</Trans> {booking.message || '—'}
        </p>
      )}
      {verified && !booking.is_past && (
        <button type="button" className="button button-secondary" onClick={onAssign}>
          <Trans>Update {assignmentLabel}</Trans>
        </button>
      )}
      {editable && (
        <form id="request-details-form" onSubmit={submit} noValidate>
          <TextField
            label={t`Number of people`}
            type="number"
            inputMode="numeric"
            min={1}
            max={PEOPLE_MAX}
            value={people}
            error={fieldErrors.number_of_people}
            onChange={(event) => edit('number_of_people', setPeople)(event.target.value)}
          />
          <TextAreaField
            label={t`Message`}
            value={message}
            maxLength={2000}
            error={fieldErrors.message}
            onChange={(event) => edit('message', setMessage)(event.target.value)}
          />
          {verified && (
            <TextAreaField
              label={t`Notes`}
              value={notes}
              maxLength={1000}
              error={fieldErrors.notes}
              onChange={(event) => edit('notes', setNotes)(event.target.value)}
            />
          )}
          {error && <Alert tone="error">{error}</Alert>}
        </form>
      )}
      {/* Outside the form, so they stay at the dialog's foot however far it scrolls. */}
      <div className="button-row dialog-actions">
        {editable && (
          <button
            type="submit"
            form="request-details-form"
            className="button"
            disabled={update.isPending}
          >
            <Trans>Save</Trans>
          </button>
        )}
        <MessageAction booking={booking} />
        <button
          type="button"
          className={editable ? 'button button-secondary' : 'button'}
          onClick={onClose}
        >
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}
