import { timeInPakistan, todayInPakistan } from '@baraat/shared/domain/dates';
import { slotChoiceLabel } from '@baraat/shared/domain/slot-labels';
import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useVendorSlots } from '../api/get-vendor-slots';

/**
 * Step 1's times for one vendor and day (docs/product/booking.md#the-booking-lifecycle): a taken or blocked time cannot be chosen
 * and is labelled Booked; one already gone today cannot either.
 */
export function SlotPicker({
  businessId,
  date,
  chosen,
  onChoose,
}: {
  businessId: number;
  date: string;
  chosen: VendorSlot | null;
  onChoose: (slot: VendorSlot) => void;
}) {
  const { t } = useLingui();
  const slots = useVendorSlots(businessId, date);
  const today = todayInPakistan();
  const now = timeInPakistan();
  if (slots.status === 'error')
    return (
      <RetryAlert onRetry={() => void slots.refetch()}>
        {slots.error.detail ?? t`Failed to load available slots`}
      </RetryAlert>
    );
  if (!slots.data) return <Spinner />;
  if (slots.data.length === 0)
    return (
      <p className="muted">
        <Trans>No times on this day. Please pick another date.</Trans>
      </p>
    );
  return (
    <fieldset className="slot-choices">
      <legend>
        <Trans>Time</Trans>
      </legend>
      {slots.data.map((slot) => {
        const taken = slot.is_reserved || !slot.is_available;
        const passed = slot.date < today || (slot.date === today && slot.start_time <= now);
        return (
          <button
            key={slot.slot_id}
            type="button"
            className={`chip${chosen?.slot_id === slot.slot_id ? ' chip-on' : ''}`}
            aria-pressed={chosen?.slot_id === slot.slot_id}
            disabled={taken || passed}
            onClick={() => onChoose(slot)}
          >
            {slotChoiceLabel(slot, { date: 'none' })}
            {taken ? ` · ${t`Booked`}` : passed ? ` · ${t`Passed`}` : ''}
          </button>
        );
      })}
      {!chosen && <p className="muted">{t`Please select a time slot`}</p>}
    </fieldset>
  );
}
