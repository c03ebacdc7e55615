import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { packagePriceText } from '@baraat/shared/domain/pricing';
import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import type { ApiError } from '@/lib/http';
import { BookingTotal } from './booking-total';

export type EventDetails = {
  eventTypeId: number;
  packageId: number | null;
  people: string;
  message: string;
};

/** Step 2: event type, an optional package (choosing it again deselects it), guests, requests. */
export function EventDetailsStep({
  details,
  packages,
  peopleError,
  onChange,
}: {
  details: EventDetails;
  packages: UseQueryResult<VendorPackage[], ApiError>;
  /** The shared schema's message on the guest count, shown as soon as it is wrong. */
  peopleError: string | undefined;
  onChange: (next: Partial<EventDetails>) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <SelectField
        label={t`Event type`}
        value={details.eventTypeId}
        onChange={(e) => onChange({ eventTypeId: Number(e.target.value) })}
      >
        {EVENT_TYPES.map((type) => (
          <option key={type.id} value={type.id}>
            {i18n._(type.name)}
          </option>
        ))}
      </SelectField>
      <fieldset className="slot-choices">
        <legend>
          <Trans>Package (optional)</Trans>
        </legend>
        {packages.status === 'error' && (
          <Alert tone="error">
            {packages.error.detail ?? t`Failed to load booking information`}
          </Alert>
        )}
        {!packages.data && packages.status !== 'error' && <Spinner />}
        {packages.data?.length === 0 && (
          <p className="muted">
            <Trans>This vendor lists no packages.</Trans>
          </p>
        )}
        {packages.data?.map((p) => (
          <button
            key={p.package_id}
            type="button"
            className={`chip${details.packageId === p.package_id ? ' chip-on' : ''}`}
            aria-pressed={details.packageId === p.package_id}
            onClick={() =>
              onChange({ packageId: details.packageId === p.package_id ? null : p.package_id })
            }
          >
            {p.package_name} · {packagePriceText(p)}
          </button>
        ))}
      </fieldset>
      <TextField
        label={t`Number of people`}
        type="number"
        min={1}
        value={details.people}
        onChange={(e) => onChange({ people: e.target.value })}
        error={peopleError}
      />
      <BookingTotal
        pkg={packages.data?.find((p) => p.package_id === details.packageId) ?? null}
        people={Number(details.people)}
      />
      <TextAreaField
        label={t`Special requests (optional)`}
        rows={3}
        value={details.message}
        onChange={(e) => onChange({ message: e.target.value })}
      />
    </>
  );
}
