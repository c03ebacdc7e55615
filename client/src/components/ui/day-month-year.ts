// What a date field shows and takes: day/month/year ("03/12/2026"), the order Pakistan
// writes dates in, while the value the form keeps stays YYYY-MM-DD.
import { isIsoDate } from '@baraat/shared/domain/dates';

const pad = (part: string) => part.padStart(2, '0');

/** "03/12/2026" for 2026-12-03; an empty or unreadable value shows as nothing. */
export function toDayMonthYear(value: string): string {
  if (!isIsoDate(value)) return '';
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The YYYY-MM-DD date typed as day/month/year ("3/12/2026", "03-12-2026", "03.12.2026",
 * "03122026"), or pasted as YYYY-MM-DD; null while it is not a whole, real date.
 */
export function readDayMonthYear(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dmy =
    /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(typed) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  const parts = iso ? [iso[1]!, iso[2]!, iso[3]!] : dmy ? [dmy[3]!, dmy[2]!, dmy[1]!] : null;
  if (!parts) return null;
  const date = `${parts[0]}-${pad(parts[1]!)}-${pad(parts[2]!)}`;
  return isIsoDate(date) ? date : null;
}

/**
 * Typing digits only fills in the slashes: "03" becomes "03/", "03/12" becomes "03/12/".
 * Deleting never adds one back, and a slash typed after an added one is not doubled.
 */
export function withSlashes(before: string, after: string): string {
  if (after.length <= before.length) return after;
  const text = after.replace(/\/\/+/g, '/');
  return /^\d{2}$|^\d{1,2}\/\d{2}$/.test(text) ? `${text}/` : text;
}
