import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { LIVE_REFRESH_MS } from '@/lib/query-client';

/** GET /bookings/business-requests: upcoming requests, or with `past` the past events. */
export function getBusinessRequests(past: boolean): Promise<OwnerBooking[]> {
  return call(() =>
    api
      .get('bookings/business-requests', { searchParams: past ? { past_events: 'true' } : {} })
      .json<OwnerBooking[]>(),
  );
}

export const businessRequestsKey = (past?: boolean) =>
  past === undefined ? (['business-requests'] as const) : (['business-requests', past] as const);

/**
 * The owner's requests, refreshed every 30 s while the page is visible and `idle` (docs/product/requests.md#booking-requests-screen:
 * nothing loading or being acted on).
 */
export function useBusinessRequests(past: boolean, idle: boolean) {
  return useQuery({
    queryKey: businessRequestsKey(past),
    queryFn: () => getBusinessRequests(past),
    refetchInterval: idle ? LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: idle,
  });
}
