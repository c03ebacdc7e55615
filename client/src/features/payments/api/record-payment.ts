import type { Payment, RecordPaymentInput } from '@baraat/shared/schemas/payments';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { paymentsChange } from './get-receivables';

/** POST /payments/: the owner records a payment received; the key makes a retry harmless. */
export function recordPayment(input: RecordPaymentInput, key: string) {
  return call(() =>
    api.post('payments/', { json: input, headers: { 'Idempotency-Key': key } }).json<Payment>(),
  );
}

export const useRecordPayment = (ownerId: number) =>
  useWrite(
    ({ input, key }: { input: RecordPaymentInput; key: string }) => recordPayment(input, key),
    paymentsChange(ownerId),
  );
