import { PAGE_SIZE_MAX } from '@baraat/shared/constants/limits';
import type { Payment } from '@baraat/shared/schemas/payments';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

/**
 * GET /payments/my-payments — every payment vendors recorded against my bookings, so that what
 * is still due counts payments from before the chosen period.
 */
export function useMyPayments(userId: number | null) {
  return useQuery(userId ? `my-payments:${userId}` : null, () => call(allPayments));
}

/** Page by page (the API gives at most PAGE_SIZE_MAX at a time) until a short page. */
async function allPayments(): Promise<Payment[]> {
  const payments: Payment[] = [];
  for (;;) {
    const page = await api
      .get('payments/my-payments', {
        searchParams: { skip: payments.length, limit: PAGE_SIZE_MAX },
      })
      .json<Payment[]>();
    payments.push(...page);
    if (page.length < PAGE_SIZE_MAX) return payments;
  }
}
