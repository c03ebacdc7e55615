// Which hall or worker the Accept (or Assign) dialog has chosen before the owner touches it.
// Never a busy one: accepting with it would only be refused. A request on a slot of Hall B
// starts on Hall B; an accepted booking starts on what it holds.
import type { AvailableResource, OwnerBooking } from '@baraat/shared/schemas/business-bookings';

export function firstChoice(
  booking: OwnerBooking,
  resources: AvailableResource[],
  options: { isHall: boolean; mode: 'accept' | 'assign' },
): number | null {
  const free = resources.filter((resource) => resource.is_available);
  const own = booking.slot.worker_id;
  const held = booking.worker_assigned_id;
  // The slot's own hall or team first; for an accept, then the one the customer asked for.
  const preferred = options.mode === 'assign' ? [held, own] : [own, held];
  const found = preferred.find((id) => id !== null && free.some((r) => r.resource_id === id));
  if (found !== undefined && found !== null) return found;
  // A hall must be chosen to accept and any choice to assign; a worker business may accept
  // with no worker yet, which the owner then decides.
  return options.isHall || options.mode === 'assign' ? (free[0]?.resource_id ?? null) : null;
}
