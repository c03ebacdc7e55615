import { DEFAULT_EVENT_TYPE_ID, EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { BOOKING_WINDOW_MONTHS } from '@baraat/shared/domain/booking';
import { addMonths, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatPkr } from '@baraat/shared/domain/format';
import { bookingTotal, packagePriceText } from '@baraat/shared/domain/pricing';
import { slotChoiceLabel } from '@baraat/shared/domain/slot-labels';
import { vendorName } from '@baraat/shared/domain/vendor-name';
import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DateField } from '@/components/ui/date-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { toApiError } from '@/lib/http';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { useCreateBooking } from '../api/create-booking';
import { useVendorPackages } from '../api/get-vendor-packages';
import { BOOKING_SUCCESS } from './booking-form';
import { type EventDetails, EventDetailsStep } from './event-details-step';
import { SlotPicker } from './slot-picker';

export interface BookableVendor {
  business_id: number;
  business_name: string;
  /** Which of two vendors of one name (docs/product/discovery.md#vendors-of-one-name). */
  city: string | null;
}

const STEPS = [msg`Date and time`, msg`Event details`, msg`Review and confirm`];
const loadSchema = () =>
  import('@baraat/shared/schemas/bookings').then((s) => s.createBookingSchema);

/** The dashboard's three-step new booking (docs/product/discovery.md#the-customer-screens), sent as the dashboard payload. */
export function NewBookingDialog({
  vendors,
  onClose,
  onBooked,
}: {
  vendors: readonly BookableVendor[];
  onClose: () => void;
  /** The success text, translated where shown. */
  onBooked: (message: MessageDescriptor) => void;
}) {
  const { t, i18n } = useLingui();
  const today = todayInPakistan();
  const [step, setStep] = useState(0);
  const [vendorId, setVendorId] = useState(vendors[0]?.business_id ?? null);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<VendorSlot | null>(null);
  // The dashboard payload (docs/product/booking.md#what-a-booking-holds), checked with the shared schema as the steps are filled.
  const payloadOf = (d: EventDetails) => ({
    slot_id: slot?.slot_id,
    event_type_id: d.eventTypeId,
    package_selected_id: d.packageId,
    worker_assigned_id: null,
    number_of_people: Number(d.people),
    message: d.message,
  });
  const form = useForm(
    { eventTypeId: DEFAULT_EVENT_TYPE_ID, packageId: null, people: '1', message: '' },
    { schema: loadSchema, payload: payloadOf },
  );
  const details = form.values;
  const setDetails = (next: Partial<EventDetails>) => {
    for (const [field, value] of Object.entries(next))
      form.set(field as keyof EventDetails, value as EventDetails[keyof EventDetails]);
  };
  const peopleError = form.errors.number_of_people;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const create = useCreateBooking(vendorId, date);
  const packages = useVendorPackages(vendorId);
  useUnsavedChanges(slot !== null);
  const vendor = vendors.find((v) => v.business_id === vendorId);
  const eventName = EVENT_TYPES.find((type) => type.id === details.eventTypeId)?.name;
  const chosenPackage = packages.data?.find((p) => p.package_id === details.packageId);
  const lastDay = addMonths(today, BOOKING_WINDOW_MONTHS);
  const dateError =
    date && (date < today || date > lastDay)
      ? t`Please choose a date from today to six months ahead.`
      : undefined;
  const goTo = (next: number) => {
    setError(undefined);
    setStep(next);
  };

  const confirm = async () => {
    if (!slot) return setError(t`Please select a time slot`);
    const checked = await form.check();
    if (!checked.ok) return setError(Object.values(checked.errors)[0]);
    setSending(true);
    setError(undefined);
    try {
      await create.mutateAsync({ ...payloadOf(details), slot_id: slot.slot_id });
      onBooked(BOOKING_SUCCESS);
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.status === 409) {
        // Taken meanwhile: back to the times, asked for afresh (useCreateBooking dropped them).
        setSlot(null);
        setStep(0);
      }
      setError(apiError.detail ?? (apiError.issues[0]?.msg || t`Failed to create booking`));
      setSending(false);
    }
  };

  return (
    <Modal labelledBy="new-booking-title" onClose={onClose}>
      <div className="form">
        <h2 id="new-booking-title">
          <Trans>New booking</Trans>
        </h2>
        <ol className="step-list" aria-label={t`Steps`}>
          {STEPS.map((label, index) => {
            const name = i18n._(label);
            return (
              <li key={name} aria-current={index === step ? 'step' : undefined}>
                {index + 1}. {name}
              </li>
            );
          })}
        </ol>
        {error && <Alert tone="error">{error}</Alert>}
        {step === 0 && (
          <>
            <SelectField
              label={t`Vendor`}
              value={vendorId ?? ''}
              onChange={(e) => {
                setVendorId(Number(e.target.value));
                setSlot(null);
                setDetails({ packageId: null });
              }}
            >
              {vendors.map((v) => (
                <option key={v.business_id} value={v.business_id}>
                  {vendorName(v.business_name, v.city)}
                </option>
              ))}
            </SelectField>
            <DateField
              label={t`Date`}
              min={today}
              max={lastDay}
              error={dateError}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setSlot(null);
              }}
            />
            {vendorId && date && !dateError && (
              <SlotPicker businessId={vendorId} date={date} chosen={slot} onChoose={setSlot} />
            )}
          </>
        )}
        {step === 1 && (
          <EventDetailsStep
            details={details}
            packages={packages}
            peopleError={peopleError}
            onChange={setDetails}
          />
        )}
        {step === 2 && slot && (
          <dl className="profile-view" aria-label={t`Your booking`}>
            <dt>
              <Trans>Vendor</Trans>
            </dt>
            <dd>{vendor && vendorName(vendor.business_name, vendor.city)}</dd>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>{slotChoiceLabel(slot, { date: 'full' })}</dd>
            <dt>
              <Trans>Event</Trans>
            </dt>
            <dd>{eventName && i18n._(eventName)}</dd>
            <dt>
              <Trans>Guests</Trans>
            </dt>
            <dd>{details.people}</dd>
            <dt>
              <Trans>Package</Trans>
            </dt>
            <dd>
              {chosenPackage
                ? `${chosenPackage.package_name} · ${packagePriceText(chosenPackage)}`
                : t`None`}
            </dd>
            {chosenPackage && (
              <>
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd>{formatPkr(bookingTotal(chosenPackage, Number(details.people)))}</dd>
              </>
            )}
            {details.message && (
              <>
                <dt>
                  <Trans>Requests</Trans>
                </dt>
                <dd>{details.message}</dd>
              </>
            )}
          </dl>
        )}
        <div className="button-row">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => (step === 0 ? onClose() : goTo(step - 1))}
          >
            {step === 0 ? t`Cancel` : t`Back`}
          </button>
          {step < 2 ? (
            <button
              type="button"
              className="button"
              disabled={!slot || (step === 1 && peopleError !== undefined)}
              onClick={() => goTo(step + 1)}
            >
              <Trans>Continue</Trans>
            </button>
          ) : (
            <button type="button" className="button" disabled={sending} onClick={confirm}>
              {sending ? t`Processing...` : t`Confirm Booking`}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
