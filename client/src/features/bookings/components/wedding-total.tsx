import { formatPkr } from '@baraat/shared/domain/format';
import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';
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
  return (
    <p className="booking-total wedding-total" aria-live="polite">
      Wedding total <strong>{formatPkr(runningTotal(drafts, packages))}</strong>{' '}
      <span className="muted">({drafts.length} events)</span>
    </p>
  );
}
