// A payment recorded where this screen did not see it (a provider's confirmation of a payment
// made online, a transfer sent, another device's desk): the lists of payments and what is owed
// are read again, so the ledger shows it live (docs/product/online-payments.md#recording-the-payment).
import type { QueryClient } from '@tanstack/react-query';
import { instalmentsKey } from './api/get-instalments';
import { myPaymentsKey } from './api/get-my-payments';
import { paymentsSummaryKey } from './api/get-payments-summary';
import { receivablesKey } from './api/get-receivables';

const PAYMENT_LISTS = [
  [myPaymentsKey(null)[0]],
  [paymentsSummaryKey(0)[0]],
  [receivablesKey(0)[0]],
  [instalmentsKey(0)[0]],
];

export const PAYMENT_NOTIFICATIONS: readonly string[] = ['payment_received', 'payment_completed'];

export function refreshPaymentLists(client: QueryClient): void {
  for (const queryKey of PAYMENT_LISTS) void client.invalidateQueries({ queryKey });
}
