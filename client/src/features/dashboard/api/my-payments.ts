import type { Payment } from '@baraat/shared/schemas/payments';
import { api, call } from '../../../lib/http';
import { useQuery } from '../../../lib/use-query';

/** GET /payments/my-payments?days= — the payments vendors recorded against my bookings. */
export function useMyPayments(userId: number | null, days: number, version: number) {
  return useQuery(userId ? `my-payments:${userId}:${days}:${version}` : null, () =>
    call(() =>
      api.get('payments/my-payments', { searchParams: { days, limit: 100 } }).json<Payment[]>(),
    ),
  );
}
