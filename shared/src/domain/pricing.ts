// What a booking costs (docs/product/texts.md#limits): "Total amount of a request = package price × number_of_people
// (default 1)". That reads a package's price as a price per guest, which is how the spec's
// formula stays true; a vendor who sells a whole evening for one price (a marquee's package,
// a photographer's day) marks the package "per event", and its total is the price alone.
// One formula for every screen: the owner's requests and receivables, the customer's booking
// and balance. The server's SQL mirrors it in the booking_totals view (migration 0026).

import { inEnglish, type Say, tx } from '../i18n/text';
import { formatPkr } from './format';

export const PRICE_BASES = ['per_person', 'per_event'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** The spec's reading: a package is priced per guest unless its vendor says otherwise. */
export const DEFAULT_PRICE_BASIS: PriceBasis = 'per_person';

/** As a price's suffix: "Rs 2,500 per guest". */
export const PRICE_BASIS_LABEL: Record<PriceBasis, string> = {
  per_person: tx('per guest'),
  per_event: tx('per event'),
};

export interface PricedPackage {
  price: number;
  price_basis: PriceBasis;
}

/** Package price × number of people (at least 1), or the price alone for a per-event
 * package; 0 when the booking has no package. */
export function bookingTotal(pkg: PricedPackage | null | undefined, people = 1): number {
  if (!pkg) return 0;
  if (pkg.price_basis === 'per_event') return pkg.price;
  return pkg.price * Math.max(1, people);
}

/** "Rs 2,500 per guest" / "Rs 300,000 per event". */
export function packagePriceText(pkg: PricedPackage): string {
  const { price, basis } = packagePriceParts(pkg);
  return `${price} ${basis}`;
}

/** `packagePriceText`'s two pieces, so a screen translates the basis ("per event") by its
 * English text and keeps the price as written. */
export function packagePriceParts(pkg: PricedPackage): { price: string; basis: string } {
  return { price: formatPkr(pkg.price), basis: PRICE_BASIS_LABEL[pkg.price_basis] };
}

/** How a booking's total was reached: "Rs 2,500 × 40 guests" (a per-guest package with more
 * than one guest), or nothing to explain; in `say`'s language. */
export function totalBreakdown(
  pkg: PricedPackage | null | undefined,
  people = 1,
  say: Say = inEnglish,
): string | null {
  if (!pkg || pkg.price_basis === 'per_event' || people <= 1) return null;
  return say(tx('{price} × {people} guests'), { price: formatPkr(pkg.price), people });
}
