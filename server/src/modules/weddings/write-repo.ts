// A wedding's own writes as steps, on either engine (docs/architecture.md#10-two-engines): its
// row, the default plan's instalments, and what an event's refusal names (its slot's day and
// times, its event type). Its events are written by the bookings' and walk-ins' own steps.
import type { PlanItemDraft } from '@baraat/shared/schemas/weddings';
import { insertedId } from '../../db/dialect';
import { get, run } from '../../db/engine';
import { planRepo } from './plan-repo';

export interface NewWedding {
  business_id: number;
  customer_user_id: number | null;
  title: string;
  message: string;
  is_walkin: 0 | 1;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  booked_on: string;
  now: string;
}

export interface EventSlot {
  id: number;
  business_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

export const weddingWritesRepo = {
  /** The wedding's deadline for its advance (docs/product/payments.md#holding-a-date). */
  setHold: (id: number, until: string | null) =>
    run('UPDATE weddings SET hold_until = @until WHERE id = @id', { id, until }),
  *holdDays(businessId: number) {
    const row = yield* get<{ hold_days: number }>(
      'SELECT hold_days FROM businesses WHERE id = @id',
      { id: businessId },
    );
    return row!.hold_days;
  },
  *insert(wedding: NewWedding) {
    return yield* insertedId(
      `INSERT INTO weddings (business_id, customer_user_id, title, message, is_walkin,
         contact_name, contact_phone, contact_email, booked_on, created_at, modified_at)
       VALUES (@business_id, @customer_user_id, @title, @message, @is_walkin, @contact_name,
         @contact_phone, @contact_email, @booked_on, @now, @now)`,
      wedding,
    );
  },
  /** The plan's instalments, in the order given (the plan's own insert). */
  *insertPlan(weddingId: number, items: readonly PlanItemDraft[]) {
    for (const [index, item] of items.entries()) {
      yield* planRepo.insert({
        wedding_id: weddingId,
        position: index + 1,
        label: item.label,
        basis: item.basis,
        amount: item.amount ?? null,
        percent: item.percent ?? null,
        due_on: item.due_on ?? null,
        before_event_id: item.before_event_id ?? null,
        after_event_id: item.after_event_id ?? null,
        days: item.days ?? 0,
      });
    }
  },
  /** A bookable slot (as the bookings' step finds one), with its end for the event's name. */
  *slot(id: number) {
    return yield* get<EventSlot>(
      `SELECT s.id, s.business_id, s.date, s.start_time, s.end_time
       FROM slots s JOIN businesses b ON b.id = s.business_id
       WHERE s.id = @id AND s.is_deleted = 0 AND b.is_deleted = 0`,
      { id },
    );
  },
  *eventTypeName(id: number) {
    return (yield* get<{ name: string }>('SELECT name FROM event_types WHERE id = @id', { id }))
      ?.name;
  },
};
