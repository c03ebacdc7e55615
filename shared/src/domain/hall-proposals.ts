// Which hall (or team) Accept all starts each pending event of a wedding on
// (docs/product/weddings.md#accept-all): the hall of its slot, else the one its customer asked
// for, when free at its times and large enough; else the smallest free hall that holds its
// guests; never one hall for two events of the wedding at overlapping times; none when nothing
// fits, and the owner chooses. A team's capacity does not bound the people
// (docs/product/resources.md#hall-and-worker-rules), so a team business starts on its slot's or
// its customer's team when free, else on no team yet, as one request's dialog does.
import { PEOPLE_MAX, peopleRefusal } from './people';
import { timesOverlap } from './slot-times';

/** One of the business's active halls or teams as it stands at an event's times. */
export interface PlaceOption {
  resource_id: number;
  name: string;
  capacity: number;
  worker_role: 'hall' | 'worker';
  /** Free at the event's times: no accepted booking holds it then. */
  is_available: boolean;
}

export interface EventToPlace {
  date: string;
  start_time: string;
  end_time: string;
  number_of_people: number;
  /** The hall or team of its slot, then the one its customer asked for (either may be null). */
  preferred: readonly (number | null)[];
  /** Every active hall or team of the business, free or busy at the event's times. */
  options: readonly PlaceOption[];
}

/** Whether a hall holds the people, by the rule accepting checks (domain/people.ts); a team
 * always does. */
export const holdsPeople = (option: PlaceOption, people: number) =>
  peopleRefusal(people, { resource: option }, PEOPLE_MAX) === null;

const sameTime = (a: EventToPlace, b: EventToPlace) => a.date === b.date && timesOverlap(a, b);

/**
 * The proposal for each event, in the order given: a hall or team id, or null when the owner
 * must choose (a hall business) or may leave it for later (a team business).
 */
export function proposeHalls(
  events: readonly EventToPlace[],
  kind: 'hall' | 'team',
): (number | null)[] {
  const proposed: (number | null)[] = events.map(() => null);
  const takenAt = (index: number, id: number) =>
    events.some(
      (other, at) => at !== index && proposed[at] === id && sameTime(other, events[index]!),
    );
  const fits = (index: number, option: PlaceOption) =>
    option.is_available &&
    holdsPeople(option, events[index]!.number_of_people) &&
    !takenAt(index, option.resource_id);

  // First, each event's own hall, in the wedding's order.
  events.forEach((event, index) => {
    const own = event.preferred.find((id) => {
      const option = event.options.find((candidate) => candidate.resource_id === id);
      return option !== undefined && fits(index, option);
    });
    if (own !== undefined) proposed[index] = own;
  });
  if (kind === 'team') return proposed;

  // Then the smallest hall that holds them, the events with the most guests choosing first.
  const rest = events
    .map((event, index) => ({ event, index }))
    .filter(({ index }) => proposed[index] === null)
    .sort((a, b) => b.event.number_of_people - a.event.number_of_people);
  for (const { event, index } of rest) {
    const smallest = event.options
      .filter((option) => option.worker_role === 'hall' && fits(index, option))
      .reduce<PlaceOption | undefined>(
        (best, option) => (best && best.capacity <= option.capacity ? best : option),
        undefined,
      );
    proposed[index] = smallest?.resource_id ?? null;
  }
  return proposed;
}
