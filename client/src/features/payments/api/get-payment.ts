import type { Payment } from '@baraat/shared/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /payments/{id}: one payment, for its customer and the business's desk alone. */
export const usePayment = (id: number) =>
  useQuery({
    queryKey: ['payment', id],
    enabled: Number.isInteger(id) && id > 0,
    queryFn: () => call(() => api.get(`payments/${id}`).json<Payment>()),
  });
