// Bank transfer and Raast with proof (docs/product/payments.md#bank-transfer-and-raast): the
// owner's payment details, the customer's transfer with its receipt photo, and the desk's
// answer. Confirming records the ledger's payment through the payments (or a wedding's)
// step, in the transaction that answers the transfer, so a transfer becomes one payment
// however often it is confirmed. Baraat never holds the money.
import { holdsSlot } from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { dateOfMoment, formatPkr } from '@baraat/shared/domain/format';
import { fill, tx } from '@baraat/shared/i18n/text';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import {
  type PaymentDetailsFields,
  type RejectTransfer,
  type SubmitTransferFields,
  TRANSFER_TEXTS,
  type TransferTarget,
} from '@baraat/shared/schemas/transfers';
import { type RecordWeddingPayment, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { conflict, fieldError, notFound } from '../../http/errors';
import { actorOf, type DeskAuthor, type UserActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { transferPolicy } from '../../policies/booking';
import { dueNowStep } from '../checkouts/service';
import type { NotificationsService } from '../notifications/service';
import {
  bookingBalanceStep,
  bookingOutstandingStep,
  type PaymentsService,
} from '../payments/service';
import { presentStep as weddingStep } from '../weddings/service';
import { presentDetails, presentTransfer } from './presenter';
import { type PhotoEncoder, readProof, removeProof, storeProof } from './proof-files';
import { transfersRepo as repo, type TransferTargetRow } from './repo';

export interface TransfersDeps {
  database: Database;
  dataDir: string;
  ledger: Pick<PaymentsService, 'insertStep' | 'recordStep' | 'lastOfWeddingStep'>;
  notifications: Pick<NotificationsService, 'recordStep'>;
  /** The media module's photo checks and encoding. */
  encodePhoto: PhotoEncoder;
  /** The weddings module's payment step (docs/product/weddings.md#payments-of-a-wedding). */
  weddingPayment: WeddingPaymentStep;
}

export type WeddingPaymentStep = (
  ledger: Pick<PaymentsService, 'insertStep'>,
  desk: { author: DeskAuthor; businessId: number },
  weddingId: number,
  input: RecordWeddingPayment,
  today: string,
) => Step<unknown>;

export function createTransfersService(deps: TransfersDeps) {
  const { database, dataDir, ledger, notifications } = deps;
  /** The booking or wedding the customer pays, if it is theirs and accepted; else its 404 (a
   * form's field: 422, docs/product/accounts.md#who-may-do-what) or 409. */
  function* targetStep(
    user: number,
    target: TransferTarget,
    named: 'query' | 'body' = 'query',
  ): Step<TransferTargetRow> {
    const row =
      target.booking_id !== undefined
        ? yield* repo.bookingTarget(target.booking_id)
        : yield* repo.weddingTarget(target.wedding_id!);
    const missing =
      target.booking_id !== undefined ? BOOKING_ERRORS.bookingNotFound : WEDDING_TEXTS.notFound;
    if (!row || row.customer_user_id !== user) {
      const field = target.booking_id !== undefined ? 'booking_id' : 'wedding_id';
      throw named === 'body' ? fieldError('body', field, missing) : notFound(missing);
    }
    if (row.status === null || !holdsSlot(row.status))
      throw conflict(
        target.booking_id !== undefined
          ? TRANSFER_TEXTS.bookingNotAccepted
          : WEDDING_TEXTS.noAcceptedEvent,
      );
    return row;
  }

  /** What to send: what is due now (the advance while it is unpaid), else what is outstanding. */
  function* amountDueStep(target: TransferTarget) {
    const due = yield* dueNowStep(target);
    if (due) return { amount_due: due.amount, due_kind: due.kind };
    const outstanding =
      target.booking_id !== undefined
        ? yield* bookingOutstandingStep(target.booking_id)
        : (yield* weddingStep(target.wedding_id!, todayInPakistan())).outstanding;
    return { amount_due: outstanding, due_kind: null };
  }

  async function details(user: AuthUser, target: TransferTarget) {
    return database.read(
      (function* () {
        const row = yield* targetStep(user.id, target);
        return {
          business_id: row.business_id,
          business_name: row.business_name,
          details: presentDetails(yield* repo.details(row.business_id)),
          ...(yield* amountDueStep(target)),
        };
      })(),
    );
  }

  /** Stores the photo first (encoding is slow and outside any transaction), then the row; the
   * photo goes again when the row is refused. */
  async function submit(user: AuthUser, fields: SubmitTransferFields, upload: string) {
    const target = await database.read(targetStep(user.id, fields, 'body'));
    const photo = await storeProof(deps.encodePhoto, dataDir, target.business_id, upload);
    try {
      return await database.transaction(function* () {
        const row = yield* targetStep(user.id, fields, 'body');
        const id = yield* repo.insert({
          business_id: row.business_id,
          customer_user_id: user.id,
          booking_id: fields.booking_id ?? null,
          wedding_id: fields.wedding_id ?? null,
          method: fields.method,
          amount: fields.amount,
          reference: fields.reference,
          photo_file: photo,
          now: nowIso(),
        });
        const transfer = presentTransfer((yield* repo.byId(id))!);
        yield* notifications.recordStep({
          receiver_id: row.owner_user_id,
          type: 'payment_received',
          title: tx('Transfer to confirm'),
          message: fill(tx('{customer} sent a transfer of {amount} to {business}.'), {
            customer: transfer.customer_name,
            amount: formatPkr(fields.amount),
            business: row.business_name,
          }),
          data: { transfer_id: id },
          priority: 'high',
          action_url: '/business/home?tab=payments',
        });
        return transfer;
      });
    } catch (error) {
      await removeProof(dataDir, photo);
      throw error;
    }
  }

  function* waitingStep(id: number, actor: UserActor) {
    const row = authorize(actor, 'answer', transferPolicy, yield* repo.byId(id));
    if (row.status !== 'to_confirm') throw conflict(TRANSFER_TEXTS.alreadyAnswered);
    return row;
  }

  /** Records the ledger's payment for the transfer and marks it confirmed. */
  function* confirmStep(id: number, actor: UserActor, author: DeskAuthor) {
    const row = yield* waitingStep(id, actor);
    const today = todayInPakistan();
    // Received the day the customer sent it: the money moved then, whenever the desk looks.
    const paid = {
      amount: row.amount,
      method: row.method,
      reference: row.reference,
      note: null,
      paid_on: dateOfMoment(row.created_at),
    };
    let paymentId: number;
    if (row.booking_id !== null) {
      const balance = yield* bookingBalanceStep(row.booking_id);
      const payment = yield* ledger.recordStep(actor, author, {
        ...paid,
        booking_id: row.booking_id,
        kind: balance && balance.paid_amount > 0 ? 'balance' : 'advance',
      });
      paymentId = payment.payment_id;
    } else {
      yield* deps.weddingPayment(
        ledger,
        { author, businessId: row.business_id },
        row.wedding_id!,
        { ...paid, payer_name: row.customer_name },
        today,
      );
      paymentId = yield* ledger.lastOfWeddingStep(row.wedding_id!);
    }
    yield* repo.answer(id, {
      status: 'confirmed',
      reason: null,
      payment: paymentId,
      by: author.userId,
      now: nowIso(),
    });
    return presentTransfer((yield* repo.byId(id))!);
  }

  function* rejectStep(id: number, actor: UserActor, author: DeskAuthor, input: RejectTransfer) {
    const row = yield* waitingStep(id, actor);
    yield* repo.answer(id, {
      status: 'rejected',
      reason: input.reason,
      payment: null,
      by: author.userId,
      now: nowIso(),
    });
    yield* notifications.recordStep({
      receiver_id: row.customer_user_id,
      type: 'booking_updated',
      title: TRANSFER_TEXTS.rejected,
      message: fill(tx('{business} could not confirm your transfer {reference}: {reason}'), {
        business: row.business_name,
        reference: row.reference,
        reason: input.reason,
      }),
      data: { transfer_id: id },
      priority: 'high',
      action_url: '/customer/dashboard?tab=payments',
    });
    return presentTransfer((yield* repo.byId(id))!);
  }

  async function photo(id: number, user: AuthUser) {
    const row = authorize(
      actorOf(user),
      'read',
      transferPolicy,
      await database.read(repo.byId(id)),
    );
    return readProof(dataDir, row.photo_file);
  }

  return {
    paymentDetails: async (businessId: number) =>
      presentDetails(await database.read(repo.details(businessId))),
    savePaymentDetails: (businessId: number, input: PaymentDetailsFields) =>
      database.transaction(function* () {
        yield* repo.saveDetails(businessId, input, nowIso());
        return presentDetails(yield* repo.details(businessId));
      }),
    details,
    submit,
    mine: async (user: AuthUser) =>
      (await database.read(repo.ofCustomer(user.id))).map(presentTransfer),
    toConfirm: async (businessId: number) =>
      (await database.read(repo.toConfirm(businessId))).map(presentTransfer),
    confirmStep,
    rejectStep,
    photo,
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
