// A bar chart in plain SVG: no chart library, so the dashboard and analytics chunks stay small.
// Screen readers get a one-line summary (role="img") and the figures as a table.
import { useId } from 'react';

export interface ChartPoint {
  label: string;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 160;
const BASE = 136;

/** "Nov 2026" → "Nov", "16 Nov 2026" → "16 Nov"; a year alone stays. */
const shortLabel = (label: string) => label.replace(/ \d{4}$/, '');

/** Labels a crowded axis every few bars so they never overlap at 360 px. */
const labelStep = (count: number) => Math.max(1, Math.ceil(count / 6));

export function BarChart({
  title,
  points,
  format,
  empty,
}: {
  title: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
  /** Said instead of the chart when every value is 0. */
  empty: string;
}) {
  const id = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  if (points.length === 0 || max === 0) {
    return (
      <figure className="chart">
        <figcaption>{title}</figcaption>
        <p className="muted chart-empty">{empty}</p>
      </figure>
    );
  }
  const slot = WIDTH / points.length;
  const bar = Math.min(40, slot * 0.7);
  const step = labelStep(points.length);
  const top = points.reduce((best, p) => (p.value > best.value ? p : best));
  const summary = `${title}: ${points.length} bars from ${points[0]!.label} to ${points.at(-1)!.label}; highest ${format(top.value)} in ${top.label}.`;

  return (
    <figure className="chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <line x1="0" x2={WIDTH} y1={BASE} y2={BASE} className="chart-axis" />
        {points.map((p, index) => {
          const height = (p.value / max) * (BASE - 12);
          const x = index * slot + (slot - bar) / 2;
          return (
            <g key={p.label}>
              <rect x={x} y={BASE - height} width={bar} height={height} className="chart-bar">
                <title>{`${p.label}: ${format(p.value)}`}</title>
              </rect>
              {index % step === 0 && (
                <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" className="chart-label">
                  {shortLabel(p.label)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden" aria-labelledby={`${id}-title`}>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
