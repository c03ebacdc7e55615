import { fill, tx } from '../i18n/text';

/** How a vendor's card and profile word its typical time to answer a request (docs/product/booking.md#what-a-booking-holds). */
export function responseTimeLabel(hours: number | null): string {
  if (hours === null) return tx('Unknown');
  return hours <= 1 ? tx('Within 1 hour') : fill(tx('Within {hours} hours'), { hours });
}

/** A label `responseTimeLabel` wrote, as its template and values, so a screen translates it by
 * its English template (docs/product/texts.md#urdu); a label it did not write stays whole. */
export function responseTimeParts(label: string): {
  template: string;
  values: Record<string, number>;
} {
  const hours = /^Within (\d+) hours$/.exec(label);
  return hours
    ? { template: tx('Within {hours} hours'), values: { hours: Number(hours[1]) } }
    : { template: label, values: {} };
}
