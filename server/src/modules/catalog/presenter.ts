import type { EventType, ServiceType } from '@baraat/shared/schemas/catalog';
import type { BusinessTypeRef } from '@baraat/shared/schemas/common';
import type { NamedRow, ServiceTypeRow } from './repo';

/** The easyshadi lists' {id, name}. */
export const presentNamed = (row: NamedRow) => ({ id: row.id, name: row.name });

export const presentBusinessType = (row: NamedRow): BusinessTypeRef => ({
  business_type_id: row.id,
  business_type_name: row.name,
});

export const presentEventType = (row: NamedRow): EventType => ({
  event_type_id: row.id,
  event_name: row.name,
});

export const presentServiceType = (row: ServiceTypeRow): ServiceType => ({
  service_type_id: row.id,
  service_type_name: row.name,
  business_type_id: row.business_type_id,
  description: row.description,
});
