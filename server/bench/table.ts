// One row of `npm run bench`'s table: a figure measured on Baraat, the same figure
// on the bare reference where there is one, their ratio, and the budget it is held to.
// Every measurement module returns rows of this shape; run.ts prints them as one table.

export interface BenchRow {
  /** What was measured, e.g. "search req/s (50,000 vendors, 20 conn)". */
  figure: string;
  /** Baraat's value. */
  baraat: number;
  /** The bare reference's value (bare node:http at equal threads), when there is one. */
  bare: number | null;
  /** Unit shown after the numbers: "req/s", "ms", "KB", "MB", "score". */
  unit: string;
  /** The budget, e.g. { kind: 'ratio-min', value: 0.75 } or { kind: 'max', value: 120 }. */
  target: BenchTarget;
}

export type BenchTarget =
  | { kind: 'max'; value: number }
  | { kind: 'min'; value: number }
  | { kind: 'ratio-min'; value: number }
  | { kind: 'none' };

export function ratioOf(row: BenchRow): number | null {
  return row.bare ? row.baraat / row.bare : null;
}

export function passes(row: BenchRow): boolean | null {
  const { target } = row;
  if (target.kind === 'max') return row.baraat <= target.value;
  if (target.kind === 'min') return row.baraat >= target.value;
  if (target.kind === 'ratio-min') {
    const ratio = ratioOf(row);
    return ratio === null ? null : ratio >= target.value;
  }
  return null;
}

function describeTarget(row: BenchRow): string {
  const { target } = row;
  if (target.kind === 'max') return `≤ ${target.value} ${row.unit}`;
  if (target.kind === 'min') return `≥ ${target.value} ${row.unit}`;
  if (target.kind === 'ratio-min') return `≥ ${target.value}× bare`;
  return '—';
}

const format = (value: number | null) =>
  value === null
    ? '—'
    : Number.isInteger(value)
      ? String(value)
      : value.toFixed(value < 10 ? 2 : 1);

/** The rows as a Markdown table, so a note can quote it as printed. */
export function renderTable(rows: BenchRow[]): string {
  const lines = [
    ['figure', 'Baraat', 'bare', 'ratio', 'target', 'result'],
    ...rows.map((row) => {
      const ratio = ratioOf(row);
      const pass = passes(row);
      return [
        row.figure,
        `${format(row.baraat)} ${row.unit}`,
        row.bare === null ? '—' : `${format(row.bare)} ${row.unit}`,
        ratio === null ? '—' : `${ratio.toFixed(2)}×`,
        describeTarget(row),
        pass === null ? '—' : pass ? 'pass' : 'FAIL',
      ];
    }),
  ];
  const widths = lines[0]!.map((_, column) =>
    Math.max(...lines.map((line) => line[column]!.length)),
  );
  const render = (line: string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    render(lines[0]!),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...lines.slice(1).map(render),
  ].join('\n');
}
