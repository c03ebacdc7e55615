import { fill, tx } from '../i18n/text';

/** How a vendor's card and profile word its typical time to answer a request (docs/product/booking.md#what-a-booking-holds). */
export function responseTimeLabel(hours: number | null): string {
  if (hours === null) return tx('Unknown');
  return hours <= 1 ? tx('Within 1 hour') : fill(tx('Within {hours} hours'), { hours });
}
