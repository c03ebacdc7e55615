// The sandbox's transactions, in this process's memory alone: a restart forgets them
// (docs/product/online-payments.md#the-sandbox).
import { randomBytes } from 'node:crypto';
import type { ProviderName } from '../types';

export type SandboxState = 'pending' | 'paid' | 'failed' | 'refunded';

export interface SandboxTransaction {
  provider: ProviderName;
  /** The merchant's reference (pp_TxnRefNo, orderRefNum). */
  reference: string;
  /** The page's id, in its URL: who has it may choose for this transaction. */
  token: string;
  merchant: string;
  amountPaisa: number;
  description: string;
  callbackUrl: string;
  expiresAt: number;
  state: SandboxState;
  /** The provider's id of the transaction, given when it is created. */
  transactionId: string;
}

export type NewTransaction = Omit<SandboxTransaction, 'token' | 'state' | 'transactionId'>;

export function createSandboxStore() {
  const byReference = new Map<string, SandboxTransaction>();
  const byToken = new Map<string, SandboxTransaction>();
  let serial = 0;
  const key = (provider: ProviderName, reference: string) => `${provider}:${reference}`;

  return {
    /** A new transaction; undefined when the reference was used before (providers refuse it). */
    create(fields: NewTransaction): SandboxTransaction | undefined {
      if (byReference.has(key(fields.provider, fields.reference))) return undefined;
      serial += 1;
      const transaction: SandboxTransaction = {
        ...fields,
        token: randomBytes(12).toString('base64url'),
        state: 'pending',
        transactionId: `${Date.now()}${String(serial).padStart(4, '0')}`,
      };
      byReference.set(key(fields.provider, fields.reference), transaction);
      byToken.set(transaction.token, transaction);
      return transaction;
    },
    byToken: (token: string) => byToken.get(token),
    /** The transaction, a pending one past its expiry failed. */
    find(provider: ProviderName, reference: string): SandboxTransaction | undefined {
      const transaction = byReference.get(key(provider, reference));
      if (transaction?.state === 'pending' && transaction.expiresAt < Date.now()) {
        transaction.state = 'failed';
      }
      return transaction;
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;

/** Pakistan's yyyyMMddHHmmss (or yyyyMMdd HHmmss) as a moment; NaN when it is not one. */
export function fromPakistanTime(text: unknown): number {
  const match = /^(\d{4})(\d{2})(\d{2}) ?(\d{2})(\d{2})(\d{2})$/.exec(String(text));
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y!, mo! - 1, d!, h! - 5, mi!, s!);
}
