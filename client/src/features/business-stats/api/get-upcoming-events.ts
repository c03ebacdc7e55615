import { UPCOMING_DAYS_DEFAULT } from '@baraat/shared/constants/limits';
import type { UpcomingEvent } from '@baraat/shared/schemas/stats';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { liveRefresh } from '@/lib/query-client';

/** GET /business/mapping/{id}/upcoming-events (docs/product/payments.md#calls): confirmed bookings ahead. */
export function getUpcomingEvents(mappingId: number, days: number): Promise<UpcomingEvent[]> {
  return call(() =>
    api
      .get(`business/mapping/${mappingId}/upcoming-events`, { searchParams: { days } })
      .json<UpcomingEvent[]>(),
  );
}

export const upcomingEventsKey = (mappingId: number, days: number) =>
  ['upcoming-events', mappingId, days] as const;

export function useUpcomingEvents(mappingId: number, days = UPCOMING_DAYS_DEFAULT) {
  return useQuery({
    queryKey: upcomingEventsKey(mappingId, days),
    queryFn: () => getUpcomingEvents(mappingId, days),
    // An owner at the venue sees a booking accepted on another device.
    ...liveRefresh,
  });
}
