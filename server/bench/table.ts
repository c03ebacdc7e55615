// One row of `npm run bench`'s table: a figure measured on Baraat, the same figure
// on the bare reference where there is one, their ratio, and the budget it is held to.
// Every measurement module returns rows of this shape; run.ts prints them as one table, whose
// last column is the row's noise: how far apart Baraat's two halves were, where it was measured
// in halves (the API loads), so a reader sees which figures a run can be trusted to a few
// percent and which it cannot.

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
  /** Baraat's value in each of the two halves it was measured in (loads.ts), when it was. */
  halves?: [number, number];
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

/**
 * The spread of Baraat's two halves, |h1 − h2| / their mean (0.04 for 4%); null for a row not
 * measured in halves. Two halves of 0 agree: 0.
 */
export function noiseOf(row: BenchRow): number | null {
  if (!row.halves) return null;
  const [first, second] = row.halves;
  const sum = first + second;
  // |h1 − h2| / ((h1 + h2) / 2), written without halving the sum, which loses the last bits of
  // the tiniest figures and let the spread pass 200%.
  return sum === 0 ? 0 : (2 * Math.abs(first - second)) / sum;
}

/** A share as a whole percentage ("4%"); `signed` adds + before a rise ("+4%"). */
export function percent(share: number, signed = false): string {
  const whole = Math.round(share * 100);
  return `${signed && whole > 0 ? '+' : ''}${whole}%`;
}

function describeTarget(row: BenchRow): string {
  const { target } = row;
  if (target.kind === 'max') return `≤ ${target.value} ${row.unit}`;
  if (target.kind === 'min') return `≥ ${target.value} ${row.unit}`;
  if (target.kind === 'ratio-min') return `≥ ${target.value}× bare`;
  return '—';
}

export const format = (value: number | null) =>
  value === null
    ? '—'
    : Number.isInteger(value)
      ? String(value)
      : value.toFixed(value < 10 ? 2 : 1);

/** A row's result against its budget: "pass", "FAIL", or "—" where it has none. */
export function resultOf(row: BenchRow): string {
  const pass = passes(row);
  return pass === null ? '—' : pass ? 'pass' : 'FAIL';
}

/** The rows as a Markdown table, so a note can quote it as printed. */
export function renderTable(rows: BenchRow[]): string {
  return markdownTable([
    ['figure', 'Baraat', 'bare', 'ratio', 'target', 'result', 'noise'],
    ...rows.map((row) => {
      const ratio = ratioOf(row);
      const noise = noiseOf(row);
      return [
        row.figure,
        `${format(row.baraat)} ${row.unit}`,
        row.bare === null ? '—' : `${format(row.bare)} ${row.unit}`,
        ratio === null ? '—' : `${ratio.toFixed(2)}×`,
        describeTarget(row),
        resultOf(row),
        noise === null ? '—' : percent(noise),
      ];
    }),
  ]);
}

/** `lines` (the first is the header) as a Markdown table with aligned columns. */
export function markdownTable(lines: string[][]): string {
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
