import type { VendorSlot } from '@baraat/shared/schemas/vendor-profile';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const vendorSlotsKey = (businessId: number | null, date: string) =>
  ['vendor-slots', businessId, date] as const;

/** GET /businesses/{id}/slots?date — one vendor's times on one day, taken ones included. */
export function getVendorSlots(businessId: number, date: string): Promise<VendorSlot[]> {
  return call(() =>
    api.get(`businesses/${businessId}/slots`, { searchParams: { date } }).json<VendorSlot[]>(),
  );
}

export function useVendorSlots(businessId: number | null, date: string) {
  return useQuery({
    queryKey: vendorSlotsKey(businessId, date),
    queryFn: () => getVendorSlots(businessId!, date),
    enabled: businessId !== null && date !== '',
  });
}
