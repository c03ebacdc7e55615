import { formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS } from '@baraat/shared/schemas/payments';
import type { EnhancedStats } from '@baraat/shared/schemas/stats';
import { BarChart } from './bar-chart';

const count = (n: number) => String(n);

/** The charts only the enhanced stats carry: revenue, weekdays, conversion, payment methods. */
export function DashboardCharts({ stats }: { stats: EnhancedStats }) {
  const funnel = stats.conversion_funnel;
  return (
    <div className="chart-grid">
      <BarChart
        title="Revenue, last 6 months"
        points={stats.revenue_last_6_months.map((p) => ({ label: p.label, value: p.amount }))}
        format={formatPkr}
        empty="No payments recorded in the last 6 months."
        labelName="Month"
        valueName="Revenue"
      />
      <BarChart
        title="Bookings by weekday"
        points={stats.bookings_by_weekday.map((d) => ({ label: d.day, value: d.count }))}
        format={count}
        empty="No confirmed bookings yet."
        labelName="Weekday"
        valueName="Bookings"
      />
      <figure className="chart">
        <figcaption>Conversion</figcaption>
        <dl className="funnel">
          <dt>Requests</dt>
          <dd>{funnel.requests}</dd>
          <dt>Answered</dt>
          <dd>{funnel.answered}</dd>
          <dt>Accepted</dt>
          <dd>
            {funnel.accepted} ({stats.conversion_rate}% of answered)
          </dd>
          <dt>Declined</dt>
          <dd>{funnel.declined}</dd>
          <dt>Pending</dt>
          <dd>{funnel.pending}</dd>
        </dl>
      </figure>
      <figure className="chart">
        <figcaption>Payment methods</figcaption>
        {stats.payment_methods.length === 0 ? (
          <p className="muted chart-empty">No payments recorded yet.</p>
        ) : (
          <ul className="method-split">
            {stats.payment_methods.map((m) => (
              <li key={m.method}>
                <span>
                  {PAYMENT_METHOD_LABELS[m.method]} · {m.share}% · {formatPkr(m.amount)}
                </span>
                <meter
                  min={0}
                  max={100}
                  value={m.share}
                  aria-label={PAYMENT_METHOD_LABELS[m.method]}
                />
              </li>
            ))}
          </ul>
        )}
      </figure>
    </div>
  );
}
