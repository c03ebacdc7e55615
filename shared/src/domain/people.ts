// How many people a booking may hold. The spec's cap of 50 is only the default where nothing
// larger is known: a booking in a hall may hold up to the hall's capacity, and one with a
// package that names its most guests up to that number; the smaller of the two applies, and
// no booking holds more than 5,000. Each limit's sentence names it, so the owner sees which one
// stopped them. The schemas bound 1..5,000; the server's services check the hall and the
// package inside their transaction, and the calendar's walk-in form checks its device's copy.

import { fill, tx } from '../i18n/text';

export const PEOPLE_MAX = 5000;
/** What the desk's forms take when neither a hall nor a package says more. */
export const PEOPLE_DEFAULT_MAX = 50;

const count = (n: number) => n.toLocaleString('en-US');
const atMost = (n: number) => fill(tx('Number of people must be at most {n}'), { n: count(n) });

export const PEOPLE_TEXTS = {
  max: atMost(PEOPLE_MAX),
  default: fill(tx('{max} unless a hall or package holds more'), {
    max: atMost(PEOPLE_DEFAULT_MAX),
  }),
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
 * The most people the bounds allow, and the sentence that names that limit. `fallback` is the
 * limit where neither bound is known: the desk's default of 50, or 5,000 for a customer's
 * request (the hall it ends in is checked when the owner chooses it).
 */
export function peopleLimit(bounds: PeopleBounds, fallback = PEOPLE_DEFAULT_MAX): PeopleLimit {
  const limits: PeopleLimit[] = [];
  const { resource, package: chosen } = bounds;
  if (resource?.worker_role === 'hall' && resource.capacity > 0) {
    limits.push({
      max: resource.capacity,
      text: fill(tx('{capacity}, the capacity of {name}'), {
        capacity: atMost(resource.capacity),
        name: resource.name,
      }),
    });
  }
  if (chosen && chosen.max_guests > 0) {
    limits.push({
      max: chosen.max_guests,
      text: fill(tx('{max}, the most guests of the package {package}'), {
        max: atMost(chosen.max_guests),
        package: chosen.package_name,
      }),
    });
  }
  const tightest = limits.reduce<PeopleLimit | undefined>(
    (best, limit) => (best && best.max <= limit.max ? best : limit),
    undefined,
  );
  if (tightest && tightest.max <= PEOPLE_MAX) return tightest;
  if (!tightest && fallback < PEOPLE_MAX) return { max: fallback, text: PEOPLE_TEXTS.default };
  return { max: PEOPLE_MAX, text: PEOPLE_TEXTS.max };
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
