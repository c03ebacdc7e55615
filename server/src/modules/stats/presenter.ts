// Rows → the statistics answers (shared/src/schemas/stats.ts), and the Export Report CSV.
import { dashboardStatus } from '@baraat/shared/domain/booking';
import { PAYMENT_STATUS_LABELS } from '@baraat/shared/schemas/payments';
import {
  type PackagePerformance,
  REPORT_COLUMNS,
  type RecentTransaction,
  type UpcomingEvent,
} from '@baraat/shared/schemas/stats';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { EventRow, PackagePerformanceRow, ReportPaymentRow, TransactionRow } from './repo';

/** A percentage or a number of hours to one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Part of whole in percent, one decimal; 0 when whole is 0. */
export const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : oneDecimal((part / whole) * 100);

const eventTitle = (row: EventRow) => `${row.event_name ?? 'Booking'} — ${row.customer_name}`;

export function presentUpcomingEvent(row: EventRow): UpcomingEvent {
  return {
    booking_id: row.booking_id,
    event_date: row.event_date,
    event_time: `${row.start_time} - ${row.end_time}`,
    event_title: eventTitle(row),
    customer_name: row.customer_name,
    package_name: row.package_name,
    guest_count: row.guest_count,
    location: row.hall_name ?? row.address,
    status: 'confirmed',
    revenue: row.revenue,
  };
}

export function presentPackagePerformance(row: PackagePerformanceRow): PackagePerformance {
  return {
    package_id: row.package_id,
    package_name: row.package_name,
    price: row.price,
    conversion_rate: percent(row.accepted, row.accepted + row.declined),
    revenue: row.revenue,
    bookings_count: row.accepted,
    growth_rate:
      row.previous_revenue === 0
        ? null
        : oneDecimal(((row.revenue - row.previous_revenue) / row.previous_revenue) * 100),
  };
}

export function presentTransaction(row: TransactionRow): RecentTransaction {
  return {
    payment_id: row.payment_id,
    booking_id: row.booking_id,
    customer_name: row.customer_name,
    amount: row.amount,
    kind: row.kind,
    payment_method: row.method,
    status: row.status,
    status_label: PAYMENT_STATUS_LABELS[row.status],
    payment_date: row.paid_on,
    wedding_title: row.wedding_title,
    payer_name: row.payer_name,
  };
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (=, +, -, @, or a tab
 * or carriage return first) gets a leading apostrophe, so an exported customer name such as
 * "=HYPERLINK(...)" stays text (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: Cell[]) => cells.map(csvCell).join(',');

/** What the report is made of: the range's bookings and payments, what each accepted single
 * booking is worth and was paid, and the weddings with an event in the range. */
export interface ReportParts {
  from: string;
  to: string;
  bookings: readonly EventRow[];
  payments: readonly ReportPaymentRow[];
  balances: readonly { booking_id: number; total_amount: number; paid_amount: number }[];
  weddings: readonly Wedding[];
}

type Cell = string | number | null;

/** A wedding as one word of the status column: confirmed once an event is accepted. */
const weddingState = (wedding: Wedding) =>
  wedding.accepted_on !== null
    ? 'confirmed'
    : wedding.events.some((event) => event.status === 'pending')
      ? 'pending'
      : 'declined';

/** The wedding line: its figures as its page shows them, dated by its first event in range. */
function weddingCells(wedding: Wedding, from: string, to: string): Cell[] {
  const first = wedding.events.find((event) => event.date >= from && event.date <= to);
  return [
    'wedding',
    first?.date ?? null,
    null,
    wedding.customer_name,
    wedding.title,
    null,
    null,
    weddingState(wedding),
    wedding.total,
    null,
    null,
    null,
    wedding.paid,
    wedding.outstanding,
    wedding.wedding_id,
    wedding.title,
  ];
}

/**
 * The report of a range (docs/product/payments.md#analytics): its bookings by event date, its
 * weddings, then its payments by day received. An accepted single booking carries what it was
 * paid and still owes; a wedding's events and payments name their wedding, whose line carries
 * its figures. The header line is `columns`, REPORT_COLUMNS in the reader's language.
 */
export function presentReport(
  parts: ReportParts,
  columns: readonly string[] = REPORT_COLUMNS,
): string {
  const balances = new Map(parts.balances.map((row) => [row.booking_id, row]));
  const lines = [csvLine([...columns])];
  for (const row of parts.bookings) {
    const balance = balances.get(row.booking_id);
    lines.push(
      csvLine([
        'booking',
        row.event_date,
        row.booking_id,
        row.customer_name,
        row.event_name,
        row.package_name,
        row.guest_count,
        dashboardStatus(row.status),
        row.revenue,
        null,
        null,
        null,
        balance?.paid_amount ?? null,
        balance ? Math.max(0, balance.total_amount - balance.paid_amount) : null,
        row.wedding_id,
        row.wedding_title,
      ]),
    );
  }
  for (const wedding of parts.weddings)
    lines.push(csvLine(weddingCells(wedding, parts.from, parts.to)));
  for (const row of parts.payments) {
    lines.push(
      csvLine([
        'payment',
        row.paid_on,
        row.booking_id,
        row.customer_name,
        null,
        null,
        null,
        row.status,
        row.amount,
        row.method,
        row.kind,
        row.reference,
        null,
        null,
        row.wedding_id,
        row.wedding_title,
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
