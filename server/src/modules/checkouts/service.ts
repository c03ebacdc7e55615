// Paying online (docs/product/online-payments.md#paying-online): what the customer owes now,
// the checkout Baraat makes for it and sends the customer to the provider with, and the
// provider's answers — its signed callback, its status API asked when the customer comes back
// or reads the checkout, and the reconciliation every 10 minutes — each applied once by
// settle.ts. Refunds of online payments go back through the provider before the ledger marks them.
import { randomBytes } from 'node:crypto';
import { holdsSlot } from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import {
  CHECKOUT_PROVIDER_LABELS,
  CHECKOUT_PROVIDERS,
  CHECKOUT_TEXTS,
  type Checkout,
  type CheckoutProvider,
  type CreateCheckout,
  DUE_KIND_LABELS,
  type PaymentDue,
} from '@baraat/shared/schemas/checkouts';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import type { Logger } from 'pino';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../http/errors';
import type { Gateways } from '../gateways/service';
import { ProviderError, type ProviderResult } from '../gateways/service';
import { presentStep as weddingStep } from '../weddings/service';
import { bookingDue, weddingDue } from './due';
import { type CheckoutRow, checkoutsRepo as repo } from './repo';
import { type SettleDeps, type Settled, settleSteps } from './settle';

export interface CheckoutsDeps extends SettleDeps {
  database: Database;
  gateways: Gateways;
  logger: Logger;
  /** This server's origin, where the providers send the customer back; read per checkout (a
   * test server knows its port only once it listens). */
  origin: () => string;
}

const HOUR_MS = 60 * 60 * 1000;
/** A checkout read again within this is answered from what is stored, without the provider. */
const RECHECK_MS = 2000;
/** A checkout the provider still calls pending this long after it expired is given up. */
const GIVE_UP_MS = HOUR_MS;
/** The pending checkouts one reconciliation asks about. */
const RECONCILE_BATCH = 200;

const newReference = () => `B${randomBytes(9).toString('hex').toUpperCase()}`;

export function presentCheckout(row: CheckoutRow): Checkout {
  return {
    reference: row.reference,
    provider: row.provider,
    booking_id: row.booking_id === null ? null : Number(row.booking_id),
    wedding_id: row.wedding_id === null ? null : Number(row.wedding_id),
    business_name: row.business_name,
    title: row.title,
    kind: row.kind,
    amount: Number(row.amount_paisa) / 100,
    status: row.status,
    payment_id: row.payment_id === null ? null : Number(row.payment_id),
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

/**
 * What a booking or wedding owes now (docs/product/online-payments.md#what-is-due-online),
 * whoever asks: the same figure the online checkout and the transfer form ask for; null when
 * it owes nothing now.
 */
export function* dueNowStep(target: {
  booking_id?: number | undefined;
  wedding_id?: number | undefined;
}): Step<PaymentDue | null> {
  if (target.booking_id !== undefined) {
    const row = yield* repo.dueBooking(target.booking_id);
    return row ? bookingDue(row) : null;
  }
  return weddingDue(yield* weddingStep(target.wedding_id!, todayInPakistan()));
}

const byDate = (a: PaymentDue, b: PaymentDue) => a.event_date.localeCompare(b.event_date);

export function createCheckoutsService(deps: CheckoutsDeps) {
  const { database, gateways, logger } = deps;
  const { settleStep } = settleSteps(deps);
  const providers = () => CHECKOUT_PROVIDERS.filter((name) => gateways[name] !== undefined);

  function* dueStep(user: number): Step<PaymentDue[]> {
    const today = todayInPakistan();
    const due = (yield* repo.dueBookings(user)).map(bookingDue);
    for (const id of yield* repo.weddingsOf(user))
      due.push(weddingDue(yield* weddingStep(id, today)));
    return due.filter((item): item is PaymentDue => item !== null).sort(byDate);
  }

  /** The customer's booking or wedding and what it owes now; 404 when not theirs, 409 when
   * it is not accepted or owes nothing now. */
  function* targetStep(
    user: number,
    input: CreateCheckout,
  ): Step<PaymentDue & { business_id: number }> {
    if (input.booking_id !== undefined) {
      const row = yield* repo.dueBooking(input.booking_id);
      if (!row || row.customer_user_id !== user || row.wedding_id !== null) {
        throw fieldError('body', 'booking_id', BOOKING_ERRORS.bookingNotFound);
      }
      if (!holdsSlot(row.status)) throw conflict(CHECKOUT_TEXTS.notAccepted);
      const due = bookingDue(row);
      if (!due) throw conflict(CHECKOUT_TEXTS.nothingDue);
      return { ...due, business_id: Number(row.business_id) };
    }
    if (!(yield* repo.weddingsOf(user)).includes(input.wedding_id!)) {
      throw fieldError('body', 'wedding_id', WEDDING_TEXTS.notFound);
    }
    const wedding = yield* weddingStep(input.wedding_id!, todayInPakistan());
    if (!wedding.events.some((event) => holdsSlot(event.status))) {
      throw conflict(CHECKOUT_TEXTS.notAccepted);
    }
    const due = weddingDue(wedding);
    if (!due) throw conflict(CHECKOUT_TEXTS.nothingDue);
    return { ...due, business_id: wedding.business_id };
  }

  async function start(user: AuthUser, input: CreateCheckout) {
    const gateway = gateways[input.provider];
    if (!gateway) throw fieldError('body', 'provider', CHECKOUT_TEXTS.providerUnavailable);
    const reference = newReference();
    const now = Date.now();
    const row = await database.transaction(function* () {
      const due = yield* targetStep(user.id, input);
      // Never past the hold: a payment after it could find the date gone.
      const hold = due.hold_until ? new Date(due.hold_until).getTime() : Number.POSITIVE_INFINITY;
      yield* repo.insert({
        reference,
        provider: input.provider,
        customer_user_id: user.id,
        business_id: due.business_id,
        booking_id: due.booking_id,
        wedding_id: due.wedding_id,
        kind: due.kind,
        amount_paisa: due.amount * 100,
        now: new Date(now).toISOString(),
        expires_at: new Date(Math.min(now + HOUR_MS, hold)).toISOString(),
      });
      return (yield* repo.byReference(reference))!;
    });
    const { redirect } = gateway.createCheckout({
      reference,
      amountPaisa: Number(row.amount_paisa),
      description: `${DUE_KIND_LABELS[row.kind]}: ${row.title}, ${row.business_name}`,
      callbackUrl: `${deps.origin()}/api/checkouts/callback/${input.provider}`,
      customer: row.customer_email ? { email: row.customer_email } : {},
      expiresAt: new Date(row.expires_at),
    });
    return { checkout: presentCheckout(row), redirect };
  }

  /** The payment a provider took but Baraat could not keep goes back through the provider. */
  async function giveBack(settled: Extract<Settled, { outcome: 'unplaced' }>) {
    const { checkout } = settled;
    const gateway = gateways[checkout.provider];
    const refunded = await gateway
      ?.refund({
        reference: checkout.reference,
        providerTransactionId: settled.transaction,
        amountPaisa: Number(checkout.amount_paisa),
      })
      .catch(() => ({ ok: false as const, reason: 'unreachable' }));
    logger.warn(
      { provider: checkout.provider, reference: checkout.reference, refunded: refunded?.ok },
      'online payment given back: its date was no longer free',
    );
    await database.transaction(() => repo.refundedUnplaced(checkout.id, settled.reason, nowIso()));
  }

  /** Applies a checked answer; a refusal is logged with the reference alone and thrown. */
  async function apply(provider: CheckoutProvider, result: ProviderResult): Promise<Settled> {
    const settled = await database.transaction(() => settleStep(provider, result));
    if (settled.outcome === 'refused') {
      logger.warn(
        { provider, refusal: settled.refusal, reference: result.reference },
        'payment answer refused',
      );
      if (settled.refusal === 'unknown-reference') throw notFound(CHECKOUT_TEXTS.notFound);
      throw conflict(CHECKOUT_TEXTS.refused);
    }
    if (settled.outcome === 'unplaced') await giveBack(settled);
    return settled;
  }

  /** Asks the provider's status API about a checkout and applies the answer; a provider that
   * does not answer, or answers wrongly, leaves it as it was (logged). */
  async function ask(row: CheckoutRow): Promise<void> {
    const gateway = gateways[row.provider];
    if (!gateway) return;
    try {
      await apply(row.provider, await gateway.status(row.reference));
    } catch (error) {
      if (!(error instanceof ProviderError) && !(error instanceof AppError)) throw error;
      logger.warn(
        { provider: row.provider, reference: row.reference, reason: error.message },
        'payment status not taken',
      );
    }
  }

  async function get(user: AuthUser, reference: string) {
    const row = await database.read(repo.byReference(reference));
    if (!row || Number(row.customer_user_id) !== user.id) throw notFound(CHECKOUT_TEXTS.notFound);
    const checked = row.checked_at ? new Date(row.checked_at).getTime() : 0;
    if (row.status !== 'pending' || Date.now() - checked < RECHECK_MS) return presentCheckout(row);
    await ask(row);
    return presentCheckout((await database.read(repo.byReference(reference)))!);
  }

  /** The provider's signed answer, posted by the customer's browser or by the provider: the
   * reference the customer is sent back to. */
  async function callback(provider: CheckoutProvider, fields: Record<string, unknown>) {
    const gateway = gateways[provider];
    if (!gateway) throw notFound(CHECKOUT_TEXTS.notFound);
    const verdict = gateway.verifyCallback(fields);
    if (!verdict.ok) throw badRequest(CHECKOUT_TEXTS.refused);
    return (await apply(provider, verdict.result)).checkout!.reference;
  }

  /** The customer back with the reference alone: the provider is asked. */
  async function returned(provider: CheckoutProvider, reference: string) {
    const row = await database.read(repo.byReference(reference));
    if (!row || row.provider !== provider || !gateways[provider]) {
      logger.warn({ provider, refusal: 'unknown-reference', reference }, 'payment answer refused');
      throw notFound(CHECKOUT_TEXTS.notFound);
    }
    if (row.status === 'pending') await ask(row);
    return row.reference;
  }

  /** Every 10 minutes: each pending checkout's status asked; one the provider still calls
   * pending an hour after it expired is given up as expired. */
  async function reconcile(now = new Date()) {
    const rows = await database.read(repo.pending(RECONCILE_BATCH));
    for (const row of rows) {
      await ask(row);
      if (new Date(row.expires_at).getTime() + GIVE_UP_MS < now.getTime()) {
        await database.transaction(() =>
          repo.settleUnpaid(row.id, 'expired', 'no answer from the provider', now.toISOString()),
        );
      }
    }
    return rows.length;
  }

  /** Before the ledger marks an online payment refunded, the provider sends it back (once). */
  async function refundOnline(paymentId: number) {
    const row = await database.read(repo.byPayment(paymentId));
    if (!row || row.refunded_at !== null) return;
    const label = CHECKOUT_PROVIDER_LABELS[row.provider];
    const gateway = gateways[row.provider];
    const outcome = await gateway
      ?.refund({
        reference: row.reference,
        providerTransactionId: row.provider_transaction_id!,
        amountPaisa: Number(row.amount_paisa),
      })
      .catch((error: unknown) => {
        if (error instanceof ProviderError) return undefined;
        throw error;
      });
    if (!outcome) throw conflict(CHECKOUT_TEXTS.refundUnreachable(label));
    if (!outcome.ok) throw conflict(CHECKOUT_TEXTS.refundRefused(label, outcome.reason));
    await database.transaction(() => repo.refundedAt(row.id, nowIso()));
  }

  return {
    due: async (user: AuthUser) => ({
      providers: providers(),
      due: await database.read(dueStep(user.id)),
    }),
    start,
    get,
    callback,
    returned,
    reconcile,
    refundOnline,
  };
}

export type CheckoutsService = ReturnType<typeof createCheckoutsService>;
