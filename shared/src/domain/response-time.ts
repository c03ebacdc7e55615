/** How a vendor's card and profile word its typical time to answer a request (001 §3). */
export function responseTimeLabel(hours: number | null): string {
  if (hours === null) return 'Unknown';
  return hours <= 1 ? 'Within 1 hour' : `Within ${hours} hours`;
}
