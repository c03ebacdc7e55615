import { PAGE_SIZE_MAX } from '@baraat/shared/constants/limits';
import type { Payment } from '@baraat/shared/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/**
 * GET /payments/my-payments — every payment vendors recorded against my bookings, so that what
 * is still due counts payments from before the chosen period.
 */
export function useMyPayments(userId: number | null) {
  return useQuery({
    queryKey: myPaymentsKey(userId),
    queryFn: () => call(allPayments),
    enabled: userId !== null,
  });
}

export const myPaymentsKey = (userId: number | null) => ['my-payments', userId] as const;

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
