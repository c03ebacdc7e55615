import type { PaymentsDue } from '@baraat/shared/schemas/checkouts';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const paymentsDueKey = ['checkouts-due'] as const;

/** GET /checkouts/due: the providers taking payments now and what the customer owes now
 * (docs/product/online-payments.md#paying-online). */
export const usePaymentsDue = () =>
  useQuery({
    queryKey: paymentsDueKey,
    queryFn: () => call(() => api.get('checkouts/due').json<PaymentsDue>()),
  });
