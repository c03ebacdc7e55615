import type { Payment } from '@baraat/shared/schemas/payments';
import { api, call } from '../../../lib/http';
import { useQuery } from '../../../lib/use-query';

/**
 * GET /payments/my-payments — every payment vendors recorded against my bookings (a couple's
 * list is short), so that what is still due counts payments from before the chosen period.
 */
export function useMyPayments(userId: number | null) {
  return useQuery(userId ? `my-payments:${userId}` : null, () =>
    call(() => api.get('payments/my-payments', { searchParams: { limit: 100 } }).json<Payment[]>()),
  );
}
