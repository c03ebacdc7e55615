// A wedding's hold (docs/product/payments.md#holding-a-date): the wedding is held as a whole,
// from the owner's answer accepting it until its first instalment is paid. A walk-in family
// pays at the counter and is never held. The upkeep's expiry is the holds module's.
import { holdUntil } from '@baraat/shared/domain/holds';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { Step } from '../../db/engine';
import { isSet } from '../../db/flags';
import { weddingsRepo as repo } from './repo';
import { weddingWritesRepo as writes } from './write-repo';

export const weddingHoldSteps = {
  /** Just accepted at `now`: held for `days`, or the business's hold period. */
  *afterAccept(weddingId: number, now: string, days?: number): Step<void> {
    const row = (yield* repo.byId(weddingId))!;
    if (isSet(row.is_walkin)) return;
    const period = days ?? (yield* writes.holdDays(row.business_id));
    yield* writes.setHold(weddingId, holdUntil(now, period));
  },

  /** A payment was recorded: the hold ends once the first instalment is paid. Whether it did. */
  *afterPayment(wedding: Wedding): Step<boolean> {
    if (!wedding.hold_until || wedding.plan[0]?.status !== 'paid') return false;
    yield* writes.setHold(wedding.wedding_id, null);
    return true;
  },
};
