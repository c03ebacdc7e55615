// A bar chart with its figures (no chart library: the drawing is bar-plot.tsx), titled, with
// a "Show as table" toggle that gives every reader the exact figures, and a sentence instead
// of the chart when there is nothing to draw.
import { useId, useState } from 'react';
import { TableScroll } from '@/components/ui/table-scroll';
import { BarPlot, type ChartPoint } from './bar-plot';

export type { ChartPoint };

export function BarChart({
  title,
  points,
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
  const summary = `${title}: ${points.length} bars from ${points[0]!.label} to ${points.at(-1)!.label}; highest ${format(top.value)} in ${top.label}.`;

  return (
    <figure className="chart" aria-labelledby={id}>
      <figcaption id={id}>{title}</figcaption>
      <button
        type="button"
        className="button button-small button-secondary chart-toggle"
        aria-pressed={asTable}
        onClick={() => setAsTable(!asTable)}
      >
        Show as table
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
