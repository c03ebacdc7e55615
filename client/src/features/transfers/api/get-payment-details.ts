import type { PaymentDetails, PaymentDetailsInput } from '@baraat/shared/schemas/transfers';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';

const paymentDetailsKey = ['payment-details'] as const;

/** GET /business/payment-details: what the owner saved for customers to pay by transfer. */
export const usePaymentDetails = () =>
  useQuery({
    queryKey: paymentDetailsKey,
    queryFn: () => call(() => api.get('business/payment-details').json<PaymentDetails>()),
  });

/** PUT /business/payment-details: all four saved together. */
export const useSavePaymentDetails = () =>
  useWrite(
    (input: PaymentDetailsInput) =>
      call(() => api.put('business/payment-details', { json: input }).json<PaymentDetails>()),
    [paymentDetailsKey],
  );
