// The plan's and the reminders' writes, on either engine (docs/architecture.md#10-two-engines):
// a plan's instalments replaced in place (kept ids keep their reminders), and a reminder
// recorded once per instalment and kind (docs/product/weddings.md#what-is-due).
import type { PlanItem } from '@baraat/shared/domain/payment-plan';
import type { ReminderKind } from '@baraat/shared/schemas/weddings';
import { get, run } from '../../db/engine';

/** An instalment as written: its place, label, basis and due date. */
export type PlanItemWrite = Omit<PlanItem, 'item_id'> & { wedding_id: number };

export const planRepo = {
  /**
   * Moves the wedding's instalments out of the way of a new plan: each to a position no new
   * one takes, none the remainder (both are unique per wedding), until it is written again.
   */
  *setAside(wedding: number) {
    return yield* run(
      `UPDATE wedding_plan_items SET position = -id, basis = 'fixed', amount = 1, percent = NULL
       WHERE wedding_id = @wedding`,
      { wedding },
    );
  },
  *remove(wedding: number, item: number) {
    return yield* run('DELETE FROM wedding_plan_items WHERE wedding_id = @wedding AND id = @item', {
      wedding,
      item,
    });
  },
  *update(item: number, values: PlanItemWrite) {
    return yield* run(
      `UPDATE wedding_plan_items SET position = @position, label = @label, basis = @basis,
         amount = @amount, percent = @percent, due_on = @due_on,
         before_booking_id = @before_event_id, after_booking_id = @after_event_id, days = @days
       WHERE id = @item AND wedding_id = @wedding_id`,
      { ...values, item },
    );
  },
  *insert(values: PlanItemWrite) {
    const row = yield* get<{ id: number }>(
      `INSERT INTO wedding_plan_items (wedding_id, position, label, basis, amount, percent,
         due_on, before_booking_id, after_booking_id, days)
       VALUES (@wedding_id, @position, @label, @basis, @amount, @percent, @due_on,
         @before_event_id, @after_event_id, @days)
       RETURNING id`,
      values,
    );
    return row!.id;
  },
  /** Records a reminder as sent; false when it already was (by this run or another). */
  *markSent(item: number, kind: ReminderKind, dueOn: string, now: string) {
    const row = yield* get<{ plan_item_id: number }>(
      `INSERT INTO wedding_reminders (plan_item_id, kind, due_on, sent_at)
       VALUES (@item, @kind, @dueOn, @now)
       ON CONFLICT DO NOTHING
       RETURNING plan_item_id`,
      { item, kind, dueOn, now },
    );
    return row !== undefined;
  },
};
