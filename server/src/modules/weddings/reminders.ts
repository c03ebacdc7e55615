// Instalment reminders (docs/product/weddings.md#what-is-due): for each instalment not paid of
// a wedding with an accepted event, a week before its due date, on the day and two days after,
// by Pakistan's date, as in-app notifications to the wedding's customer (a walk-in family has
// none) and, for the one after, to the owner. A reminder missed while the server was down is
// sent late, never once a later one's day has come. Each is sent at most once: its row in
// wedding_reminders is inserted first (ON CONFLICT DO NOTHING) and the notifications are made
// only when this run inserted it, in the same transaction, so a second run, or another process
// running at once, sends nothing again. The notifications are pushed over /ws once committed.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { isChased } from '@baraat/shared/domain/payment-plan';
import { fill, tx } from '@baraat/shared/i18n/text';
import type { Instalment, Wedding } from '@baraat/shared/schemas/wedding-answers';
import {
  REMINDER_KINDS,
  REMINDER_OFFSET_DAYS,
  type ReminderKind,
} from '@baraat/shared/schemas/weddings';
import { all, type Database, type Step } from '../../db/engine';
import type { NotificationsService } from '../notifications/service';
import { planRepo } from './plan-repo';
import { weddingsRepo as repo } from './repo';
import { presentAll } from './service';

/** The reminder an instalment due on `dueOn` is owed on `today`: the latest whose day has
 * come, or none before a week ahead. */
export function reminderDue(dueOn: string, today: string): ReminderKind | null {
  let due: ReminderKind | null = null;
  for (const kind of REMINDER_KINDS) {
    if (addDays(dueOn, REMINDER_OFFSET_DAYS[kind]) <= today) due = kind;
  }
  return due;
}

const TITLES: Record<ReminderKind, string> = {
  week_before: tx('Instalment due soon'),
  due_day: tx('Instalment due today'),
  overdue: tx('Instalment overdue'),
};

const CUSTOMER_TEXTS: Record<ReminderKind, string> = {
  overdue: tx('{label} for {wedding} at {business}: {amount} was due on {date}.'),
  due_day: tx('{label} for {wedding} at {business}: {amount} is due today.'),
  week_before: tx('{label} for {wedding} at {business}: {amount} is due on {date}.'),
};

function customerText(kind: ReminderKind, wedding: Wedding, item: Instalment) {
  return fill(CUSTOMER_TEXTS[kind], {
    label: item.label,
    wedding: wedding.title,
    business: wedding.business_name,
    amount: formatPkr(item.outstanding),
    date: formatDate(item.due_on),
  });
}

/** The weddings that may owe a reminder: an instalment not yet reminded as overdue, and an
 * accepted event. */
function* candidates(): Step<number[]> {
  const rows = yield* all<{ id: number }>(
    `SELECT DISTINCT i.wedding_id AS id FROM wedding_plan_items i
     WHERE NOT EXISTS (SELECT 1 FROM wedding_reminders r
         WHERE r.plan_item_id = i.id AND r.kind = 'overdue')
       AND EXISTS (SELECT 1 FROM slot_holding_bookings k WHERE k.wedding_id = i.wedding_id)
     ORDER BY id`,
  );
  return rows.map((row) => Number(row.id));
}

export function createReminders(
  database: Database,
  notifications: Pick<NotificationsService, 'recordStep'>,
) {
  /** One wedding's reminders owed on `today`, in the caller's transaction; how many were sent. */
  function* weddingStep(weddingId: number, today: string, sentAt: string): Step<number> {
    const row = yield* repo.byId(weddingId);
    if (!row) return 0;
    const wedding = (yield* presentAll([row], today))[0]!;
    if (!isChased(wedding.events)) return 0;
    let sent = 0;
    for (const item of wedding.plan) {
      if (item.status === 'paid') continue;
      const kind = reminderDue(item.due_on, today);
      if (!kind || !(yield* planRepo.markSent(item.item_id, kind, item.due_on, sentAt))) continue;
      sent += 1;
      const data = { wedding_id: weddingId, item_id: item.item_id, kind };
      if (row.customer_user_id !== null) {
        yield* notifications.recordStep({
          receiver_id: row.customer_user_id,
          type: 'reminder',
          title: TITLES[kind],
          message: customerText(kind, wedding, item),
          data,
          priority: kind === 'week_before' ? 'medium' : 'high',
          action_url: '/customer/dashboard?tab=payments',
        });
      }
      if (kind === 'overdue') {
        yield* notifications.recordStep({
          receiver_id: row.owner_user_id,
          type: 'reminder',
          title: TITLES.overdue,
          message: fill(tx("{customer}'s {label} for {wedding}: {amount} was due on {date}."), {
            customer: wedding.customer_name,
            label: item.label,
            wedding: wedding.title,
            amount: formatPkr(item.outstanding),
            date: formatDate(item.due_on),
          }),
          data,
          priority: 'high',
          action_url: '/business/home?tab=payments',
        });
      }
    }
    return sent;
  }

  /**
   * Sends every reminder owed at `now`; how many. Each wedding in a transaction of its own, so
   * one failing does not hold back the others (the first failure is thrown once all have run).
   */
  async function run(now: Date): Promise<number> {
    const today = todayInPakistan(now);
    const sentAt = now.toISOString();
    let sent = 0;
    const failures: unknown[] = [];
    for (const id of await database.read(candidates())) {
      try {
        sent += await database.transaction(() => weddingStep(id, today, sentAt));
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
    return sent;
  }

  return { runReminders: run };
}

export type Reminders = ReturnType<typeof createReminders>;
