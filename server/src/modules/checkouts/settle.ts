// A provider's checked answer about a checkout, applied once (docs/product/online-payments.md#paying-online):
// paid becomes one payment of the ledger, in the customer's name, however many answers say so
// and whichever process gets them; failed ends a pending checkout. An answer for an unknown
// reference, with another amount or currency, or naming another transaction than the one
// already recorded is refused and changes nothing.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatPkr } from '@baraat/shared/domain/format';
import { fill, tx } from '@baraat/shared/i18n/text';
import { CHECKOUT_PROVIDER_LABELS, type CheckoutProvider } from '@baraat/shared/schemas/checkouts';
import { nowIso } from '../../db/connection';
import type { Step } from '../../db/engine';
import { AppError } from '../../http/errors';
import type { DeskAuthor } from '../../policies/actor';
import type { ProviderResult } from '../gateways/service';
import type { NotificationsService } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { WeddingPaymentStep } from '../transfers/service';
import { type CheckoutRow, checkoutsRepo as repo } from './repo';

export type Refusal = 'unknown-reference' | 'changed-amount' | 'other-transaction';

export type Settled =
  | { outcome: 'recorded' | 'already' | 'unpaid' | 'pending'; checkout: CheckoutRow }
  /** Paid, but its booking's date was taken meanwhile: the payment goes back to the customer. */
  | { outcome: 'unplaced'; checkout: CheckoutRow; transaction: string; reason: string }
  | { outcome: 'refused'; refusal: Refusal; checkout?: CheckoutRow };

export interface SettleDeps {
  ledger: Pick<PaymentsService, 'insertStep' | 'onlineStep' | 'lastOfWeddingStep'>;
  notifications: Pick<NotificationsService, 'recordStep'>;
  weddingPayment: WeddingPaymentStep;
}

/** Whether the answer's money is what the checkout asked: the same paisa, in rupees. */
const sameMoney = (row: CheckoutRow, result: ProviderResult) =>
  Number.isInteger(result.amountPaisa) &&
  result.amountPaisa === Number(row.amount_paisa) &&
  result.currency === 'PKR';

export function settleSteps(deps: SettleDeps) {
  /** Records the checkout's payment in the ledger; its id. */
  function* recordPayment(row: CheckoutRow, transaction: string): Step<number> {
    const author: DeskAuthor = { userId: row.customer_user_id, deviceUserId: null };
    const today = todayInPakistan();
    const paid = {
      amount: Number(row.amount_paisa) / 100,
      method: row.provider,
      reference: transaction,
      note: null,
      paid_on: today,
    };
    if (row.booking_id !== null) {
      const kind = row.kind === 'balance' ? 'balance' : 'advance';
      return yield* deps.ledger.onlineStep(author, { ...paid, booking_id: row.booking_id, kind });
    }
    yield* deps.weddingPayment(
      deps.ledger,
      { author, businessId: row.business_id },
      row.wedding_id!,
      { ...paid, payer_name: row.customer_name },
      today,
    );
    return yield* deps.ledger.lastOfWeddingStep(row.wedding_id!);
  }

  /** The owner hears of it at once: the desk's ledger and its bell show it live. */
  function* tellOwner(row: CheckoutRow, paymentId: number) {
    const owner = yield* repo.ownerOf(row.business_id);
    if (owner === undefined) return;
    yield* deps.notifications.recordStep({
      receiver_id: owner,
      type: 'payment_received',
      title: tx('Payment received online'),
      message: fill(tx('{customer} paid {amount} for {title} through {provider}.'), {
        customer: row.customer_name,
        amount: formatPkr(Number(row.amount_paisa) / 100),
        title: row.title,
        provider: CHECKOUT_PROVIDER_LABELS[row.provider],
      }),
      data: { payment_id: paymentId, ...(row.booking_id ? { booking_id: row.booking_id } : {}) },
      priority: 'high',
      action_url: '/business/home?tab=payments',
    });
  }

  function* settleStep(provider: CheckoutProvider, result: ProviderResult): Step<Settled> {
    const row = yield* repo.byReference(result.reference);
    if (!row || row.provider !== provider)
      return { outcome: 'refused', refusal: 'unknown-reference' };
    const now = nowIso();
    if (result.status === 'pending') {
      yield* repo.checked(row.id, now);
      return { outcome: 'pending', checkout: row };
    }
    if (result.status === 'failed') {
      const ended = row.expires_at < now ? 'expired' : 'failed';
      yield* repo.settleUnpaid(row.id, ended, null, now);
      return { outcome: 'unpaid', checkout: (yield* repo.byReference(row.reference))! };
    }
    const transaction = result.providerTransactionId;
    if (!transaction || !sameMoney(row, result)) {
      return { outcome: 'refused', refusal: 'changed-amount', checkout: row };
    }
    if (row.provider_transaction_id !== null) {
      return row.provider_transaction_id === transaction
        ? { outcome: 'already', checkout: row }
        : { outcome: 'refused', refusal: 'other-transaction', checkout: row };
    }
    // Whoever takes the row records the payment; any other answer finds it taken.
    if ((yield* repo.claimPaid(row.id, transaction, now)) === 0) {
      return { outcome: 'already', checkout: (yield* repo.byReference(row.reference))! };
    }
    let paymentId: number;
    try {
      paymentId = yield* recordPayment(row, transaction);
    } catch (error) {
      // Its hold expired and its date was taken: nothing was written for it yet.
      if (error instanceof AppError && error.status === 409) {
        return { outcome: 'unplaced', checkout: row, transaction, reason: String(error.detail) };
      }
      throw error;
    }
    yield* repo.setPayment(row.id, paymentId);
    yield* tellOwner(row, paymentId);
    return { outcome: 'recorded', checkout: (yield* repo.byReference(row.reference))! };
  }

  return { settleStep };
}
