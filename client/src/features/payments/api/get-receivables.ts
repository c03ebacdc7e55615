import { PAGE_SIZE_MAX } from '@baraat/shared/constants/limits';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { instalmentsKey } from './get-instalments';
import { myPaymentsKey } from './get-my-payments';
import { paymentsSummaryKey } from './get-payments-summary';

/** GET /payments/receivables: the owner's accepted bookings with total, paid and outstanding;
 * asked only when `enabled` (a desk role that may see them). */
export function useReceivables(ownerId: number, enabled = true) {
  return useQuery({
    queryKey: receivablesKey(ownerId),
    queryFn: () => call(allReceivables),
    enabled,
  });
}

export const receivablesKey = (ownerId: number) => ['receivables', ownerId] as const;

/**
 * What recording or refunding a payment changes: what is due, the payments recorded, the
 * weddings' instalments still owed, what the business is owed, and the dashboard's figures,
 * which count these payments too.
 */
export const paymentsChange = (ownerId: number) => [
  receivablesKey(ownerId),
  myPaymentsKey(ownerId),
  instalmentsKey(ownerId),
  paymentsSummaryKey(ownerId),
  ['enhanced-stats'],
  ['business-stats'],
];

/** Marks stale every list a payment changes: after this device's write, or one made elsewhere
 * (a provider's confirmation, a transfer sent) that a live notification tells of. */
export const refreshPayments = (client: QueryClient, ownerId: number) =>
  Promise.all(paymentsChange(ownerId).map((queryKey) => client.invalidateQueries({ queryKey })));

/** Page by page until a short page, as the owner chooses among all of them. */
async function allReceivables(): Promise<Receivable[]> {
  const rows: Receivable[] = [];
  for (;;) {
    const page = await api
      .get('payments/receivables', { searchParams: { skip: rows.length, limit: PAGE_SIZE_MAX } })
      .json<Receivable[]>();
    rows.push(...page);
    if (page.length < PAGE_SIZE_MAX) return rows;
  }
}
