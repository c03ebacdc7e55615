// The owner reads an amount off a chart: round values on its axis in rupees, a bar's label and
// value on hover or keyboard focus, and the same figures as a table.
import { formatPkr } from '@baraat/shared/domain/format';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

afterEach(cleanup);

const months = [
  { label: 'Sep 2026', value: 120000 },
  { label: 'Oct 2026', value: 0 },
  { label: 'Nov 2026', value: 275000 },
];

function renderChart(points = months) {
  return render(
    <BarChart
      title="Revenue, last 3 months"
      points={points}
      format={formatPkr}
      empty="No payments recorded."
      labelName="Month"
      valueName="Revenue"
    />,
  );
}

// Amounts as the app writes them (Intl puts a no-break space after "Rs").
const rs = formatPkr;

const tip = (container: HTMLElement) => container.querySelector('.chart-tip')?.textContent;

describe('bar chart', () => {
  it('writes round rupee values on its axis, from Rs 0 past the highest bar', () => {
    const { container } = renderChart();
    const ticks = [...container.querySelectorAll('.chart-y li')].map((li) => li.textContent);
    expect(ticks).toEqual([`${rs(0)}`, `${rs(100_000)}`, `${rs(200_000)}`, `${rs(300_000)}`]);
    expect(screen.getByText('Revenue')).toBeTruthy();
    expect(screen.getByText('Month')).toBeTruthy();
    expect(screen.getByText('Nov')).toBeTruthy();
  });

  it('shows a bar’s month and amount while it is hovered', async () => {
    const { container } = renderChart();
    expect(tip(container)).toBeUndefined();
    await userEvent.hover(screen.getByRole('img', { name: `Nov 2026: ${rs(275_000)}` }));
    expect(tip(container)).toBe(`Nov 2026${rs(275_000)}`);
    await userEvent.unhover(screen.getByRole('img', { name: `Nov 2026: ${rs(275_000)}` }));
    expect(tip(container)).toBeUndefined();
  });

  it('takes one tab stop and moves between bars with the arrow keys, showing each value', async () => {
    const { container } = renderChart();
    const bar = (name: string) => screen.getByRole('img', { name });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show as table' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(bar(`Sep 2026: ${rs(120_000)}`));
    expect(tip(container)).toBe(`Sep 2026${rs(120_000)}`);
    await userEvent.keyboard('{ArrowRight}');
    expect(tip(container)).toBe(`Oct 2026${rs(0)}`);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(bar(`Nov 2026: ${rs(275_000)}`));
    expect(tip(container)).toBe(`Nov 2026${rs(275_000)}`);
    // Back out and in again: the chart is one stop, and it returns to the bar last focused.
    await userEvent.tab({ shift: true });
    expect(tip(container)).toBeUndefined();
    await userEvent.tab();
    expect(document.activeElement).toBe(bar(`Nov 2026: ${rs(275_000)}`));
  });

  it('gives the same figures as a table on "Show as table"', async () => {
    renderChart();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Revenue, last 3 months' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MonthRevenue',
      `Sep 2026${rs(120_000)}`,
      `Oct 2026${rs(0)}`,
      `Nov 2026${rs(275_000)}`,
    ]);
    await userEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so instead of drawing when every value is 0', () => {
    renderChart(months.map((m) => ({ ...m, value: 0 })));
    expect(screen.getByText('No payments recorded.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
