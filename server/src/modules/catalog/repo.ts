import type { Db } from '../../db/connection';

export interface NamedRow {
  id: number;
  name: string;
}

export interface ServiceTypeRow extends NamedRow {
  business_type_id: number;
  description: string;
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
