// The payment providers Baraat is configured for (docs/product/online-payments.md): each
// behind the one interface of types.ts, the sandbox's or the real ones alike.
import type { Logger } from 'pino';
import { easypaisaProvider } from './easypaisa';
import { jazzCashProvider } from './jazzcash';
import type { PaymentsSettings } from './settings';
import type { PaymentProvider, ProviderName } from './types';

export type Gateways = Partial<Record<ProviderName, PaymentProvider>>;

/** The providers whose settings are there; none in production without credentials. */
export function createGateways(settings: PaymentsSettings, logger: Logger): Gateways {
  const options = { logger, timeoutMs: settings.timeoutMs };
  return {
    ...(settings.jazzcash ? { jazzcash: jazzCashProvider(settings.jazzcash, options) } : {}),
    ...(settings.easypaisa ? { easypaisa: easypaisaProvider(settings.easypaisa, options) } : {}),
  };
}

export { ProviderError, type ProviderResult } from './types';
