// POST /api/weddings/{id}/payments (docs/product/weddings.md#payments-of-a-wedding): a payment
// of the ledger like any other, with the wedding and the payer's name, held by the wedding's
// earliest accepted event. The first completed payment of a wedding is its advance, the rest
// its balance. Stored and told to the customer by the ledger's own step; refunds stay the
// ledger's, and the plan's allocation is read again from what is completed.
import { holdsSlot } from '@baraat/shared/domain/booking';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { type RecordWeddingPayment, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { nowIso } from '../../db/connection';
import type { Step } from '../../db/engine';
import { conflict } from '../../http/errors';
import type { DeskAuthor } from '../../policies/actor';
import { holdSteps } from '../holds/service';
import type { PaymentsService } from '../payments/service';
import { weddingHoldSteps } from './hold';
import { weddingsRepo as repo } from './repo';
import { ofBusiness, presentStep } from './service';

export function* recordWeddingPaymentStep(
  ledger: Pick<PaymentsService, 'insertStep'>,
  desk: { author: DeskAuthor; businessId: number },
  weddingId: number,
  input: RecordWeddingPayment,
  today: string,
): Step<Wedding> {
  const wedding = yield* ofBusiness(desk.businessId, weddingId);
  // The events come in the order of their days: the first accepted one holds the payment. A
  // payment received before the wedding's hold expired restores it if its dates are still free
  // (docs/product/payments.md#holding-a-date).
  const holderOf = function* () {
    return (yield* repo.events([weddingId])).find((event) => holdsSlot(event.status));
  };
  const holder =
    (yield* holderOf()) ??
    ((yield* holdSteps.restoreWeddingForPayment(weddingId, input.paid_on, nowIso()))
      ? yield* holderOf()
      : undefined);
  if (!holder) throw conflict(WEDDING_TEXTS.noAcceptedEvent);
  const paidBefore = (yield* repo.payments([weddingId])).some(
    (payment) => payment.status === 'completed',
  );
  yield* ledger.insertStep(
    {
      id: holder.id,
      business_id: wedding.business_id,
      status: holder.status,
      owner_user_id: wedding.owner_user_id,
    },
    desk.author,
    { ...input, kind: paidBefore ? 'balance' : 'advance' },
    { wedding_id: weddingId, payer_name: input.payer_name },
  );
  const answer = yield* presentStep(weddingId, today);
  return (yield* weddingHoldSteps.afterPayment(answer))
    ? yield* presentStep(weddingId, today)
    : answer;
}
