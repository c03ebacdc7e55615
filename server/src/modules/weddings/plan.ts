// PUT /api/weddings/{id}/plan (docs/product/weddings.md#the-payment-plan): the owner's new plan,
// checked against the wedding's events and total by domain/payment-plan.ts `planProblems`,
// replaces the old one in one transaction. An instalment sent with the id of one of this
// wedding's instalments keeps that id, so the reminders already sent for it stay sent.
import { planProblems } from '@baraat/shared/domain/payment-plan';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { PaymentPlan } from '@baraat/shared/schemas/weddings';
import type { Step } from '../../db/engine';
import { unprocessable } from '../../http/errors';
import { type PlanItemWrite, planRepo } from './plan-repo';
import { presentEvent } from './presenter';
import { weddingsRepo as repo } from './repo';
import { ofBusiness, presentStep } from './service';

/** The plan's problems as the 422 list names them: `items` or `items.<i>.<field>`. */
function refuse(problems: ReturnType<typeof planProblems>) {
  return unprocessable(
    problems.map((problem) => ({
      loc: ['body', ...problem.path],
      msg: problem.message,
      type: 'value_error',
    })),
  );
}

export function* savePlanStep(
  businessId: number,
  weddingId: number,
  input: PaymentPlan,
  today: string,
): Step<Wedding> {
  yield* ofBusiness(businessId, weddingId);
  const events = (yield* repo.events([weddingId])).map(presentEvent);
  const problems = planProblems(input.items, events);
  if (problems.length > 0) throw refuse(problems);

  const existing = new Set((yield* repo.planItems([weddingId])).map((item) => item.item_id));
  const kept = new Set<number>();
  const writes = input.items.map((item, index) => {
    // An id of another wedding, or one sent twice, is a new instalment.
    const keep =
      item.item_id !== undefined && existing.has(item.item_id) && !kept.has(item.item_id);
    if (keep) kept.add(item.item_id!);
    const values: PlanItemWrite = {
      wedding_id: weddingId,
      position: index + 1,
      label: item.label,
      basis: item.basis,
      amount: item.basis === 'fixed' ? (item.amount ?? null) : null,
      percent: item.basis === 'percent' ? (item.percent ?? null) : null,
      due_on: item.due_on ?? null,
      before_event_id: item.before_event_id ?? null,
      after_event_id: item.after_event_id ?? null,
      days: item.due_on ? 0 : (item.days ?? 0),
    };
    return { id: keep ? item.item_id! : null, values };
  });

  yield* planRepo.setAside(weddingId);
  for (const id of existing) if (!kept.has(id)) yield* planRepo.remove(weddingId, id);
  for (const write of writes) {
    if (write.id !== null) yield* planRepo.update(write.id, write.values);
    else yield* planRepo.insert(write.values);
  }
  return yield* presentStep(weddingId, today);
}
