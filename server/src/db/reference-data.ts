// The reference lists of @baraat/shared (cities, business types, event and service types)
// are the database's rows, with the spec's ids: written at every start after the migrations,
// as part of preparing the database rather than by any feature module. The write is a step of
// the engine-neutral layer (docs/architecture.md#10-two-engines), so it runs on either engine,
// and it touches only the rows that differ: run again, it changes nothing.
import {
  BUSINESS_TYPES,
  CITIES,
  CITY_CENTRES,
  EVENT_TYPES,
  SERVICE_TYPES,
} from '@baraat/shared/constants/catalog';
import { type Db, inTransaction } from './connection';
import { type Database, get, run, type Step } from './engine';
import { sqliteDatabase } from './sqlite-engine';

const NAMED_LISTS = [
  ['cities', CITIES],
  ['business_types', BUSINESS_TYPES],
  ['event_types', EVENT_TYPES],
] as const;

const upsertNamed = (table: string, item: { id: number; name: string }) =>
  run(
    `INSERT INTO ${table} (id, name) VALUES (@id, @name)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE ${table}.name <> excluded.name`,
    { id: item.id, name: item.name },
  );

/**
 * PostgreSQL's identity counts on from the spec's highest id, so a row added without one
 * (a test's fixture) is not handed an id the list already holds; SQLite takes max(id) + 1.
 */
const countOnFrom = (table: string) =>
  get({
    sqlite: `SELECT max(id) AS id FROM ${table}`,
    postgres: `SELECT setval(pg_get_serial_sequence('${table}', 'id'), max(id)) AS id FROM ${table}`,
  });

/** Writes the lists into their tables; gives back how many rows it changed. */
export function* writeReferenceData(): Step<number> {
  let changed = 0;
  for (const [table, items] of NAMED_LISTS) {
    for (const item of items) {
      changed += yield* upsertNamed(table, item);
      const centre = table === 'cities' ? CITY_CENTRES[item.id] : undefined;
      if (centre) {
        changed += yield* run(
          `UPDATE cities SET latitude = @lat, longitude = @lng
           WHERE id = @id AND (latitude IS DISTINCT FROM @lat OR longitude IS DISTINCT FROM @lng)`,
          { id: item.id, ...centre },
        );
      }
    }
  }
  for (const service of SERVICE_TYPES) {
    changed += yield* run(
      `INSERT INTO service_types (id, name, business_type_id, description)
       VALUES (@id, @name, @businessTypeId, @description)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name,
         business_type_id = excluded.business_type_id, description = excluded.description
       WHERE service_types.name <> excluded.name
         OR service_types.business_type_id <> excluded.business_type_id
         OR service_types.description <> excluded.description`,
      {
        id: service.id,
        name: service.name,
        businessTypeId: service.businessTypeId,
        description: service.description,
      },
    );
  }
  for (const table of [...NAMED_LISTS.map(([name]) => name), 'service_types']) {
    yield* countOnFrom(table);
  }
  return changed;
}

/** The lists written in one transaction on either engine (PostgreSQL's start, its tests). */
export function writeReferenceLists(database: Database): Promise<number> {
  return database.transaction(writeReferenceData);
}

/**
 * Writes the reference lists of @baraat/shared into SQLite's tables, so the spec's ids are the
 * database's ids. Runs at start after the migrations, synchronously, as prepareDatabase does.
 */
export function syncCatalog(db: Db): number {
  const { runSync } = sqliteDatabase(db);
  return inTransaction(db, () => runSync(writeReferenceData()));
}
