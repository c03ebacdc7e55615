// The reference lists on both engines (docs/architecture.md#10-two-engines): written at start
// through the data layer, read the same from a SQLite file and from PostgreSQL, and written
// again without a change.
import { CITIES, CITY_CENTRES, SERVICE_TYPES } from '@baraat/shared/constants/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, run } from '../../db/engine';
import { writeReferenceLists } from '../../db/reference-data';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { type CatalogService, createCatalogService } from './service';

const everything = (catalog: CatalogService) =>
  Promise.all([
    catalog.cities(),
    catalog.businessTypeNames(),
    catalog.businessTypes(),
    catalog.eventTypes(),
    catalog.serviceTypes(),
    catalog.serviceTypes(2),
  ]);

const answers: Record<string, unknown> = {};

describe.each(ENGINES)('the reference lists on %s', (engine) => {
  let test: TestDatabase;
  let catalog: CatalogService;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    catalog = createCatalogService(test.database);
  });
  afterAll(() => test.close());

  it('reads the lists the start wrote, with the spec’s ids', async () => {
    const lists = await everything(catalog);
    const [cities, , businessTypes, eventTypes, serviceTypes, photography] = lists;
    expect(cities.cities).toEqual(CITIES.map(({ id, name }) => ({ id, name })));
    expect(businessTypes).toHaveLength(14);
    expect(businessTypes[5]).toEqual({ business_type_id: 6, business_type_name: 'Music & DJ' });
    expect(eventTypes.map((event) => event.event_name)).toEqual([
      'Wedding',
      'Engagement',
      'Mehndi',
      'Reception',
      'Other',
    ]);
    expect(serviceTypes.map((type) => type.service_type_id)).toEqual(
      SERVICE_TYPES.map((type) => type.id),
    );
    expect(photography.length).toBeGreaterThan(0);
    expect(photography.every((type) => type.business_type_id === 2)).toBe(true);
    const places = await test.database.read(
      all<{ id: number; latitude: number | null; longitude: number | null }>(
        'SELECT id, latitude, longitude FROM cities ORDER BY id',
      ),
    );
    for (const place of places) {
      const centre = CITY_CENTRES[place.id];
      expect([place.latitude, place.longitude]).toEqual(
        centre ? [centre.lat, centre.lng] : [null, null],
      );
    }
    answers[engine] = lists;
  });

  it('changes nothing when written again, and puts back a name changed by hand', async () => {
    expect(await writeReferenceLists(test.database)).toBe(0);
    await test.database.read(run("UPDATE cities SET name = 'Karachee' WHERE id = 1"));
    await test.database.read(run("UPDATE service_types SET description = 'x' WHERE id = 3"));
    await test.database.read(run('UPDATE cities SET latitude = 0 WHERE id = 2'));
    expect(await writeReferenceLists(test.database)).toBe(3);
    expect(await writeReferenceLists(test.database)).toBe(0);
    expect(await everything(catalog)).toEqual(answers[engine]);
  });

  it('writes the lists once when two starts write them at once', async () => {
    const changed = await Promise.all([
      writeReferenceLists(test.database),
      writeReferenceLists(test.database),
    ]);
    expect(changed).toEqual([0, 0]);
    expect(await everything(catalog)).toEqual(answers[engine]);
  });

  it('counts a city added without an id on from the spec’s ids', async () => {
    const added = await test.database.transaction(() =>
      all<{ id: number }>("INSERT INTO cities (name) VALUES ('Sialkot') RETURNING id"),
    );
    expect(added[0]!.id).toBeGreaterThan(CITIES.length);
  });
});

describe('the two engines', () => {
  it('answer every list alike', () => {
    expect(Object.keys(answers).sort()).toEqual([...ENGINES].sort());
    expect(answers.postgres).toEqual(answers.sqlite);
  });
});
