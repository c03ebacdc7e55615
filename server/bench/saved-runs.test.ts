import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changeOf, readSavedRun, renderComparison, saveRun } from './saved-runs';
import type { BenchRow } from './table';

const row = (figure: string, baraat: number, overrides: Partial<BenchRow> = {}): BenchRow => ({
  figure,
  baraat,
  bare: null,
  unit: 'req/s',
  target: { kind: 'min', value: 500 },
  ...overrides,
});

/** The comparison's lines (its header's rule left out) as cells, keyed by figure. */
function linesOf(table: string): Map<string, string[]> {
  const lines = table.split('\n');
  expect(lines[1]).toMatch(/^\| -+ \| -+ /);
  return new Map(
    lines
      .filter((_, n) => n !== 1)
      .map((line) => {
        const cells = line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim());
        return [cells[0]!, cells];
      }),
  );
}

describe('a run beside a saved one', () => {
  const before = [
    row('accept with hall (20 conn)', 54),
    row('search p99 (20 conn)', 20, { unit: 'ms', target: { kind: 'max', value: 20 } }),
    row('slots of a day (20 conn)', 900),
  ];
  const now = [
    row('search p99 (20 conn)', 15, { unit: 'ms', target: { kind: 'max', value: 20 } }),
    row('accept with hall (20 conn)', 1178),
    row('RSS peak', 260, { unit: 'MB', target: { kind: 'max', value: 270 } }),
  ];
  const table = renderComparison(before, now);
  const lines = linesOf(table);

  it('matches rows by figure, in this run order, with both values, the change and both results', () => {
    expect([...lines.keys()]).toEqual([
      'figure',
      'search p99 (20 conn)',
      'accept with hall (20 conn)',
      'RSS peak',
      'slots of a day (20 conn)',
    ]);
    expect(lines.get('figure')).toEqual([
      'figure',
      'before',
      'now',
      'change',
      'before result',
      'now result',
    ]);
    expect(lines.get('accept with hall (20 conn)')).toEqual([
      'accept with hall (20 conn)',
      '54 req/s',
      '1178 req/s',
      '+2081%',
      'FAIL',
      'pass',
    ]);
    expect(lines.get('search p99 (20 conn)')).toEqual([
      'search p99 (20 conn)',
      '20 ms',
      '15 ms',
      '-25%',
      'pass',
      'pass',
    ]);
  });

  it('lists a figure of this run alone as new and one of the saved run alone as gone', () => {
    expect(lines.get('RSS peak')).toEqual(['RSS peak', '—', '260 MB', 'new', '—', 'pass']);
    expect(lines.get('slots of a day (20 conn)')).toEqual([
      'slots of a day (20 conn)',
      '900 req/s',
      '—',
      'gone',
      'pass',
      '—',
    ]);
  });

  it('gives the change as a signed whole percentage, none from 0', () => {
    expect(changeOf(100, 104)).toBe('+4%');
    expect(changeOf(100, 96)).toBe('-4%');
    expect(changeOf(100, 100)).toBe('0%');
    expect(changeOf(0, 5)).toBe('—');
  });
});

describe('a saved run', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-saved-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads back as it was written, halves and budgets included, into a folder made for it', () => {
    const run = {
      savedAt: '2026-11-29T01:00:00.000Z',
      setting: '2000 vendors, 20 connections',
      rows: [row('search (20 conn)', 3287, { bare: 3186, halves: [3200, 3374] })],
    };
    const file = path.join(folder, 'bench-2000', 'last-run.json');
    saveRun(file, run);
    expect(readSavedRun(file)).toEqual(run);
  });

  it('refuses a missing file or one holding no rows, naming it', () => {
    const missing = path.join(folder, 'missing.json');
    expect(() => readSavedRun(missing)).toThrow(`--compare: cannot read ${missing}`);
    const other = path.join(folder, 'package.json');
    writeFileSync(other, JSON.stringify({ name: 'baraat', rows: [{ figure: 'x' }] }));
    expect(() => readSavedRun(other)).toThrow(`--compare: ${other} holds no bench run's rows`);
  });
});
