import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { packagePriceText } from '@baraat/shared/domain/pricing';
import { slotChoiceLabel } from '@baraat/shared/domain/slot-labels';
import type { VendorPackage, VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { EventDraft, EventProblem } from '../wedding-draft';
import { BookingTotal } from './booking-total';

/** One event's fields: its package, type and guests with its total; in a wedding also its time
 * (open ones, none another event holds) and Remove (docs/product/weddings.md#a-wedding-groups-events). */
export function EventFields({
  draft,
  packages,
  slots,
  problem,
  onChange,
}: {
  draft: EventDraft;
  packages: readonly VendorPackage[];
  /** The times this event may take; left out for a single booking, whose time is chosen. */
  slots?: readonly VendorSlot[];
  problem: EventProblem | undefined;
  onChange: (next: Partial<EventDraft>) => void;
}) {
  // Each problem beside its field (docs/product/texts.md#forms); one about the event as a
  // whole beside its time, or above the fields when its time is not asked here.
  const { t, i18n } = useLingui();
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const placed = ['slot_id', 'package_selected_id', 'event_type_id', 'number_of_people'];
  const loose = problem && !placed.includes(problem.field) ? problem.message : undefined;
  return (
    <>
      {loose && !slots && <Alert tone="error">{loose}</Alert>}
      {slots && (
        <SelectField
          label={t`Date and time`}
          value={draft.slotId ?? ''}
          error={errorOf('slot_id') ?? loose}
          required
          onChange={(e) => onChange({ slotId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t`Choose a date and time`}</option>
          {slots.map((slot) => (
            <option key={slot.slot_id} value={slot.slot_id}>
              {slotChoiceLabel(slot)}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t`Package`}
        value={draft.packageId ?? ''}
        error={errorOf('package_selected_id')}
        onChange={(e) => onChange({ packageId: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{t`No package yet`}</option>
        {packages.map((p) => (
          <option key={p.package_id} value={p.package_id}>
            {p.package_name} — {packagePriceText(p)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t`Event type`}
        value={draft.eventTypeId}
        error={errorOf('event_type_id')}
        onChange={(e) => onChange({ eventTypeId: Number(e.target.value) })}
        required
      >
        {EVENT_TYPES.map((type) => (
          <option key={type.id} value={type.id}>
            {i18n._(type.name)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Number of guests`}
        type="number"
        min={1}
        value={draft.people}
        onChange={(e) => onChange({ people: e.target.value })}
        error={errorOf('number_of_people')}
        required
      />
      <BookingTotal
        pkg={packages.find((p) => p.package_id === draft.packageId) ?? null}
        people={Number(draft.people)}
      />
    </>
  );
}
