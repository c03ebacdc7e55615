// How a slot is named where a person chooses among slots (docs/product/booking.md#booking-a-slot,
// docs/product/texts.md#formats): its day, hours and hall in the one format, then the name its
// owner gave it, and each slot once. Apart from slot-times.ts so a screen that lists slots does
// not download the calendar's slot rules and texts with it.
import { formatDate, formatDateWithTimes, formatTimeRange } from './format';

interface NamedSlot {
  slot_name: string;
  start_time: string;
  end_time: string;
}

/**
 * The name an owner gave a slot, without what Baraat names every slot by (its times as the API
 * writes them, "19:00 - 23:00", and its hall's name): "" for a slot named by those alone. Its
 * times and hall are shown in the one format beside it (docs/product/texts.md#formats).
 */
export function slotOwnName(slot: NamedSlot, hallName?: string | null): string {
  let name = slot.slot_name.trim();
  const times = `${slot.start_time} - ${slot.end_time}`;
  if (name.startsWith(times)) name = name.slice(times.length).trim();
  if (hallName && name.endsWith(hallName)) name = name.slice(0, -hallName.length).trim();
  return name;
}

/** What a slot's owner wrote to name it, as shown beside its times: its hall's name, then the
 * slot's own name, " · " between them; "" for neither. A screen keeps it as written. */
export function slotNames(slot: NamedSlot & { hall_name: string | null }): string {
  return [slot.hall_name ?? '', slotOwnName(slot, slot.hall_name)].filter(Boolean).join(' · ');
}

/**
 * A slot among others to choose from, named so no two read alike: "Sat, 12 Dec · 7:00 –
 * 11:00 pm · Garden Lawn", then the owner's own name for it, if any
 * (docs/product/booking.md#booking-a-slot). `date`: dense in a list of several days (the
 * default), full where one slot is told, none in a list of one day.
 */
export function slotChoiceLabel(
  slot: NamedSlot & { date: string; hall_name: string | null },
  options: { date?: 'dense' | 'full' | 'none'; now?: Date } = {},
): string {
  const { date = 'dense', now } = options;
  const hours = formatTimeRange(slot.start_time, slot.end_time);
  const when = {
    dense: () => [formatDate(slot.date, { dense: true, now }), hours],
    full: () => [formatDateWithTimes(slot.date, slot.start_time, slot.end_time)],
    none: () => [hours],
  }[date]();
  return [...when, slotNames(slot)].filter(Boolean).join(' · ');
}

/** Each slot once, in the order first met: a list merged from two sources never shows a slot
 * twice. */
export const uniqueSlots = <T extends { slot_id: number }>(slots: readonly T[]): T[] => [
  ...new Map(slots.map((slot) => [slot.slot_id, slot] as const)).values(),
];
