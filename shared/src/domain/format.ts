// Display formats shared by the screens: PKR amounts for en-PK (001 §9) and ratings to one
// decimal, "New" when a vendor has none yet (001 §2).
const PKR = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
});

export function formatPkr(amount: number): string {
  return PKR.format(amount);
}

export function formatRating(rating: number): string {
  return rating > 0 ? rating.toFixed(1) : 'New';
}

/** A status or filter word as a label: its first letter in capitals ("pending" → "Pending"). */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
