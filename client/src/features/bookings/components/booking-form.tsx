import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { formatDateWithTimes } from '@baraat/shared/domain/format';
import { packagePriceText } from '@baraat/shared/domain/pricing';
import type { VendorPackage, VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { toApiError } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { createBooking } from '../api/create-booking';
import { BookingTotal } from './booking-total';

export const BOOKING_SUCCESS =
  'Booking request submitted successfully! You will receive a confirmation email soon.';
const BOOKING_FAILED = 'Failed to submit booking. Please try again.';

type Values = {
  package_id: string;
  event_type_id: string;
  number_of_people: string;
  message: string;
};

const loadSchema = () =>
  import('@baraat/shared/schemas/bookings').then((s) => s.createBookingSchema);

interface BookingFormProps {
  slot: VendorSlot;
  packages: VendorPackage[];
  initialPackageId: number | null;
  mappingId: number;
  onClose: () => void;
  onBooked: () => void;
}

/** The booking form for one chosen time (docs/product/booking.md#booking-a-slot), in a modal dialog. */
export function BookingForm({
  slot,
  packages,
  initialPackageId,
  mappingId,
  onClose,
  onBooked,
}: BookingFormProps) {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const payloadOf = (values: Values) => ({
    slot_id: slot.slot_id,
    user_business_mapping_id: mappingId,
    package_selected_id: values.package_id ? Number(values.package_id) : null,
    event_type_id: Number(values.event_type_id),
    number_of_people: Number(values.number_of_people),
    message: values.message,
  });
  const form = useForm(
    {
      package_id: initialPackageId ? String(initialPackageId) : '',
      event_type_id: '1',
      number_of_people: '1',
      message: '',
    },
    { schema: loadSchema, payload: payloadOf, show: 'submit' },
  );
  const {
    package_id: packageId,
    event_type_id: eventType,
    number_of_people: guests,
    message,
  } = form.values;
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [error, setError] = useState<string>();
  useUnsavedChanges(message !== '' || guests !== '1');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!(await form.check()).ok) return;
    setStatus('sending');
    try {
      await createBooking(payloadOf(form.values));
      onBooked();
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.detail ?? (apiError.issues[0]?.msg || BOOKING_FAILED));
      setStatus('idle');
    }
  };

  return (
    <Modal labelledBy="booking-title" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <h2 id="booking-title">
          Book {formatDateWithTimes(slot.date, slot.start_time, slot.end_time)}
        </h2>
        {error && <Alert tone="error">{error}</Alert>}
        <SelectField
          label="Package"
          value={packageId}
          onChange={(e) => form.set('package_id', e.target.value)}
        >
          <option value="">No package yet</option>
          {packages.map((p) => (
            <option key={p.package_id} value={p.package_id}>
              {p.package_name} — {packagePriceText(p)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Event type"
          value={eventType}
          onChange={(e) => form.set('event_type_id', e.target.value)}
          required
        >
          {EVENT_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Number of guests"
          type="number"
          min={1}
          value={guests}
          onChange={(e) => form.set('number_of_people', e.target.value)}
          error={form.shown.number_of_people}
          required
        />
        <BookingTotal
          pkg={packages.find((p) => String(p.package_id) === packageId) ?? null}
          people={Number(guests)}
        />
        <TextAreaField
          label="Special requests (optional)"
          rows={3}
          value={message}
          onChange={(e) => form.set('message', e.target.value)}
          error={form.shown.message}
        />
        {user && (
          <p className="muted">
            Booking as {user.first_name} {user.last_name ?? ''} · {user.email}
            {user.mobile ? ` · ${user.mobile}` : ''}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={status === 'sending'}>
            {status === 'sending' ? 'Processing...' : 'Send Booking Request'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
