import { formatPkr } from '@baraat/shared/domain/format';
import { bookingTotal, type PricedPackage, totalBreakdown } from '@baraat/shared/domain/pricing';
import { Trans, useLingui } from '@lingui/react/macro';

/** What the booking will cost (docs/product/texts.md#limits), as the vendor's requests will show it; updates as the
 * guest count changes. Nothing without a package. */
export function BookingTotal({ pkg, people }: { pkg: PricedPackage | null; people: number }) {
  const { i18n } = useLingui();
  if (!pkg) return null;
  const guests = Number.isFinite(people) ? Math.max(1, Math.trunc(people)) : 1;
  const breakdown = totalBreakdown(pkg, guests, i18n._);
  const total = formatPkr(bookingTotal(pkg, guests));
  return (
    <p className="booking-total" aria-live="polite">
      <Trans>
        Total <strong>{total}</strong>
      </Trans>
      {breakdown && <span className="muted"> ({breakdown})</span>}
    </p>
  );
}
