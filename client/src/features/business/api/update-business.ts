import type { BusinessEditInput, MyBusiness } from '@baraat/shared/schemas/businesses';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, call } from '@/lib/http';
import { myBusinessKey } from './get-my-business';

/** PUT /business/{id}: the owner's profile edit (docs/product/resources.md#calls); answers the business as saved. */
export function updateBusiness(businessId: number, input: BusinessEditInput): Promise<MyBusiness> {
  return call(() => api.put(`business/${businessId}`, { json: input }).json<MyBusiness>());
}

/** Saved: every screen that shows my-business (the desk's header) shows the new name now. */
function rememberSaved(queryClient: QueryClient, ownerId: number, saved: MyBusiness) {
  // The query holds what useOfflineQuery keeps: the answer and whether it came from the device.
  queryClient.setQueryData(myBusinessKey(ownerId), { value: saved, offline: false });
  void queryClient.invalidateQueries({ queryKey: myBusinessKey(ownerId) });
}

export function useUpdateBusiness(ownerId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (businessId: number, input: BusinessEditInput) => {
      const saved = await updateBusiness(businessId, input);
      rememberSaved(queryClient, ownerId, saved);
      return saved;
    },
    [queryClient, ownerId],
  );
}
