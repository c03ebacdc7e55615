import { describe, expect, it } from 'vitest';
import { PEOPLE_MAX, PEOPLE_TEXTS, peopleLimit, peopleRefusal } from './people';

const hall = (capacity: number) => ({
  name: 'Shalimar Hall',
  capacity,
  worker_role: 'hall' as const,
});
const gold = (max_guests: number) => ({ package_name: 'Gold', max_guests });

describe('peopleLimit', () => {
  it('is the smaller of the hall and the package, named', () => {
    expect(peopleLimit({ resource: hall(400), package: gold(300) })).toEqual({
      max: 300,
      text: 'Number of people must be at most 300, the most guests of the package Gold',
    });
    expect(peopleLimit({ resource: hall(1200), package: gold(1500) })).toEqual({
      max: 1200,
      text: 'Number of people must be at most 1,200, the capacity of Shalimar Hall',
    });
  });

  it('ignores a team and a package of no stated size, falling back to 50 or 5,000', () => {
    const team = { name: 'Bilal', capacity: 500, worker_role: 'worker' as const };
    expect(peopleLimit({ resource: team, package: gold(0) })).toEqual({
      max: 50,
      text: PEOPLE_TEXTS.default,
    });
    expect(peopleLimit({}, PEOPLE_MAX)).toEqual({ max: 5000, text: PEOPLE_TEXTS.max });
  });

  it('never goes above 5,000', () => {
    expect(peopleLimit({ resource: hall(20_000) })).toEqual({ max: 5000, text: PEOPLE_TEXTS.max });
    expect(PEOPLE_TEXTS.max).toBe('Number of people must be at most 5,000');
  });
});

describe('peopleRefusal', () => {
  it('refuses only above the limit', () => {
    expect(peopleRefusal(400, { resource: hall(400) })).toBeNull();
    expect(peopleRefusal(401, { resource: hall(400) })).toBe(
      'Number of people must be at most 400, the capacity of Shalimar Hall',
    );
  });
});
