// The numbers a bar chart's axes show: a few round values from 0 up past the highest bar
// (steps of 1, 2 or 5 times a power of ten, never below 1: amounts are whole rupees and
// counts whole bookings), and which bar labels fit under a phone's narrow chart.

/** Axis values from 0 to the first round value at or above `max`, about `steps` steps apart. */
export function axisTicks(max: number, steps = 4): number[] {
  if (max <= 0) return [0];
  const rough = max / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const round = [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough)!;
  const step = Math.max(1, Math.round(round));
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** A bucket's label ("16 Nov 2026", "Mon") with its month or weekday in the reader's language. */
export const translatedLabel = (label: string, translate: (word: string) => string) =>
  label.replace(/\b[A-Z][a-z]{2}\b/g, (word) => translate(word));

/** "Nov 2026" → "Nov", "16 Nov 2026" → "16 Nov"; a year alone stays. */
export const shortLabel = (label: string) => label.replace(/ \d{4}$/, '');

/**
 * Every how many bars a label is written, so labels never overlap on a 360 px phone: up to
 * seven short ones ("Nov", "Mon", "2026"), up to four longer ones ("16 Nov").
 */
export function labelStep(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => shortLabel(label).length));
  return Math.max(1, Math.ceil(labels.length / (longest > 4 ? 4 : 7)));
}
