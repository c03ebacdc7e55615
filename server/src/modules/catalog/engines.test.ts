// The reference lists on both engines (docs/architecture.md#10-two-engines): written at start
// through the data layer, read the same from a SQLite file and from PostgreSQL, and written
// again without a change.
import { CITIES, CITY_CENTRES, EVENT_TYPES, SERVICE_TYPES } from '@baraat/shared/constants/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, run } from '../../db/engine';
import { syncCatalog, writeReferenceLists } from '../../db/reference-data';
import type { SqliteDatabase } from '../../db/sqlite-engine';
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

const answers: Record<string, Awaited<ReturnType<typeof everything>>> = {};

/** What a start does to the reference lists: prepareDatabase's on SQLite, preparePostgres's. */
const startAgain = (engine: string, test: TestDatabase) =>
  engine === 'sqlite'
    ? syncCatalog((test.database as SqliteDatabase).connection)
    : writeReferenceLists(test.database);

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
    expect(eventTypes).toEqual(
      EVENT_TYPES.map(({ id, name }) => ({ event_type_id: id, event_name: name })),
    );
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

  it('gives a database made before Baraat, Walima, Nikah and Dholki them at its next start', async () => {
    // A database of the five-type list: its rows 6–9 are not there yet.
    await test.database.read(run('DELETE FROM event_types WHERE id > 5'));
    expect((await catalog.eventTypes()).map((type) => type.event_type_id)).toEqual([3, 1, 2, 4, 5]);
    expect(await startAgain(engine, test)).toBe(4);
    expect(await catalog.eventTypes()).toEqual(answers[engine]![3]);
    expect(await startAgain(engine, test)).toBe(0);
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
