import type { Payment, RecordPaymentInput } from '@baraat/shared/schemas/payments';
import { api, call } from '@/lib/http';

/** POST /payments/: the owner records a payment received; the key makes a retry harmless. */
export function recordPayment(input: RecordPaymentInput, key: string) {
  return call(() =>
    api.post('payments/', { json: input, headers: { 'Idempotency-Key': key } }).json<Payment>(),
  );
}
