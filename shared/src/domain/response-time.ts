/** How a vendor's card and profile word its typical time to answer a request (docs/product/booking.md#what-a-booking-holds). */
export function responseTimeLabel(hours: number | null): string {
  if (hours === null) return 'Unknown';
  return hours <= 1 ? 'Within 1 hour' : `Within ${hours} hours`;
}
