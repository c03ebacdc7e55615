import type { Transfer } from '@baraat/shared/schemas/transfers';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const myTransfersKey = ['my-transfers'] as const;

/** GET /transfers/mine: the customer's transfers, newest first. */
export const useMyTransfers = () =>
  useQuery({
    queryKey: myTransfersKey,
    queryFn: () => call(() => api.get('transfers/mine').json<Transfer[]>()),
  });
