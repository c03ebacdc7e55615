// The drawing of a bar chart in HTML and CSS (styles/business-stats.css), so its text is the
// page's own at any width: a value axis of round amounts, a line at each, a label under the
// bars, and the bar's label and value shown while it is hovered, touched or focused. The bars
// are one tab stop; the arrow keys, Home and End move between them.
import { type KeyboardEvent, useRef, useState } from 'react';
import { inlineSign } from '@/lib/direction';
import { axisTicks, labelStep, shortLabel } from '../chart-scale';

export interface ChartPoint {
  label: string;
  value: number;
}

const percent = (value: number, top: number) => `${(value / top) * 100}%`;

/** Where the value shows beside its bar: the first bars' toward the end, the last ones' the start. */
const tipSide = (index: number, count: number) => {
  if (count < 3) return 'center';
  if (index < count / 3) return 'start';
  return index >= (count * 2) / 3 ? 'end' : 'center';
};

export function BarPlot({
  points,
  format,
  summary,
  labelName,
  valueName,
}: {
  points: readonly ChartPoint[];
  format: (value: number) => string;
  summary: string;
  labelName: string;
  valueName: string;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  const bars = useRef<(HTMLSpanElement | null)[]>([]);
  const ticks = axisTicks(Math.max(...points.map((p) => p.value)));
  const top = ticks.at(-1)!;
  const step = labelStep(points.map((p) => p.label));
  const shown = hovered ?? focused;
  const axisWidth = `${Math.max(...ticks.map((t) => format(t).length)) + 1}ch`;

  const move = (event: KeyboardEvent<HTMLElement>) => {
    const last = points.length - 1;
    const by = (step: number) => Math.min(last, Math.max(0, current + step));
    // The bars run from the start edge: the left arrow goes on in right-to-left text.
    const forward = inlineSign(event.currentTarget);
    const keys: Record<string, number> = {
      ArrowRight: by(forward),
      ArrowUp: by(1),
      ArrowLeft: by(-forward),
      ArrowDown: by(-1),
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    bars.current[next]?.focus();
  };

  return (
    <div className="chart-plot">
      <p className="visually-hidden">{summary}</p>
      <span className="chart-axis-name" aria-hidden="true">
        {valueName}
      </span>
      <ol className="chart-y" style={{ width: axisWidth }} aria-hidden="true">
        {ticks.map((tick) => (
          <li key={tick} style={{ bottom: percent(tick, top) }}>
            {format(tick)}
          </li>
        ))}
      </ol>
      <div className="chart-area">
        {ticks.map((tick) => (
          <span key={tick} className="chart-grid-line" style={{ bottom: percent(tick, top) }} />
        ))}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move between the bars inside */}
        <div className="chart-bars" onKeyDown={move}>
          {points.map((p, index) => (
            <span
              key={p.label}
              ref={(element) => {
                bars.current[index] = element;
              }}
              className={`chart-column${shown === index ? ' chart-column-on' : ''}`}
              role="img"
              aria-label={`${p.label}: ${format(p.value)}`}
              tabIndex={index === current ? 0 : -1}
              onPointerEnter={() => setHovered(index)}
              onPointerLeave={() => setHovered(null)}
              onFocus={() => {
                setFocused(index);
                setCurrent(index);
              }}
              onBlur={() => setFocused(null)}
            >
              <span className="chart-bar" style={{ height: percent(p.value, top) }} />
              {shown === index && (
                <span
                  className={`chart-tip chart-tip-${tipSide(index, points.length)}`}
                  style={{ bottom: percent(p.value, top) }}
                  aria-hidden="true"
                >
                  {p.label}
                  <strong>{format(p.value)}</strong>
                </span>
              )}
            </span>
          ))}
        </div>
      </div>
      <ol className="chart-x" aria-hidden="true">
        {points.map((p, index) => (
          <li key={p.label}>{index % step === 0 ? shortLabel(p.label) : ''}</li>
        ))}
      </ol>
      <span className="chart-axis-name chart-axis-name-x" aria-hidden="true">
        {labelName}
      </span>
    </div>
  );
}
