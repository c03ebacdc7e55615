// The owner's online writes to a wedding (docs/product/weddings.md#the-owner-answers,
// docs/product/weddings.md#the-payment-plan): accept all, decline all, save the plan. Each
// answers the whole wedding, which becomes the screen's copy (and the device's) at once; the
// lists it changes are asked again.

import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { ApproveWeddingInput, PaymentPlanInput } from '@baraat/shared/schemas/weddings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/http';
import { api, call } from '@/lib/http';
import type { MaybeSaved } from '@/lib/offline-query';
import { useWeddingDeskLinks } from '../desk-context';
import { saveWedding, weddingKey } from './get-wedding';

export const businessWeddingsKey = (ownerId: number) => ['business-weddings', ownerId] as const;

/** Puts the server's answer in the screen's query and the device's copy. */
export function useTakeWedding(ownerId: number) {
  const client = useQueryClient();
  const { changed } = useWeddingDeskLinks();
  return (wedding: Wedding) => {
    client.setQueryData<MaybeSaved<Wedding>>(weddingKey(ownerId, wedding.wedding_id), {
      value: wedding,
      offline: false,
    });
    void saveWedding(ownerId, wedding);
    for (const queryKey of [businessWeddingsKey(ownerId), ...changed(ownerId)]) {
      void client.invalidateQueries({ queryKey });
    }
  };
}

function useWeddingWrite<Input>(ownerId: number, write: (input: Input) => Promise<Wedding>) {
  const take = useTakeWedding(ownerId);
  return useMutation<Wedding, ApiError, Input>({ mutationFn: write, onSuccess: take });
}

/** PATCH /weddings/{id}/approve: a hall or team per pending event. */
export const useApproveWedding = (ownerId: number, weddingId: number) =>
  useWeddingWrite(ownerId, (body: ApproveWeddingInput) =>
    call(() => api.patch(`weddings/${weddingId}/approve`, { json: body }).json<Wedding>()),
  );

/** PATCH /weddings/{id}/decline, with the owner's reason. */
export const useDeclineWedding = (ownerId: number, weddingId: number) =>
  useWeddingWrite(ownerId, (body: { reason: string }) =>
    call(() => api.patch(`weddings/${weddingId}/decline`, { json: body }).json<Wedding>()),
  );

/** PUT /weddings/{id}/plan. */
export const useSavePlan = (ownerId: number, weddingId: number) =>
  useWeddingWrite(ownerId, (body: PaymentPlanInput) =>
    call(() => api.put(`weddings/${weddingId}/plan`, { json: body }).json<Wedding>()),
  );
