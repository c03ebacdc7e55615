import type { CheckoutProvider, StartedCheckout } from '@baraat/shared/schemas/checkouts';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@/lib/http';
import { api, call } from '@/lib/http';

/** What a checkout pays: one of the customer's bookings or weddings. */
export type CheckoutTarget = { booking_id: number } | { wedding_id: number };

export interface StartCheckoutInput {
  target: CheckoutTarget;
  provider: CheckoutProvider;
}

/** POST /checkouts: the checkout and how the browser reaches the provider's hosted page. Nothing
 * on screen changes until the customer comes back, so no query is refreshed here. */
export const startCheckout = ({ target, provider }: StartCheckoutInput) =>
  call(() => api.post('checkouts', { json: { ...target, provider } }).json<StartedCheckout>());

export const useStartCheckout = () =>
  useMutation<StartedCheckout, ApiError, StartCheckoutInput>({ mutationFn: startCheckout });
