import type { Payment } from '@baraat/shared/schemas/payments';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { paymentsChange } from './get-receivables';

/** PATCH /payments/{id}/refund: a completed payment becomes refunded. */
export function refundPayment(paymentId: number) {
  return call(() => api.patch(`payments/${paymentId}/refund`).json<Payment>());
}

export const useRefundPayment = (ownerId: number) =>
  useWrite(refundPayment, paymentsChange(ownerId));
