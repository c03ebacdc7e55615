import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export interface ResourceWindow {
  date: string;
  startTime: string;
  endTime: string;
  excludeBookingId: number;
}

/** GET /business/resources/available: the owner's active halls or workers, free or not. */
export function getAvailableResources(window: ResourceWindow): Promise<AvailableResource[]> {
  return call(() =>
    api
      .get('business/resources/available', {
        searchParams: { ...window, excludeBookingId: String(window.excludeBookingId) },
      })
      .json<AvailableResource[]>(),
  );
}

export const availableResourcesKey = (window: ResourceWindow) =>
  ['available-resources', window] as const;

export function useAvailableResources(window: ResourceWindow) {
  return useQuery({
    queryKey: availableResourcesKey(window),
    queryFn: () => getAvailableResources(window),
    // Always asked afresh when the dialog opens: another request may have taken a hall.
    staleTime: 0,
  });
}
