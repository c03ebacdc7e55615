import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EventToPlace, holdsPeople, type PlaceOption, proposeHalls } from './hall-proposals';

const hall = (resource_id: number, capacity: number, free = true): PlaceOption => ({
  resource_id,
  name: `Hall ${resource_id}`,
  capacity,
  worker_role: 'hall',
  is_available: free,
});
const SHALIMAR = hall(1, 800);
const LAWN = hall(2, 500);
const ROSE = hall(3, 300);

const event = (
  date: string,
  people: number,
  options: PlaceOption[],
  preferred: (number | null)[] = [],
  times: [string, string] = ['19:00', '23:00'],
): EventToPlace => ({
  date,
  start_time: times[0],
  end_time: times[1],
  number_of_people: people,
  preferred,
  options,
});

describe('the halls Accept all proposes', () => {
  it('gives each event of the demo-like wedding the smallest hall that holds its guests', () => {
    const halls = [SHALIMAR, LAWN, ROSE];
    const wedding = [
      event('2030-03-01', 250, halls),
      event('2030-03-02', 500, halls),
      event('2030-03-03', 450, halls),
    ];
    expect(proposeHalls(wedding, 'hall')).toEqual([3, 2, 2]);
  });

  it("starts on the slot's hall when free and large enough, else the customer's, else the smallest", () => {
    const halls = [SHALIMAR, LAWN, ROSE];
    expect(proposeHalls([event('2030-03-01', 250, halls, [1, 2])], 'hall')).toEqual([1]);
    expect(proposeHalls([event('2030-03-01', 400, halls, [3, 2])], 'hall')).toEqual([2]);
    const lawnBusy = [SHALIMAR, hall(2, 500, false), ROSE];
    expect(proposeHalls([event('2030-03-01', 400, lawnBusy, [2])], 'hall')).toEqual([1]);
  });

  it('never proposes one hall for two events at overlapping times, and none when nothing is left', () => {
    const halls = [LAWN, ROSE];
    const sameEvening = [
      event('2030-03-01', 200, halls, [3], ['18:00', '21:00']),
      event('2030-03-01', 250, halls, [3], ['20:00', '23:00']),
      event('2030-03-01', 100, halls, [], ['19:00', '22:00']),
    ];
    expect(proposeHalls(sameEvening, 'hall')).toEqual([3, 2, null]);
    const backToBack = [
      event('2030-03-01', 200, halls, [3], ['15:00', '18:00']),
      event('2030-03-01', 250, halls, [3], ['18:00', '22:00']),
    ];
    expect(proposeHalls(backToBack, 'hall')).toEqual([3, 3]);
  });

  it('lets the events with the most guests choose first', () => {
    // Shalimar Hall is busy at the baraat's times: the lawn is the baraat's only hall.
    const mehndi = event('2030-03-01', 250, [LAWN, SHALIMAR], [], ['17:00', '20:00']);
    const baraat = event('2030-03-01', 450, [LAWN, hall(1, 800, false)], [], ['19:00', '23:00']);
    expect(proposeHalls([mehndi, baraat], 'hall')).toEqual([1, 2]);
  });

  it("proposes a team business its slot's or customer's team when free, else none yet", () => {
    const team = (id: number, free = true): PlaceOption => ({
      ...hall(id, 0, free),
      worker_role: 'worker',
    });
    const teams = [team(5), team(6), team(7, false)];
    expect(
      proposeHalls(
        [
          event('2030-03-01', 900, teams, [null, 6]),
          event('2030-03-01', 900, teams, [7]),
          event('2030-03-01', 900, teams, [6]),
        ],
        'team',
      ),
    ).toEqual([6, null, null]);
  });
});

const DATES = ['2030-03-01', '2030-03-02'];
const time = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A wedding of 1–7 events over the business's 1–5 halls, each busy or free at each event. */
const weddings = fc
  .array(fc.integer({ min: 50, max: 1000 }), { minLength: 1, maxLength: 5 })
  .chain((capacities) => {
    const ids = capacities.map((_, index) => index + 1);
    const oneEvent = fc
      .record({
        date: fc.constantFrom(...DATES),
        start: fc.integer({ min: 8, max: 20 }),
        hours: fc.integer({ min: 1, max: 4 }),
        people: fc.integer({ min: 1, max: 1200 }),
        preferred: fc.array(fc.constantFrom(null, ...ids), { maxLength: 2 }),
        free: fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
      })
      .map(
        (drawn): EventToPlace => ({
          date: drawn.date,
          start_time: time(drawn.start),
          end_time: time(drawn.start + drawn.hours),
          number_of_people: drawn.people,
          preferred: drawn.preferred,
          options: capacities.map((capacity, index) =>
            hall(index + 1, capacity, drawn.free[index]),
          ),
        }),
      );
    return fc.array(oneEvent, { minLength: 1, maxLength: 7 });
  });

/** Whether an event at another index overlapping this one was proposed `id`. */
const usedAlongside = (
  events: EventToPlace[],
  proposed: (number | null)[],
  index: number,
  id: number,
) =>
  events.some(
    (other, at) =>
      at !== index &&
      proposed[at] === id &&
      other.date === events[index]!.date &&
      other.start_time < events[index]!.end_time &&
      events[index]!.start_time < other.end_time,
  );

describe('the halls Accept all proposes, for any wedding', () => {
  it('are free at the event, hold its guests, and are never shared by overlapping events', () => {
    fc.assert(
      fc.property(weddings, (events) => {
        const proposed = proposeHalls(events, 'hall');
        events.forEach((one, index) => {
          const id = proposed[index];
          if (id === null || id === undefined) return;
          const option = one.options.find((candidate) => candidate.resource_id === id)!;
          expect(option.is_available).toBe(true);
          expect(holdsPeople(option, one.number_of_people)).toBe(true);
          expect(usedAlongside(events, proposed, index, id)).toBe(false);
        });
      }),
    );
  });

  it("keep the slot's hall when it would do, and otherwise leave no smaller hall unused", () => {
    fc.assert(
      fc.property(weddings, (events) => {
        const proposed = proposeHalls(events, 'hall');
        events.forEach((one, index) => {
          const usable = one.options.filter(
            (option) => option.is_available && holdsPeople(option, one.number_of_people),
          );
          const first = one.preferred[0];
          const own = usable.find((option) => option.resource_id === first);
          if (own && proposed[index] !== own.resource_id) {
            expect(usedAlongside(events, proposed, index, own.resource_id)).toBe(true);
          }
          const chosen = usable.find((option) => option.resource_id === proposed[index]);
          const preferred = one.preferred.includes(proposed[index] ?? null);
          const smaller = usable.filter(
            (option) => chosen === undefined || option.capacity < chosen.capacity,
          );
          if (!preferred) {
            for (const option of smaller) {
              expect(usedAlongside(events, proposed, index, option.resource_id)).toBe(true);
            }
          }
        });
      }),
    );
  });

  it('proposes a team business only the teams its events name', () => {
    fc.assert(
      fc.property(weddings, (events) => {
        proposeHalls(events, 'team').forEach((id, index) => {
          if (id !== null) expect(events[index]!.preferred).toContain(id);
        });
      }),
    );
  });
});
