// Slows password guessing without locking the owner out (docs/product/accounts.md#sessions-and-tokens). Failures count per
// (address, account) pair, the account resolved so that its username and its e-mail are one
// bucket, and per address across accounts against password spraying. Someone else's guesses
// never stop the owner signing in from their own address.
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import { tooManyRequests } from '../../http/errors';
import { createLimit, type LimitStore, MEMORY_LIMITS } from '../../http/rate-limit';

/** How long the failures are counted, and how long a pair or an address then waits. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords from one address for one account before that pair waits. */
export const FAILURES_PER_ACCOUNT_FROM_ADDRESS = 5;
/** Wrong passwords from one address across accounts: generous, for offices behind one NAT. */
export const FAILURES_PER_ADDRESS = 50;

/** The bucket of an attempt: the account when one matched, else the text typed, normalised. */
export function accountKey(userId: number | undefined, typed: string): string {
  return userId === undefined ? `typed:${typed.trim().toLowerCase()}` : `user:${userId}`;
}

export function createLoginThrottle(store: LimitStore = MEMORY_LIMITS) {
  const byPair = createLimit(
    { name: 'login-pair', points: FAILURES_PER_ACCOUNT_FROM_ADDRESS, windowMs: FAILURE_WINDOW_MS },
    store,
  );
  const byAddress = createLimit(
    { name: 'login-address', points: FAILURES_PER_ADDRESS, windowMs: FAILURE_WINDOW_MS },
    store,
  );
  const pair = (address: string, account: string) => `${address} ${account}`;

  return {
    /** Throws 429 with Retry-After while this address must wait for this account. */
    async assertAllowed(address: string, account: string): Promise<void> {
      const [pairWait, addressWait] = await Promise.all([
        byPair.waitMs(pair(address, account)),
        byAddress.waitMs(address),
      ]);
      const waitMs = Math.max(pairWait, addressWait);
      if (waitMs > 0) throw tooManyRequests(AUTH_ERRORS.tooManyLoginAttempts, waitMs / 1000);
    },
    async failed(address: string, account: string): Promise<void> {
      await Promise.all([byPair.spend(pair(address, account)), byAddress.spend(address)]);
    },
    async succeeded(address: string, account: string): Promise<void> {
      await byPair.reset(pair(address, account));
    },
  };
}
