import type { Checkout } from '@baraat/shared/schemas/checkouts';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** How often the return page asks again while the provider has not answered. */
export const CHECKOUT_POLL_MS = 2000;

/** GET /checkouts/{reference}: the checkout as its customer reads it. While it is pending the
 * server asks the provider on each call, so asking every 2 s is what records a payment whose
 * callback never came (docs/product/online-payments.md#paying-online). */
export const useCheckout = (reference: string) =>
  useQuery({
    queryKey: ['checkout', reference],
    enabled: reference !== '',
    queryFn: () =>
      call(() => api.get(`checkouts/${encodeURIComponent(reference)}`).json<Checkout>()),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? CHECKOUT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
