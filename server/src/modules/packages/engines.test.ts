// An owner's packages on both engines (docs/architecture.md#10-two-engines): the same answers and
// refusals from a SQLite file and from PostgreSQL, the business's price range, count and
// capacity recounted with every write, and one whole version of a package however many edit it
// at once.
import { PACKAGE_ERRORS, type PackageInput } from '@baraat/shared/schemas/business-packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../../db/dialect';
import { get } from '../../db/engine';
import { NOW, ownedBusinessRow, statusOf } from '../../test/desk-rows';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { userRow } from '../../test/ledger-rows';
import { createOwnerPackagesService, type OwnerPackagesService } from './owner-service';
import { presentPackage } from './presenter';
import { packagesRepo } from './repo';

const GOLD: PackageInput = {
  package_name: 'Gold Walima',
  description: 'Dinner for 300 with stage décor',
  price: 450000,
  price_basis: 'per_person',
  duration_hours: 5,
  max_guests: 300,
  features: ['Stage décor', 'Two dishes'],
  is_popular: true,
};

describe.each(ENGINES)('an owner’s packages on %s', (engine) => {
  let test: TestDatabase;
  let packages: OwnerPackagesService;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    packages = createOwnerPackagesService(test.database);
  });
  afterAll(() => test.close());

  const business = async () => (await ownedBusinessRow(test.database)).businessId;
  const columns = (businessId: number) =>
    test.database.read(
      get<{ no_of_packages: number; min_price: number; max_price: number; max_capacity: number }>(
        `SELECT no_of_packages, min_price, max_price, max_capacity FROM businesses
         WHERE id = @businessId`,
        { businessId },
      ),
    );

  /** The business's package count, price range and capacity. */
  const recounted = (n: number, min: number | null, max: number | null, capacity: number) => ({
    no_of_packages: n,
    min_price: min,
    max_price: max,
    max_capacity: capacity,
  });

  it('creates, lists, edits and deletes packages, keeping the business columns right', async () => {
    const id = await business();
    const gold = await packages.create(id, GOLD);
    expect(gold).toEqual({
      ...GOLD,
      package_id: expect.any(Number),
      business_id: id,
      package_desc: GOLD.description,
      package_price: GOLD.price,
    });
    expect(await columns(id)).toEqual(recounted(1, 450000, 450000, 300));

    const silver = await packages.create(id, {
      ...GOLD,
      package_name: 'Silver',
      description: '',
      price: 150000,
      duration_hours: 6,
      max_guests: 100,
      features: [],
      is_popular: false,
    });
    expect(await packages.list(id)).toEqual([silver, gold]);
    const edited = await packages.update(id, silver.package_id, {
      price: 99900,
      price_basis: 'per_event',
      features: ['Mehndi stage'],
      description: undefined,
    });
    expect(edited).toEqual({
      ...silver,
      price: 99900,
      package_price: 99900,
      price_basis: 'per_event',
      features: ['Mehndi stage'],
    });
    expect(await columns(id)).toEqual(recounted(2, 99900, 450000, 300));

    await packages.remove(id, gold.package_id);
    expect(await packages.list(id)).toEqual([edited]);
    expect(await columns(id)).toEqual(recounted(1, 99900, 99900, 100));
    await packages.remove(id, silver.package_id);
    expect(await columns(id)).toEqual(recounted(0, null, null, 0));
  });

  it('reads several businesses’ packages, by business, cheapest first', async () => {
    const [first, second] = [await business(), await business()];
    const made = [
      await packages.create(second, { ...GOLD, price: 300 }),
      await packages.create(first, { ...GOLD, price: 200 }),
      await packages.create(second, { ...GOLD, price: 100 }),
    ];
    const rows = await test.database.read(packagesRepo.ofBusinesses([second, first]));
    expect(rows.map(presentPackage)).toEqual([made[1], made[2], made[0]]);
    expect(await test.database.read(packagesRepo.ofBusinesses([]))).toEqual([]);
  });

  it('answers another business’s package as not found, and changes nothing', async () => {
    const [mine, theirs] = [await business(), await business()];
    const gold = await packages.create(mine, GOLD);
    for (const call of [
      () => packages.update(theirs, gold.package_id, { price: 1, description: undefined }),
      () => packages.remove(theirs, gold.package_id),
      () => packages.update(mine, 99999999, { price: 1, description: undefined }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        status: 404,
        detail: PACKAGE_ERRORS.notFound,
      });
    }
    expect(await packages.list(mine)).toEqual([gold]);
    expect(await packages.list(theirs)).toEqual([]);
  });

  it('deletes a package a booking chose; the booking stays, without a package', async () => {
    const id = await business();
    const gold = await packages.create(id, GOLD);
    const guest = await test.database.transaction(() => userRow('Guest'));
    const booking = await test.database.transaction(function* () {
      const slot = yield* insertedId(
        `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
           modified_at) VALUES (@id, 'x', '2030-05-01', '10:00', '12:00', @now, @now)`,
        { id, now: NOW },
      );
      return yield* insertedId(
        `INSERT INTO bookings (slot_id, business_id, customer_user_id, package_id, status,
           created_at, modified_at)
         VALUES (@slot, @id, @guest, @package, 'pending', @now, @now)`,
        { slot, id, guest, package: gold.package_id, now: NOW },
      );
    });
    await packages.remove(id, gold.package_id);
    expect(
      await test.database.read(
        get('SELECT status, package_id FROM bookings WHERE id = @booking', { booking }),
      ),
    ).toEqual({ status: 'pending', package_id: null });
  });

  it('adds every one of 10 packages created at once, and counts them all', async () => {
    const id = await business();
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        packages.create(id, { ...GOLD, price: 1000 * (n + 1), max_guests: 10 * (n + 1) }),
      ),
    );
    expect(await columns(id)).toEqual(recounted(10, 1000, 10000, 100));
  });

  it('leaves one whole version of a package that 10 edit at once', async () => {
    const id = await business();
    const gold = await packages.create(id, GOLD);
    const versions = Array.from({ length: 10 }, (_, n) => ({
      package_name: `Version ${n}`,
      description: `Edit ${n}`,
      price: 10000 * (n + 1),
      price_basis: n % 2 === 0 ? ('per_event' as const) : ('per_person' as const),
      duration_hours: n + 1,
      max_guests: 50 * (n + 1),
      features: [`Feature ${n}`],
      is_popular: n % 2 === 0,
    }));
    const answers = await Promise.all(
      versions.map((version) => packages.update(id, gold.package_id, version)),
    );
    const [last] = await packages.list(id);
    const n = Number(last!.package_name.slice('Version '.length));
    expect(last).toEqual({
      ...gold,
      ...versions[n],
      package_desc: versions[n]!.description,
      package_price: versions[n]!.price,
    });
    expect(answers[n]).toEqual(last);
    expect(await columns(id)).toEqual(
      recounted(1, versions[n]!.price, versions[n]!.price, versions[n]!.max_guests),
    );
  });

  it('deletes a package once, however many delete it at once', async () => {
    const id = await business();
    const gold = await packages.create(id, GOLD);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => statusOf(packages.remove(id, gold.package_id))),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(9);
    expect(await columns(id)).toMatchObject({ no_of_packages: 0 });
  });
});
