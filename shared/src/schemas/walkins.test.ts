// The walk-in's body under every name the desk's forms send (docs/product/business-desk.md#what-a-business-holds).
import { describe, expect, it } from 'vitest';
import { WALKIN_TEXTS, walkInSchema } from './walkins';

const base = { date: '2026-12-12', start_time: '18:00', end_time: '22:00', customer_name: 'Ali' };

describe('walkInSchema', () => {
  it('takes the hall or team and the package under their form names, and 1 person when left out', () => {
    const walkIn = walkInSchema.parse({ ...base, hall_team: '7', selected_package: 3 });
    expect(walkIn).toMatchObject({ worker_id: 7, package_id: 3, number_of_people: 1 });
    expect(walkIn).not.toHaveProperty('hall_team');
    expect(walkInSchema.parse({ ...base, hall_id: 4, worker_id: null }).worker_id).toBe(4);
    expect(walkInSchema.parse({ ...base, worker_id: 5, hall_team: 9 }).worker_id).toBe(5);
  });

  it('tells a missing hall or team with the other refusals', () => {
    const result = walkInSchema.safeParse({ ...base, customer_name: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['customer_name', WALKIN_TEXTS.required],
      ['worker_id', WALKIN_TEXTS.required],
    ]);
  });
});
