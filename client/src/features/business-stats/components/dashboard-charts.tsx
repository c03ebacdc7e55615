import { formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS } from '@baraat/shared/schemas/payments';
import type { EnhancedStats } from '@baraat/shared/schemas/stats';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from './bar-chart';

const count = (n: number) => String(n);

/** The charts only the enhanced stats carry: revenue, weekdays, conversion, payment methods. */
export function DashboardCharts({ stats }: { stats: EnhancedStats }) {
  const { t, i18n } = useLingui();
  const funnel = stats.conversion_funnel;
  const { accepted } = funnel;
  const rate = stats.conversion_rate;
  return (
    <div className="chart-grid">
      <BarChart
        title={t`Revenue, last 6 months`}
        points={stats.revenue_last_6_months.map((p) => ({ label: p.label, value: p.amount }))}
        format={formatPkr}
        empty={t`No payments recorded in the last 6 months.`}
        labelName={t`Month`}
        valueName={t`Revenue`}
      />
      <BarChart
        title={t`Bookings by weekday`}
        points={stats.bookings_by_weekday.map((d) => ({ label: d.day, value: d.count }))}
        format={count}
        empty={t`No confirmed bookings yet.`}
        labelName={t`Weekday`}
        valueName={t`Bookings`}
      />
      <figure className="chart">
        <figcaption>
          <Trans>Conversion</Trans>
        </figcaption>
        <dl className="funnel">
          <dt>
            <Trans>Requests</Trans>
          </dt>
          <dd>{funnel.requests}</dd>
          <dt>
            <Trans>Answered</Trans>
          </dt>
          <dd>{funnel.answered}</dd>
          <dt>
            <Trans>Accepted</Trans>
          </dt>
          <dd>
            <Trans>
              {accepted} ({rate}% of answered)
            </Trans>
          </dd>
          <dt>
            <Trans>Declined</Trans>
          </dt>
          <dd>{funnel.declined}</dd>
          <dt>
            <Trans>Pending</Trans>
          </dt>
          <dd>{funnel.pending}</dd>
        </dl>
      </figure>
      <figure className="chart">
        <figcaption>
          <Trans>Payment methods</Trans>
        </figcaption>
        {stats.payment_methods.length === 0 ? (
          <p className="muted chart-empty">
            <Trans>No payments recorded yet.</Trans>
          </p>
        ) : (
          <ul className="method-split">
            {stats.payment_methods.map((m) => (
              <li key={m.method}>
                <span>
                  {i18n._(PAYMENT_METHOD_LABELS[m.method])} · {m.share}% · {formatPkr(m.amount)}
                </span>
                <meter
                  min={0}
                  max={100}
                  value={m.share}
                  aria-label={i18n._(PAYMENT_METHOD_LABELS[m.method])}
                />
              </li>
            ))}
          </ul>
        )}
      </figure>
    </div>
  );
}
