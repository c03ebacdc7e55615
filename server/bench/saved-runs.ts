// A bench run kept as JSON, and another run printed beside it. Every run writes its rows to
// sqlite/data/bench-N/last-run.json (or the file --save names), each row as the table printed
// it (BenchRow: figures, budget, halves); `--compare FILE` reads such a file before anything is
// built and prints, after this run's table, a second one: each figure's Baraat value in the
// saved run and in this one, the change, and both runs' results, matched by figure name, so a
// note quotes before and after from one command (docs/architecture.md#5-measuring-speed).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BenchRow, format, markdownTable, percent, resultOf } from './table';

export interface SavedRun {
  /** When the run ended (ISO 8601). */
  savedAt: string;
  /** The line printed above the table: vendors, connections, seconds, workers, engines. */
  setting: string;
  rows: BenchRow[];
}

export function saveRun(file: string, run: SavedRun): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}

const isRow = (row: unknown): row is BenchRow => {
  const { figure, baraat, unit } = (row ?? {}) as Partial<BenchRow>;
  return typeof figure === 'string' && typeof baraat === 'number' && typeof unit === 'string';
};

/** The run saved in `file`; throws, naming the file, when it is missing or not a saved run. */
export function readSavedRun(file: string): SavedRun {
  let run: Partial<SavedRun>;
  try {
    run = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--compare: cannot read ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(run?.rows) || !run.rows.every(isRow)) {
    throw new Error(`--compare: ${file} holds no bench run's rows`);
  }
  return { savedAt: String(run.savedAt ?? ''), setting: String(run.setting ?? ''), rows: run.rows };
}

const value = (row: BenchRow) => `${format(row.baraat)} ${row.unit}`;

/** How far `now` moved from `before`, as a signed percentage; '—' from 0. */
export function changeOf(before: number, now: number): string {
  return before === 0 ? '—' : percent((now - before) / before, true);
}

/**
 * The saved run's rows beside this run's, in this run's order, matched by figure: a figure
 * this run alone has is "new", one the saved run alone has is "gone" (listed last).
 */
export function renderComparison(before: BenchRow[], now: BenchRow[]): string {
  const saved = new Map(before.map((row) => [row.figure, row]));
  const measured = new Set(now.map((row) => row.figure));
  return markdownTable([
    ['figure', 'before', 'now', 'change', 'before result', 'now result'],
    ...now.map((row) => {
      const old = saved.get(row.figure);
      return old
        ? [
            row.figure,
            value(old),
            value(row),
            changeOf(old.baraat, row.baraat),
            resultOf(old),
            resultOf(row),
          ]
        : [row.figure, '—', value(row), 'new', '—', resultOf(row)];
    }),
    ...before
      .filter((row) => !measured.has(row.figure))
      .map((row) => [row.figure, value(row), '—', 'gone', resultOf(row), '—']),
  ]);
}
