// Analytics (docs/product/payments.md#analytics): Week, Month or Year buckets over a date range, revenue or bookings, and
// Export Report, which downloads the CSV of the range shown. Left blank, the range is the
// period's default, which the server resolves: the From and To boxes then show the days it
// chose, and the chart, its total and package performance all cover those same days.
import { capitalize, formatDateSpan, formatPkr } from '@baraat/shared/domain/format';
import { REVENUE_PERIODS, type RevenuePeriod, STATS_TEXTS } from '@baraat/shared/schemas/stats';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DateField } from '@/components/ui/date-field';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/http';
import { downloadReport } from '../api/download-report';
import { usePackagePerformance } from '../api/get-package-performance';
import { useRevenueData } from '../api/get-revenue-data';
import { BarChart } from './bar-chart';
import { TopPackagesTable } from './dashboard-tables';

const PERIOD_LABELS: Record<RevenuePeriod, string> = { week: 'Week', month: 'Month', year: 'Year' };
type Metric = 'revenue' | 'bookings';

export function Analytics({ businessId }: { businessId: number }) {
  const [period, setPeriod] = useState<RevenuePeriod>('month');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [metric, setMetric] = useState<Metric>('revenue');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const query = { period, from, to };
  const data = useRevenueData(businessId, query);
  const packages = usePackagePerformance(businessId, query);
  const answer = data.data;
  // The range in use: the owner's days, else the ones the server resolved.
  const shownFrom = from || answer?.from || '';
  const shownTo = to || answer?.to || '';
  const metricName = metric === 'revenue' ? 'Revenue' : 'Bookings';

  const exportReport = async () => {
    if (!answer) return;
    setExporting(true);
    setExportError(undefined);
    try {
      await downloadReport(businessId, answer.from, answer.to);
    } catch (failure) {
      const apiError = toApiError(failure);
      setExportError(apiError.detail ?? apiError.message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="analytics">
      <div className="analytics-controls">
        <fieldset className="chip-row">
          <legend>Period</legend>
          {REVENUE_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={`chip${period === p ? ' chip-on' : ''}`}
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
            >
              {PERIOD_LABELS[p]}
            </button>
          ))}
        </fieldset>
        <div className="form-grid">
          <DateField
            label="From"
            value={shownFrom}
            max={shownTo || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <DateField
            label="To"
            value={shownTo}
            min={shownFrom || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <fieldset className="chip-row">
          <legend>Show</legend>
          {(['revenue', 'bookings'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={`chip${metric === m ? ' chip-on' : ''}`}
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
            >
              {capitalize(m)}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button"
          onClick={exportReport}
          disabled={!answer || exporting}
        >
          {exporting ? 'Exporting...' : 'Export Report'}
        </button>
      </div>
      {exportError && <Alert tone="error">{exportError}</Alert>}
      {data.status === 'error' && (
        <Alert tone="error">
          {STATS_TEXTS.analyticsFailed} <RetryButton onRetry={() => void data.refetch()} />
        </Alert>
      )}
      {data.status === 'pending' && <Spinner label="Loading analytics..." />}
      {answer && (
        <section aria-labelledby="analytics-chart-title" aria-busy={data.isFetching}>
          <h2 id="analytics-chart-title">
            {metricName}, {formatDateSpan(answer.from, answer.to)}
          </h2>
          <p>
            {metric === 'revenue'
              ? `${formatPkr(answer.total_amount)} received`
              : `${answer.total_bookings} confirmed bookings`}
          </p>
          <BarChart
            title={`${metricName} by ${answer.period}`}
            points={answer.data.map((p) => ({
              label: p.label,
              value: metric === 'revenue' ? p.amount : p.bookings,
            }))}
            format={metric === 'revenue' ? formatPkr : String}
            empty={
              metric === 'revenue'
                ? 'No payments in this range.'
                : 'No confirmed bookings in this range.'
            }
            labelName={PERIOD_LABELS[answer.period]}
            valueName={metricName}
          />
        </section>
      )}
      <section aria-labelledby="performance-title" aria-busy={packages.isFetching}>
        <h2 id="performance-title">Package performance</h2>
        {packages.status === 'pending' && <Spinner />}
        {packages.status === 'error' && (
          <Alert tone="error">
            {STATS_TEXTS.analyticsFailed} <RetryButton onRetry={() => void packages.refetch()} />
          </Alert>
        )}
        {packages.data && <TopPackagesTable packages={packages.data} />}
      </section>
    </div>
  );
}

/** The spec's Retry beside its analytics error (docs/product/payments.md#analytics). */
function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button button-small button-secondary" onClick={onRetry}>
      Retry
    </button>
  );
}
