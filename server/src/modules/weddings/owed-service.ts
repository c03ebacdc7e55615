// What a business's weddings owe (docs/product/weddings.md#what-is-due,
// docs/product/payments.md#what-the-business-is-owed): its chased weddings (those with an
// accepted event) worked out on Pakistan's date, and of their instalments those overdue and
// those due this week (today and the six days after) not yet paid, earliest due first. A
// request not yet answered, or every event declined, owes nothing. The payments module's
// summary reads the weddings from here, so the Payments tab, the Dashboard and these lists
// count the same figures.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { isChased } from '@baraat/shared/domain/payment-plan';
import type {
  Instalment,
  InstalmentDue,
  InstalmentsDue,
  Wedding,
} from '@baraat/shared/schemas/wedding-answers';
import type { Database, Step } from '../../db/engine';
import { weddingsRepo as repo } from './repo';
import { presentAll } from './service';

const line = (wedding: Wedding, item: Instalment): InstalmentDue => ({
  wedding_id: wedding.wedding_id,
  title: wedding.title,
  customer_name: wedding.customer_name,
  item_id: item.item_id,
  label: item.label,
  due_on: item.due_on,
  amount: item.amount,
  outstanding: item.outstanding,
  status: item.status,
});

const sum = (lines: readonly InstalmentDue[]) =>
  lines.reduce((total, entry) => total + entry.outstanding, 0);

/** The two lists from the chased weddings worked out on `today`. */
export function instalmentsDue(weddings: readonly Wedding[], today: string): InstalmentsDue {
  const weekEnd = addDays(today, 6);
  const lines = weddings
    .flatMap((wedding) => wedding.plan.map((item) => line(wedding, item)))
    .filter((entry) => entry.status !== 'paid' && entry.outstanding > 0)
    .sort(
      (a, b) =>
        a.due_on.localeCompare(b.due_on) || a.wedding_id - b.wedding_id || a.item_id - b.item_id,
    );
  const overdue = lines.filter((entry) => entry.status === 'overdue');
  const dueThisWeek = lines.filter((entry) => entry.due_on >= today && entry.due_on <= weekEnd);
  return {
    today,
    overdue,
    due_this_week: dueThisWeek,
    overdue_total: sum(overdue),
    due_this_week_total: sum(dueThisWeek),
  };
}

export interface WeddingsOwed {
  /** The business's chased weddings, newest first, as their pages show them. */
  weddings: Wedding[];
  due: InstalmentsDue;
}

/** The business's chased weddings and their instalments owed, on `today`. */
export function* weddingsOwedStep(businessId: number, today: string): Step<WeddingsOwed> {
  const weddings = (yield* presentAll(yield* repo.ofBusiness(businessId), today)).filter(
    (wedding) => isChased(wedding.events),
  );
  return { weddings, due: instalmentsDue(weddings, today) };
}

export function* instalmentsDueStep(businessId: number, now: Date): Step<InstalmentsDue> {
  return (yield* weddingsOwedStep(businessId, todayInPakistan(now))).due;
}

/** GET /api/business/instalments, on `now` (the request's moment unless a test says). */
export const listInstalmentsDue = (database: Database, businessId: number, now = new Date()) =>
  database.read(instalmentsDueStep(businessId, now));
