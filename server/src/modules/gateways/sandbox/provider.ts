// What each provider's stand-in gives the sandbox: its routes, and its signed answer for a
// transaction once the customer has chosen.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { ProviderName } from '../types';
import type { SandboxStore, SandboxTransaction } from './store';

export interface SandboxTools {
  store: SandboxStore;
  /** Answers with the hosted page of a new transaction. */
  showCheckout: (ctx: Context, transaction: SandboxTransaction) => void;
  /** Answers 400 with a page saying why the merchant's request is refused. */
  refuse: (ctx: Context, reason: string) => void;
}

export interface SandboxProvider {
  name: ProviderName;
  /** The field naming the merchant's reference when the customer returns without an answer. */
  referenceField: string;
  /** The signed answer for a paid or failed transaction, as the provider posts it. */
  answer: (transaction: SandboxTransaction) => Record<string, string>;
  mount: (router: Router, tools: SandboxTools) => void;
}

/** A refund of a whole number of paisa, above none and at most what was paid. */
export const refundable = (paisa: number, transaction: SandboxTransaction) =>
  Number.isInteger(paisa) && paisa >= 1 && paisa <= transaction.amountPaisa;
