import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import type { Resource } from '@baraat/shared/schemas/workers';
import { isSet } from '../../db/flags';
import type { ResourceRow } from './repo';

/** A hall or worker under both of the spec's names for it (docs/product/business-desk.md#what-a-business-holds, docs/product/resources.md#calls). */
export function presentResource(row: ResourceRow): Resource {
  return {
    business_worker_entity_id: row.id,
    resource_id: row.id,
    business_id: row.business_id,
    name: row.name,
    capacity: row.capacity,
    worker_role: row.worker_role,
    type: row.worker_role,
    worker_email: row.worker_email,
    status: row.status,
    is_active: row.status === 'active',
    location: row.location,
    description: row.description,
    features: JSON.parse(row.features) as string[],
    created_at: row.created_at,
    modified_at: row.modified_at,
  };
}

/** A hall or worker as the owner's calendar keeps it on the device (the calendar sync). */
export function presentCalendarWorker(row: ResourceRow): CalendarWorker {
  return {
    worker_id: row.id,
    name: row.name,
    capacity: row.capacity,
    worker_role: row.worker_role,
    is_active: isSet(row.is_active),
    modified_at: row.modified_at,
  };
}
