// Walk-ins on both engines (docs/architecture.md#10-two-engines): on a real SQLite file and on the
// run's throwaway PostgreSQL a walk-in takes its slot, passes the owner's rules and is stored
// accepted in one transaction; fifty walk-ins into one hall at one time at once store one.

import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import type { WalkIn } from '@baraat/shared/schemas/walkins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import { constraintRefusal } from '../../http/constraint-errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { DEFAULT_TERMS } from '../../test/desk-rows';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { businessRow, onOwnDevice, userRow } from '../../test/ledger-rows';
import { createWalkInsService } from './service';

const NOW = '2026-01-01T00:00:00.000Z';
const WALK_INS = 50;

describe.each(ENGINES)('walk-ins on %s', (engine) => {
  let test: TestDatabase;
  let business: OwnedBusiness;
  let hall: number;
  let owner: number;
  const walkIns = createWalkInsService();

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    owner = await test.database.transaction(() => userRow('Owner', true));
    const place = await test.database.transaction(() => businessRow(owner, 1000));
    const mapping = await test.database.read(
      get<{ id: number }>('SELECT id FROM user_business_mapping WHERE business_id = @business', {
        business: place.business,
      }),
    );
    business = {
      businessId: place.business,
      mappingId: mapping!.id,
      businessName: 'Gulzar Lawn',
      businessTypeId: 1,
      typeName: 'Marquee',
      slug: 'gulzar-lawn',
      isHall: true,
      ...DEFAULT_TERMS,
    };
    hall = (await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
           modified_at)
         VALUES (@business, 'Hall A', 500, 'hall', @now, @now) RETURNING id`,
        { business: place.business, now: NOW },
      ),
    ))!.id;
  });
  afterAll(() => test.close());

  const walkIn = (date: string, name: string): WalkIn =>
    ({
      date,
      start_time: '18:00',
      end_time: '22:00',
      worker_id: hall,
      customer_name: name,
      customer_phone: '+923001234567',
      number_of_people: 120,
    }) as WalkIn;
  const record = (input: WalkIn) =>
    test.database.transaction(walkIns.recordStep(business, onOwnDevice(owner), input));
  /** The refusal as the API answers it: a guard's by its name, anything else as it is. */
  const answered = (error: unknown) => {
    throw constraintRefusal(error) ?? error;
  };
  const accepted = async (date: string) =>
    (await test.database.read(
      get<{ n: number }>(
        `SELECT count(*) AS n FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
         WHERE k.worker_id = @hall AND s.date = @date`,
        { hall, date },
      ),
    ))!.n;

  it('stores a walk-in accepted, on a slot of its own that is then taken', async () => {
    const date = addDays(todayInPakistan(), 4);
    const booking = await record(walkIn(date, 'Bilal Ahmed'));
    expect(booking).toMatchObject({
      is_walkin: true,
      walkin_customer: { name: 'Bilal Ahmed' },
      number_of_people: 120,
    });
    expect(await accepted(date)).toBe(1);
    const slot = await test.database.read(
      get<{ is_reserved: number }>(
        `SELECT s.is_reserved FROM slots s JOIN bookings k ON k.slot_id = s.id
         WHERE k.contact_name = 'Bilal Ahmed'`,
      ),
    );
    expect(slot!.is_reserved).toBe(1);
    await expect(record(walkIn(date, 'Sana Khan')).catch(answered)).rejects.toMatchObject({
      status: 409,
    });
    expect(await accepted(date)).toBe(1);
  });

  it('stores one of fifty walk-ins into one hall at one time sent at once', async () => {
    const date = addDays(todayInPakistan(), 9);
    const results = await Promise.allSettled(
      Array.from({ length: WALK_INS }, (_, i) => record(walkIn(date, `Guest ${i}`))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      // What the API answers: the service's 409, or a guard's refusal by its name.
      const reason = (result as PromiseRejectedResult).reason;
      expect(constraintRefusal(reason) ?? reason).toMatchObject({ status: 409 });
    }
    expect(await accepted(date)).toBe(1);
  });
});
