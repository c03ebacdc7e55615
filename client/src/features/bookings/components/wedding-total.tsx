import { formatPkr } from '@baraat/shared/domain/format';
import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';
import { Trans } from '@lingui/react/macro';
import { type EventDraft, runningTotal } from '../wedding-draft';

/** The wedding's running total in the booking form: the sum of its events' totals
 * (docs/product/weddings.md#a-wedding-groups-events), following every change. */
export function WeddingTotal({
  drafts,
  packages,
}: {
  drafts: readonly EventDraft[];
  packages: readonly VendorPackage[];
}) {
  const total = formatPkr(runningTotal(drafts, packages));
  const events = drafts.length;
  return (
    <p className="booking-total wedding-total" aria-live="polite">
      <Trans>
        Wedding total <strong>{total}</strong> <span className="muted">({events} events)</span>
      </Trans>
    </p>
  );
}
