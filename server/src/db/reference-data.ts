// The reference lists of @baraat/shared (cities, business types, event and service types)
// are the database's rows, with the spec's ids: written at every start after the migrations,
// as part of preparing the database rather than by any feature module.
import {
  BUSINESS_TYPES,
  CITIES,
  CITY_CENTRES,
  EVENT_TYPES,
  SERVICE_TYPES,
} from '@baraat/shared/constants/catalog';
import type { Db } from './connection';

/**
 * Writes the reference lists of @baraat/shared into their tables, so the spec's ids are the
 * database's ids. Runs at start after the migrations; unchanged rows are left alone.
 */
export function syncCatalog(db: Db): void {
  const upsertNamed = (table: string) =>
    db.prepare(
      `INSERT INTO ${table} (id, name) VALUES (@id, @name)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE name <> excluded.name`,
    );
  const upsertService = db.prepare(
    `INSERT INTO service_types (id, name, business_type_id, description)
     VALUES (@id, @name, @businessTypeId, @description)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, business_type_id = excluded.business_type_id,
       description = excluded.description`,
  );
  const placeCity = db.prepare<{ id: number; lat: number; lng: number }>(
    'UPDATE cities SET latitude = @lat, longitude = @lng WHERE id = @id',
  );
  db.transaction(() => {
    const cities = upsertNamed('cities');
    for (const city of CITIES) {
      cities.run(city);
      const centre = CITY_CENTRES[city.id];
      if (centre) placeCity.run({ id: city.id, ...centre });
    }
    const types = upsertNamed('business_types');
    for (const type of BUSINESS_TYPES) types.run(type);
    const events = upsertNamed('event_types');
    for (const event of EVENT_TYPES) events.run(event);
    for (const service of SERVICE_TYPES) upsertService.run(service);
  }).immediate();
}
