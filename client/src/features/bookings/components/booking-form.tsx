import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { isPeopleCount, PEOPLE_MIN } from '@baraat/shared/domain/booking';
import { formatPkr } from '@baraat/shared/domain/format';
import type { VendorPackage, VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import type { ApiError } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { createBooking } from '../api/create-booking';

export const BOOKING_SUCCESS =
  'Booking request submitted successfully! You will receive a confirmation email soon.';
const BOOKING_FAILED = 'Failed to submit booking. Please try again.';

interface BookingFormProps {
  slot: VendorSlot;
  packages: VendorPackage[];
  initialPackageId: number | null;
  mappingId: number;
  onClose: () => void;
  onBooked: () => void;
}

/** The booking form for one chosen time (001 §2 "Booking flow"), in a modal dialog. */
export function BookingForm({
  slot,
  packages,
  initialPackageId,
  mappingId,
  onClose,
  onBooked,
}: BookingFormProps) {
  const user = useSessionStore((state) => state.session?.user ?? null);
  const [packageId, setPackageId] = useState(initialPackageId ? String(initialPackageId) : '');
  const [eventType, setEventType] = useState('1');
  const [guests, setGuests] = useState('1');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [error, setError] = useState<string>();
  useUnsavedChanges(message !== '' || guests !== '1');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPeopleCount(guests)) {
      setError(PEOPLE_MIN);
      return;
    }
    setStatus('sending');
    setError(undefined);
    try {
      await createBooking({
        slot_id: slot.slot_id,
        user_business_mapping_id: mappingId,
        package_selected_id: packageId ? Number(packageId) : null,
        event_type_id: Number(eventType),
        number_of_people: Number(guests),
        message,
      });
      onBooked();
    } catch (failure) {
      const apiError = failure as ApiError;
      setError(apiError.detail ?? (apiError.issues[0]?.msg || BOOKING_FAILED));
      setStatus('idle');
    }
  };

  return (
    <Modal labelledBy="booking-title" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <h2 id="booking-title">
          Book {slot.date}, {slot.start_time} – {slot.end_time}
        </h2>
        {error && <Alert tone="error">{error}</Alert>}
        <SelectField
          label="Package"
          value={packageId}
          onChange={(e) => setPackageId(e.target.value)}
        >
          <option value="">No package yet</option>
          {packages.map((p) => (
            <option key={p.package_id} value={p.package_id}>
              {p.package_name} — {formatPkr(p.price)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Event type"
          value={eventType}
          onChange={(e) => setEventType(e.target.value)}
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
          onChange={(e) => setGuests(e.target.value)}
          required
        />
        <TextAreaField
          label="Special requests (optional)"
          rows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
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
