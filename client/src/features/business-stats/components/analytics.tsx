// Analytics (docs/product/payments.md#analytics): Week, Month or Year buckets over a date range, revenue or bookings, and
// Export Report, which downloads the CSV of the range shown. Left blank, the range is the
// period's default, which the server resolves: the From and To boxes then show the days it
// chose, and the chart, its total and package performance all cover those same days.
import { formatDateSpan, formatPkr } from '@baraat/shared/domain/format';
import { REVENUE_PERIODS, type RevenuePeriod, STATS_TEXTS } from '@baraat/shared/schemas/stats';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const PERIOD_LABELS: Record<RevenuePeriod, MessageDescriptor> = {
  week: msg`Week`,
  month: msg`Month`,
  year: msg`Year`,
};
/** A period inside a sentence: "Revenue by month". */
const PERIOD_WORDS: Record<RevenuePeriod, MessageDescriptor> = {
  week: msg`week`,
  month: msg`month`,
  year: msg`year`,
};
type Metric = 'revenue' | 'bookings';
const METRIC_LABELS: Record<Metric, MessageDescriptor> = {
  revenue: msg`Revenue`,
  bookings: msg`Bookings`,
};

export function Analytics({ businessId }: { businessId: number }) {
  const { t, i18n } = useLingui();
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
  const metricName = i18n._(METRIC_LABELS[metric]);
  const received = answer && formatPkr(answer.total_amount);
  const confirmed = answer?.total_bookings;
  const periodWord = answer && i18n._(PERIOD_WORDS[answer.period]);

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
          <legend>
            <Trans>Period</Trans>
          </legend>
          {REVENUE_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={`chip${period === p ? ' chip-on' : ''}`}
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
            >
              {i18n._(PERIOD_LABELS[p])}
            </button>
          ))}
        </fieldset>
        <div className="form-grid">
          <DateField
            label={t`From`}
            value={shownFrom}
            max={shownTo || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <DateField
            label={t`To`}
            value={shownTo}
            min={shownFrom || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <fieldset className="chip-row">
          <legend>
            <Trans>Show</Trans>
          </legend>
          {(['revenue', 'bookings'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={`chip${metric === m ? ' chip-on' : ''}`}
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
            >
              {i18n._(METRIC_LABELS[m])}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button"
          onClick={exportReport}
          disabled={!answer || exporting}
        >
          {exporting ? t`Exporting...` : t`Export Report`}
        </button>
      </div>
      {exportError && <Alert tone="error">{exportError}</Alert>}
      {data.status === 'error' && (
        <Alert tone="error">
          {i18n._(STATS_TEXTS.analyticsFailed)} <RetryButton onRetry={() => void data.refetch()} />
        </Alert>
      )}
      {data.status === 'pending' && <Spinner label={t`Loading analytics...`} />}
      {answer && (
        <section aria-labelledby="analytics-chart-title" aria-busy={data.isFetching}>
          <h2 id="analytics-chart-title">
            {metricName}, {formatDateSpan(answer.from, answer.to)}
          </h2>
          <p>
            {metric === 'revenue' ? (
              <Trans>
                <bdi>{received}</bdi> received
              </Trans>
            ) : (
              <Trans>{confirmed} confirmed bookings</Trans>
            )}
          </p>
          <BarChart
            title={t`${metricName} by ${periodWord}`}
            points={answer.data.map((p) => ({
              label: p.label,
              value: metric === 'revenue' ? p.amount : p.bookings,
            }))}
            format={metric === 'revenue' ? formatPkr : String}
            empty={
              metric === 'revenue'
                ? t`No payments in this range.`
                : t`No confirmed bookings in this range.`
            }
            labelName={i18n._(PERIOD_LABELS[answer.period])}
            valueName={metricName}
          />
        </section>
      )}
      <section aria-labelledby="performance-title" aria-busy={packages.isFetching}>
        <h2 id="performance-title">
          <Trans>Package performance</Trans>
        </h2>
        {packages.status === 'pending' && <Spinner />}
        {packages.status === 'error' && (
          <Alert tone="error">
            {i18n._(STATS_TEXTS.analyticsFailed)}{' '}
            <RetryButton onRetry={() => void packages.refetch()} />
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
      <Trans>Retry</Trans>
    </button>
  );
}
