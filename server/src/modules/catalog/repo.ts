import {
  BUSINESS_TYPES,
  CITIES,
  CITY_CENTRES,
  EVENT_TYPES,
  SERVICE_TYPES,
} from '@baraat/shared/constants/catalog';
import type { Db } from '../../db/connection';

export interface NamedRow {
  id: number;
  name: string;
}

export interface ServiceTypeRow extends NamedRow {
  business_type_id: number;
  description: string;
}

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

export function createCatalogRepo(db: Db) {
  const cities = db.prepare<[], NamedRow>('SELECT id, name FROM cities ORDER BY id');
  const businessTypes = db.prepare<[], NamedRow>('SELECT id, name FROM business_types ORDER BY id');
  const eventTypes = db.prepare<[], NamedRow>('SELECT id, name FROM event_types ORDER BY id');
  const serviceTypes = db.prepare<[], ServiceTypeRow>(
    'SELECT id, name, business_type_id, description FROM service_types ORDER BY id',
  );
  const serviceTypesOf = db.prepare<[number], ServiceTypeRow>(
    `SELECT id, name, business_type_id, description FROM service_types
     WHERE business_type_id = ? ORDER BY id`,
  );
  return {
    cities: () => cities.all(),
    businessTypes: () => businessTypes.all(),
    eventTypes: () => eventTypes.all(),
    serviceTypes: (businessTypeId?: number) =>
      businessTypeId === undefined ? serviceTypes.all() : serviceTypesOf.all(businessTypeId),
  };
}
