import type { InstalmentsDue } from '@baraat/shared/schemas/wedding-answers';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const instalmentsKey = (ownerId: number) => ['business-instalments', ownerId] as const;

/** GET /api/business/instalments: the owner's instalments overdue and due this week
 * (docs/product/weddings.md#what-is-due), by Pakistan's date on the server. */
export function useInstalmentsDue(ownerId: number) {
  return useQuery({
    queryKey: instalmentsKey(ownerId),
    queryFn: () => call(() => api.get('business/instalments').json<InstalmentsDue>()),
  });
}
