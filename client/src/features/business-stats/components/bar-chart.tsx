// A bar chart with its figures (no chart library: the drawing is bar-plot.tsx), titled, with
// a "Show as table" toggle that gives every reader the exact figures, and a sentence instead
// of the chart when there is nothing to draw.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { TableScroll } from '@/components/ui/table-scroll';
import { translatedLabel } from '../chart-scale';
import { BarPlot, type ChartPoint } from './bar-plot';

export type { ChartPoint };

export function BarChart({
  title,
  points: given,
  format,
  empty,
  labelName,
  valueName,
}: {
  title: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
  /** Said instead of the chart when every value is 0. */
  empty: string;
  /** What a bar is ("Month") and what its height is ("Revenue"): axis and column names. */
  labelName: string;
  valueName: string;
}) {
  const { t, i18n } = useLingui();
  // A bar's label comes from shared/ in English ("Nov 2026", "Mon"): its words in the reader's.
  const points = given.map((p) => ({ ...p, label: translatedLabel(p.label, i18n._) }));
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(0, ...points.map((p) => p.value));
  if (points.length === 0 || max === 0) {
    return (
      <figure className="chart">
        <figcaption>{title}</figcaption>
        <p className="muted chart-empty">{empty}</p>
      </figure>
    );
  }
  const top = points.reduce((best, p) => (p.value > best.value ? p : best));
  const bars = points.length;
  const first = points[0]!.label;
  const last = points.at(-1)!.label;
  const highest = format(top.value);
  const highestAt = top.label;
  const summary = t`${title}: ${bars} bars from ${first} to ${last}; highest ${highest} in ${highestAt}.`;

  return (
    <figure className="chart" aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      <button
        type="button"
        className="button button-small button-secondary chart-toggle"
        aria-pressed={asTable}
        onClick={() => setAsTable(!asTable)}
      >
        <Trans>Show as table</Trans>
      </button>
      {asTable ? (
        <TableScroll label={title}>
          <table className="data-table chart-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelName}</th>
                <th scope="col">{valueName}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <BarPlot
          points={points}
          format={format}
          summary={summary}
          labelName={labelName}
          valueName={valueName}
        />
      )}
    </figure>
  );
}
