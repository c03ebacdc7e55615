import type { Transfer } from '@baraat/shared/schemas/transfers';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const toConfirmKey = ['transfers-to-confirm'] as const;

/** GET /transfers/to-confirm: the desk's transfers waiting for an answer. */
export const useTransfersToConfirm = () =>
  useQuery({
    queryKey: toConfirmKey,
    queryFn: () => call(() => api.get('transfers/to-confirm').json<Transfer[]>()),
  });

/** A transfer sent while the desk looked (its notification came live): To confirm reads again. */
export const refreshToConfirm = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: toConfirmKey });
