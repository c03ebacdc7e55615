import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

/** GET /businesses/{id}/slots?date — one vendor's times on one day, taken ones included. */
export function useVendorSlots(businessId: number | null, date: string, version = 0) {
  const key = businessId && date ? `vendor-slots:${businessId}:${date}:${version}` : null;
  return useQuery(key, () =>
    call(() =>
      api.get(`businesses/${businessId}/slots`, { searchParams: { date } }).json<VendorSlot[]>(),
    ),
  );
}
