// Analytics (002 §2.9): Week, Month or Year buckets over a date range, revenue or bookings, and
// Export Report, which downloads the CSV of the range shown.
import { formatPkr } from '@baraat/shared/domain/format';
import { REVENUE_PERIODS, type RevenuePeriod, STATS_TEXTS } from '@baraat/shared/schemas/stats';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/http';
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
  const data = useRevenueData(businessId, { period, from, to });
  const packages = usePackagePerformance(businessId, period);
  const answer = data.data;

  const exportReport = async () => {
    if (!answer) return;
    setExporting(true);
    setExportError(undefined);
    try {
      await downloadReport(businessId, answer.from, answer.to);
    } catch (failure) {
      setExportError((failure as ApiError).detail ?? (failure as ApiError).message);
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
          <TextField
            label="From"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            min={from || undefined}
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
              {m === 'revenue' ? 'Revenue' : 'Bookings'}
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
          {STATS_TEXTS.analyticsFailed}{' '}
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void data.refetch()}
          >
            Retry
          </button>
        </Alert>
      )}
      {data.status === 'pending' && <Spinner label="Loading analytics..." />}
      {answer && (
        <section aria-labelledby="analytics-chart-title" aria-busy={data.isFetching}>
          <h2 id="analytics-chart-title">
            {metric === 'revenue' ? 'Revenue' : 'Bookings'}, {answer.from} to {answer.to}
          </h2>
          <p>
            {metric === 'revenue'
              ? `${formatPkr(answer.total_amount)} received`
              : `${answer.total_bookings} confirmed bookings`}
          </p>
          <BarChart
            title={`${metric === 'revenue' ? 'Revenue' : 'Bookings'} by ${answer.period}`}
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
            valueName={metric === 'revenue' ? 'Revenue' : 'Bookings'}
          />
        </section>
      )}
      <section aria-labelledby="performance-title">
        <h2 id="performance-title">Package performance</h2>
        {packages.status === 'pending' && <Spinner />}
        {packages.status === 'error' && <Alert tone="error">{STATS_TEXTS.analyticsFailed}</Alert>}
        {packages.data && <TopPackagesTable packages={packages.data} />}
      </section>
    </div>
  );
}
