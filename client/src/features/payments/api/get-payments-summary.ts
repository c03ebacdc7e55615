import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const paymentsSummaryKey = (ownerId: number) => ['payments-summary', ownerId] as const;

/** GET /api/payments/summary: what the owner's business is owed, worked out on the server
 * (docs/product/payments.md#what-the-business-is-owed). */
export function usePaymentsSummary(ownerId: number) {
  return useQuery({
    queryKey: paymentsSummaryKey(ownerId),
    queryFn: () => call(() => api.get('payments/summary').json<PaymentsSummary>()),
  });
}
