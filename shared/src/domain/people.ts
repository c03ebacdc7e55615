// How many people a booking may hold. The spec's cap of 50 is only the default where nothing
// larger is known: a booking in a hall may hold up to the hall's capacity, and one with a
// package that names its most guests up to that number; the smaller of the two applies, and
// no booking holds more than 5,000. Each limit's sentence names it, so the owner sees which one
// stopped them. The schemas bound 1..5,000; the server's services check the hall and the
// package inside their transaction, and the calendar's walk-in form checks its device's copy.

import { inEnglish, type Say, tx } from '../i18n/text';

export const PEOPLE_MAX = 5000;
/** What the desk's forms take when neither a hall nor a package says more. */
export const PEOPLE_DEFAULT_MAX = 50;

const count = (n: number) => n.toLocaleString('en-US');
const atMost = (n: number, say: Say) =>
  say(tx('Number of people must be at most {n}'), { n: count(n) });
const unlessMore = (say: Say) =>
  say(tx('{max} unless a hall or package holds more'), { max: atMost(PEOPLE_DEFAULT_MAX, say) });

export const PEOPLE_TEXTS = {
  max: atMost(PEOPLE_MAX, inEnglish),
  default: unlessMore(inEnglish),
} as const;

export interface PeopleBounds {
  /** The booking's hall or team: a hall's capacity bounds its guests, a team's does not. */
  resource?: { name: string; capacity: number; worker_role: 'hall' | 'worker' } | null | undefined;
  /** The booking's package: its most guests bound them when it names a number (not 0). */
  package?: { package_name: string; max_guests: number } | null | undefined;
}

export interface PeopleLimit {
  max: number;
  /** The refusal, naming the limit. */
  text: string;
}

/**
 * The most people the bounds allow, and the sentence that names that limit, in `say`'s
 * language. `fallback` is the
 * limit where neither bound is known: the desk's default of 50, or 5,000 for a customer's
 * request (the hall it ends in is checked when the owner chooses it).
 */
export function peopleLimit(
  bounds: PeopleBounds,
  fallback = PEOPLE_DEFAULT_MAX,
  say: Say = inEnglish,
): PeopleLimit {
  const limits: PeopleLimit[] = [];
  const { resource, package: chosen } = bounds;
  if (resource?.worker_role === 'hall' && resource.capacity > 0) {
    limits.push({
      max: resource.capacity,
      text: say(tx('{capacity}, the capacity of {name}'), {
        capacity: atMost(resource.capacity, say),
        name: resource.name,
      }),
    });
  }
  if (chosen && chosen.max_guests > 0) {
    limits.push({
      max: chosen.max_guests,
      text: say(tx('{max}, the most guests of the package {package}'), {
        max: atMost(chosen.max_guests, say),
        package: chosen.package_name,
      }),
    });
  }
  const tightest = limits.reduce<PeopleLimit | undefined>(
    (best, limit) => (best && best.max <= limit.max ? best : limit),
    undefined,
  );
  if (tightest && tightest.max <= PEOPLE_MAX) return tightest;
  if (!tightest && fallback < PEOPLE_MAX) return { max: fallback, text: unlessMore(say) };
  return { max: PEOPLE_MAX, text: atMost(PEOPLE_MAX, say) };
}

/** Why `people` is too many for the bounds, or null when they fit. */
export function peopleRefusal(
  people: number,
  bounds: PeopleBounds,
  fallback = PEOPLE_DEFAULT_MAX,
): string | null {
  const limit = peopleLimit(bounds, fallback);
  return people > limit.max ? limit.text : null;
}
