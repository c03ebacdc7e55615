// A wedding's SQL as steps, on either engine (docs/architecture.md#10-two-engines): the wedding,
// its events (bookings carrying its id), its plan's instalments and its payments. Plans,
// payments and the owner's lists add their own writes in plan-repo.ts.
import type { BookingStatus } from '@baraat/shared/domain/booking';
import type { PlanItem } from '@baraat/shared/domain/payment-plan';
import type { PriceBasis } from '@baraat/shared/domain/pricing';
import type { PaymentMethod, PaymentStatus } from '@baraat/shared/schemas/payments';
import { all, get } from '../../db/engine';
import { joinEventHall } from '../../db/event-hall';
import { eventName, personName } from '../../db/names';

export interface WeddingRow {
  id: number;
  business_id: number;
  business_name: string;
  business_city: string;
  slug: string;
  owner_user_id: number;
  customer_user_id: number | null;
  title: string;
  message: string;
  is_walkin: 0 | 1;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  booked_on: string;
  created_at: string;
  hold_until: string | null;
}

export interface WeddingEventRow {
  id: number;
  wedding_id: number;
  status: BookingStatus;
  slot_id: number;
  slot_name: string;
  slot_worker_id: number | null;
  date: string;
  start_time: string;
  end_time: string;
  event_type_id: number | null;
  event_name: string | null;
  number_of_people: number;
  package_id: number | null;
  package_name: string | null;
  package_price: number | null;
  package_price_basis: PriceBasis | null;
  /** The hall or team the booking was given (or asked for): what an accept starts from. */
  worker_id: number | null;
  /** Where the event is (docs/product/calendar.md#where-an-event-is). */
  hall_id: number | null;
  hall_name: string | null;
  decline_reason: string | null;
  /** When the owner answered it (a walk-in's: when it was booked); null while pending. */
  decided_at: string | null;
}

export interface WeddingPaymentRow {
  id: number;
  wedding_id: number;
  booking_id: number;
  amount: number;
  method: PaymentMethod;
  payer_name: string | null;
  reference: string | null;
  note: string | null;
  paid_on: string;
  status: PaymentStatus;
  created_at: string;
}

export type PlanItemRow = PlanItem & { wedding_id: number };

const WEDDING = `SELECT w.id, w.business_id, b.business_name, c.name AS business_city, b.slug,
    m.user_id AS owner_user_id,
    w.customer_user_id, w.title, w.message, w.is_walkin, w.hold_until,
    CASE WHEN w.customer_user_id IS NULL THEN w.contact_name
      ELSE ${personName('u')} END AS customer_name,
    CASE WHEN w.customer_user_id IS NULL THEN w.contact_email ELSE u.email END AS customer_email,
    CASE WHEN w.customer_user_id IS NULL THEN w.contact_phone ELSE u.mobile END AS customer_phone,
    w.booked_on, w.created_at
  FROM weddings w
  JOIN businesses b ON b.id = w.business_id
  JOIN cities c ON c.id = b.city_id
  JOIN user_business_mapping m ON m.business_id = w.business_id
  LEFT JOIN users u ON u.id = w.customer_user_id`;

const EVENTS = `SELECT k.id, k.wedding_id, k.status, k.slot_id, s.slot_name,
    s.worker_id AS slot_worker_id, s.date, s.start_time,
    s.end_time, k.event_type_id, ${eventName('e', 'k')} AS event_name,
    k.number_of_people, k.package_id, p.package_name, p.price AS package_price,
    p.price_basis AS package_price_basis, k.worker_id, eh.id AS hall_id, eh.name AS hall_name,
    k.decline_reason, k.decided_at
  FROM bookings k
  JOIN slots s ON s.id = k.slot_id
  LEFT JOIN event_types e ON e.id = k.event_type_id
  LEFT JOIN packages p ON p.id = k.package_id
  ${joinEventHall('eh')}`;

const PLAN = `SELECT id AS item_id, wedding_id, position, label, basis, amount, percent, due_on,
    before_booking_id AS before_event_id, after_booking_id AS after_event_id, days
  FROM wedding_plan_items`;

const PAYMENTS = `SELECT id, wedding_id, booking_id, amount, method, payer_name, reference, note,
    paid_on, status, created_at
  FROM payments`;

/** Placeholders for an id list: `@id0, @id1, ...` and their values. */
function idList(ids: readonly number[]) {
  const params: Record<string, number> = {};
  ids.forEach((id, index) => {
    params[`id${index}`] = id;
  });
  return { list: ids.map((_, index) => `@id${index}`).join(', '), params };
}

export const weddingsRepo = {
  *byId(id: number) {
    return yield* get<WeddingRow>(`${WEDDING} WHERE w.id = @id`, { id });
  },
  *ofCustomer(user: number) {
    return yield* all<WeddingRow>(
      `${WEDDING} WHERE w.customer_user_id = @user ORDER BY w.id DESC`,
      { user },
    );
  },
  *ofBusiness(business: number) {
    return yield* all<WeddingRow>(`${WEDDING} WHERE w.business_id = @business ORDER BY w.id DESC`, {
      business,
    });
  },
  /** The business's weddings with an event on a day from `from` to `to`, oldest first. */
  *ofBusinessBetween(business: number, from: string, to: string) {
    return yield* all<WeddingRow>(
      `${WEDDING} WHERE w.business_id = @business AND EXISTS (SELECT 1 FROM bookings k
         JOIN slots s ON s.id = k.slot_id
         WHERE k.wedding_id = w.id AND s.date >= @from AND s.date <= @to)
       ORDER BY w.id`,
      { business, from, to },
    );
  },
  /** The events of these weddings, each wedding's in the order of their days. */
  *events(weddings: readonly number[]) {
    if (weddings.length === 0) return [];
    const { list, params } = idList(weddings);
    return yield* all<WeddingEventRow>(
      `${EVENTS} WHERE k.wedding_id IN (${list}) ORDER BY s.date, s.start_time, k.id`,
      params,
    );
  },
  *planItems(weddings: readonly number[]) {
    if (weddings.length === 0) return [];
    const { list, params } = idList(weddings);
    return yield* all<PlanItemRow>(
      `${PLAN} WHERE wedding_id IN (${list}) ORDER BY wedding_id, position`,
      params,
    );
  },
  /** Every payment of these weddings, newest first; refunded ones too (the answer shows them). */
  *payments(weddings: readonly number[]) {
    if (weddings.length === 0) return [];
    const { list, params } = idList(weddings);
    return yield* all<WeddingPaymentRow>(
      `${PAYMENTS} WHERE wedding_id IN (${list}) ORDER BY paid_on DESC, id DESC`,
      params,
    );
  },
};
