// A run that reads left to right inside text of either direction (docs/architecture.md#right-to-left):
// a price, a phone number, an IBAN, a time. <bdi> isolates it, so the text around it neither
// reorders it nor is reordered by it ("Rs 151,000" stays whole beside Urdu words and
// punctuation), and dir="ltr" keeps its own digits, signs and spaces in their order.
import type { ReactNode } from 'react';

export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
