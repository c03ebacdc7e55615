// Halls and workers (docs/product/resources.md#halls-and-teams, docs/product/texts.md#limits, docs/product/resources.md#calls): one table, read as "workers" and as
// "resources". A venue's resources are halls, every other business's are workers (its team,
// staff or fleet), whichever path the caller used: the spec's client posts to /halls and
// falls back to /workers. Every call is scoped to the caller's own business (the route's).
import { managementTile } from '@baraat/shared/domain/business-kind';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
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
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { conflict } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { deskActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { resourcePolicy } from '../../policies/business';
import { presentCalendarWorker, presentResource } from './presenter';
import { type ResourceRow, workersRepo as workers } from './repo';

const roleOf = (business: OwnedBusiness): ResourceRole => (business.isHall ? 'hall' : 'worker');

function* ownRow(business: OwnedBusiness, id: number): Step<ResourceRow> {
  return authorize(deskActor(business), 'change', resourcePolicy, yield* workers.find(id));
}

/** On either engine (docs/architecture.md#10-two-engines). */
export function createWorkersService(db: Database) {
  /** The schemas a business's resources are checked with: a hall's capacity is at least 1. */
  function schemasFor(business: OwnedBusiness) {
    return business.isHall
      ? { create: hallInputSchema, update: hallUpdateSchema }
      : { create: workerInputSchema, update: workerUpdateSchema };
  }

  async function list(business: OwnedBusiness, role?: ResourceRole): Promise<Resource[]> {
    return (await db.read(workers.list(business.businessId, role ?? null))).map(presentResource);
  }

  async function get(business: OwnedBusiness, id: number): Promise<Resource> {
    return presentResource(await db.read(ownRow(business, id)));
  }

  function create(business: OwnedBusiness, input: ResourceInput): Promise<Resource> {
    const now = nowIso();
    return db.transaction(function* () {
      const id = yield* workers.insert({
        ...input,
        location: input.location ?? '',
        description: input.description ?? '',
        features: JSON.stringify(input.features),
        business_id: business.businessId,
        role: roleOf(business),
        now,
      });
      yield* workers.recount(business.businessId);
      return presentResource(yield* ownRow(business, id));
    });
  }

  function update(business: OwnedBusiness, id: number, input: ResourceUpdate): Promise<Resource> {
    const now = nowIso();
    return db.transaction(function* () {
      const row = yield* ownRow(business, id);
      yield* workers.update({
        id,
        name: input.name ?? row.name,
        capacity: input.capacity ?? row.capacity,
        worker_email: input.worker_email !== undefined ? input.worker_email : row.worker_email,
        status: input.status ?? row.status,
        location: input.location !== undefined ? (input.location ?? '') : row.location,
        description: input.description !== undefined ? (input.description ?? '') : row.description,
        features: input.features !== undefined ? JSON.stringify(input.features) : row.features,
        now,
      });
      yield* workers.recount(business.businessId);
      return presentResource(yield* ownRow(business, id));
    });
  }

  function setStatus(business: OwnedBusiness, id: number, status: ResourceStatus) {
    return update(business, id, { status });
  }

  /** 409 while the hall or worker holds accepted bookings from today on (the owner moves them
   * first); past ones keep their history with the assignment cleared by the foreign key. */
  async function remove(business: OwnedBusiness, id: number): Promise<void> {
    const today = todayInPakistan();
    await db.transaction(function* () {
      yield* ownRow(business, id);
      const held = yield* workers.upcomingAccepted(id, today);
      if (held > 0) {
        const noun = business.isHall ? 'Hall' : managementTile(business.typeName).resource;
        throw conflict(RESOURCE_ERRORS.inUse(noun, held));
      }
      yield* workers.remove(id);
      yield* workers.recount(business.businessId);
    });
  }

  return { schemasFor, list, get, create, update, setStatus, remove };
}

export type WorkersService = ReturnType<typeof createWorkersService>;

/** The business's halls and workers (or those of `ids`) for the owner's calendar, as a step of
 * the calendar's pull (calendar-sync). */
export function* calendarWorkers(businessId: number, ids?: number[]): Step<CalendarWorker[]> {
  return (yield* workers.inCalendar(businessId, ids)).map(presentCalendarWorker);
}
