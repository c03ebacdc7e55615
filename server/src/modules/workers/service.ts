// Halls and workers (docs/product/resources.md#halls-and-teams, docs/product/texts.md#limits, docs/product/resources.md#calls): one table, read as "workers" and as
// "resources". A venue's resources are halls, every other business's are workers (its team,
// staff or fleet), whichever path the caller used: the spec's client posts to /halls and
// falls back to /workers. Every call is scoped to the caller's own business (the route's).
import { managementTile } from '@baraat/shared/domain/business-kind';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import {
  hallInputSchema,
  hallUpdateSchema,
  RESOURCE_ERRORS,
  type Resource,
  type ResourceInput,
  type ResourceRole,
  type ResourceStatus,
  type ResourceUpdate,
  workerInputSchema,
  workerUpdateSchema,
} from '@baraat/shared/schemas/workers';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { conflict, notFound } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { presentCalendarWorker, presentResource } from './presenter';
import { createWorkersRepo, type ResourceRow } from './repo';

const roleOf = (business: OwnedBusiness): ResourceRole => (business.isHall ? 'hall' : 'worker');

export function createWorkersService(db: Db) {
  const workers = createWorkersRepo(db);

  function ownRow(business: OwnedBusiness, id: number): ResourceRow {
    const row = workers.find(id, business.businessId);
    if (!row) throw notFound(RESOURCE_ERRORS.notFound);
    return row;
  }

  /** The schemas a business's resources are checked with: a hall's capacity is at least 1. */
  function schemasFor(business: OwnedBusiness) {
    return business.isHall
      ? { create: hallInputSchema, update: hallUpdateSchema }
      : { create: workerInputSchema, update: workerUpdateSchema };
  }

  function list(business: OwnedBusiness, role?: ResourceRole): Resource[] {
    return workers.list(business.businessId, role ?? null).map(presentResource);
  }

  function get(business: OwnedBusiness, id: number): Resource {
    return presentResource(ownRow(business, id));
  }

  function create(business: OwnedBusiness, input: ResourceInput): Resource {
    return inTransaction(db, () => {
      const id = workers.insert({
        ...input,
        location: input.location ?? '',
        description: input.description ?? '',
        features: JSON.stringify(input.features),
        business_id: business.businessId,
        role: roleOf(business),
        now: nowIso(),
      });
      workers.recount(business.businessId);
      return presentResource(ownRow(business, id));
    });
  }

  function update(business: OwnedBusiness, id: number, input: ResourceUpdate): Resource {
    return inTransaction(db, () => {
      const row = ownRow(business, id);
      workers.update({
        id,
        name: input.name ?? row.name,
        capacity: input.capacity ?? row.capacity,
        worker_email: input.worker_email !== undefined ? input.worker_email : row.worker_email,
        status: input.status ?? row.status,
        location: input.location !== undefined ? (input.location ?? '') : row.location,
        description: input.description !== undefined ? (input.description ?? '') : row.description,
        features: input.features !== undefined ? JSON.stringify(input.features) : row.features,
        now: nowIso(),
      });
      workers.recount(business.businessId);
      return presentResource(ownRow(business, id));
    });
  }

  function setStatus(business: OwnedBusiness, id: number, status: ResourceStatus): Resource {
    return update(business, id, { status });
  }

  /** 409 while the hall or worker holds accepted bookings from today on (the owner moves them
   * first); past ones keep their history with the assignment cleared by the foreign key. */
  function remove(business: OwnedBusiness, id: number): void {
    inTransaction(db, () => {
      ownRow(business, id);
      const held = workers.upcomingAccepted(id, todayInPakistan());
      if (held > 0) {
        const noun = business.isHall ? 'Hall' : managementTile(business.typeName).resource;
        throw conflict(RESOURCE_ERRORS.inUse(noun, held));
      }
      workers.remove(id);
      workers.recount(business.businessId);
    });
  }

  /** The business's halls and workers (or those of `ids`) for the owner's calendar. */
  const calendarWorkers = (businessId: number, ids?: number[]) =>
    workers.inCalendar(businessId, ids).map(presentCalendarWorker);

  return { schemasFor, list, get, create, update, setStatus, remove, calendarWorkers };
}

export type WorkersService = ReturnType<typeof createWorkersService>;
